import type { ShellView } from '../data/view-types.js';

export function Footer({ shell }: { shell: ShellView }) {
  const services = shell.menus.slice(1);
  return (
    <footer className="sf-footer">
      <div className="sf-container">
        <div className="sf-footer-grid">
          {[...services, ...shell.footerColumns].map((column) => (
            <section key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.text}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {shell.newsletter && (
            <section className="sf-newsletter" aria-label={shell.newsletter.title}>
              <h2>{shell.newsletter.title}</h2>
              <form
                action={`/${shell.site}/newsletter`}
                method="get"
                onSubmit={(e) => e.preventDefault()}
              >
                <label htmlFor="newsletter-email" className="sf-muted">
                  {shell.newsletter.text}
                </label>
                <input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                />
                <button className="sf-button secondary" type="submit">
                  {shell.newsletter.cta}
                </button>
              </form>
            </section>
          )}
        </div>
        <div className="sf-legal">
          <span>{shell.legal}</span>
          <a href="/" hrefLang="x-default">
            {shell.site.toUpperCase()} · {shell.labels['stores'] ? '🌐' : ''} {shell.locale}
          </a>
        </div>
      </div>
    </footer>
  );
}
