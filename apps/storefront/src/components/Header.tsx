import type { ShellView } from '../data/view-types.js';
import { BagCount } from './BagCount.js';

export function Header({ shell }: { shell: ShellView }) {
  const jewellery = shell.menus[0];
  return (
    <>
      {shell.topBar && (
        <div className="sf-topbar">
          <a href={shell.topBar.href}>{shell.topBar.text}</a>
        </div>
      )}
      <header className="sf-header">
        <div className="sf-container sf-header-row">
          <a
            className="sf-logo"
            href={`/${shell.site}/`}
            aria-label={`${shell.brand} – ${shell.labels['home'] ?? 'Home'}`}
          >
            {shell.brand}
          </a>
          {jewellery && (
            <nav className="sf-nav" aria-label={jewellery.title}>
              <ul>
                {jewellery.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.text}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="sf-header-actions">
            {shell.hasEcommerce && (
              <BagCount site={shell.site} label={shell.labels['bag'] ?? 'Bag'} />
            )}
          </div>
        </div>
      </header>
    </>
  );
}
