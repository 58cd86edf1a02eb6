import { useAccount, useLabel } from './account-context.js';

/** /{lang}/my-account/returns (spec 3): the shopper's returns. */
export default function Returns() {
  useAccount();
  const label = useLabel();
  return (
    <div className="sf-my-account-section" data-testid="section-returns">
      <h2 className="sf-h2">{label('accountReturns')}</h2>
    </div>
  );
}
