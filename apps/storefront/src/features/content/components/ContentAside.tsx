import type { LinkView } from '../../../shell/view-types.js';

/** The side list of policies or FAQ entries, the current one marked for assistive tech. */
export function ContentAside({
  links,
  current,
  label,
  desktopOnly = false,
}: {
  links: readonly LinkView[];
  /** The page path or the active entry's slug, whichever the link matches. */
  current: { path: string; id: string | null };
  label: string;
  desktopOnly?: boolean;
}) {
  return (
    <nav className={desktopOnly ? 'sf-aside desktop-only' : 'sf-aside'} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={
                link.href === current.path || link.href.endsWith(`/${current.id}`)
                  ? 'page'
                  : undefined
              }
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
