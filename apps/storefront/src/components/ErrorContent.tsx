import type { ErrorView } from '../data/error-view.js';

export function ErrorContent({ view, status }: { view: ErrorView; status: number }) {
  return (
    <section
      className="sf-error"
      data-testid="error-page"
      data-status={status}
      style={{ background: view.bgColor, color: view.textColor, textAlign: view.titleAlign }}
    >
      {view.image && (
        <picture>
          {view.imageMobile && <source media="(max-width: 899px)" srcSet={view.imageMobile.src} />}
          <img src={view.image.src} alt={view.image.alt} width={320} height={320} />
        </picture>
      )}
      <h1>{view.title}</h1>
      <p>{view.description}</p>
      <p>
        {view.links.map((link) => (
          <a key={link.href} className="sf-button" href={link.href}>
            {link.text}
          </a>
        ))}
      </p>
    </section>
  );
}
