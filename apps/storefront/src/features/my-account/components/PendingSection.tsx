/**
 * A section the menu offers whose screen is not built yet (orders, returns, loyalty,
 * interests: issue 19 continues): its title, so the menu never leads to a blank page.
 */
export function PendingSection({ title }: { title: string }) {
  return (
    <div className="sf-my-account-section">
      <h2 className="sf-h2">{title}</h2>
    </div>
  );
}
