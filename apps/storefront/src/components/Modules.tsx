import type { CSSProperties } from 'react';
import type { ModuleView } from '../data/modules.js';
import type { CardView } from '../data/view-types.js';
import { CardGrid } from './product-cards.js';

function deviceClass(device: ModuleView['device']): string {
  return device === 'mobile' ? ' only-mobile' : device === 'desktop' ? ' only-desktop' : '';
}

function Cards({ cards, label }: { cards: CardView[]; label: string }) {
  return <CardGrid cards={cards} label={label} />;
}

function ModuleBody({ module, first }: { module: ModuleView; first: boolean }) {
  switch (module.kind) {
    case 'hero': {
      const img = (
        <picture>
          {module.mobileImage && <source media="(max-width: 899px)" srcSet={module.mobileImage} />}
          <img
            src={module.image}
            alt=""
            width={1440}
            height={620}
            fetchPriority={first ? 'high' : 'auto'}
          />
        </picture>
      );
      const title = first ? (
        <h1 className="sf-hero-title">{module.title}</h1>
      ) : (
        <h2 className="sf-hero-title">{module.title}</h2>
      );
      return module.href ? (
        <a className="sf-hero" href={module.href}>
          {img}
          {title}
        </a>
      ) : (
        <div className="sf-hero">
          {img}
          {title}
        </div>
      );
    }
    case 'heading':
      return (
        <div className="sf-container sf-heading">
          <h2 className="sf-h2">{module.title}</h2>
          {module.image && (
            <img
              src={module.image.src}
              alt={module.image.alt}
              width={1440}
              height={180}
              loading="lazy"
            />
          )}
        </div>
      );
    case 'products':
      return (
        <section className="sf-container" aria-label={module.title || undefined}>
          {(module.title || module.href) && (
            <div className="sf-section-head">
              {module.title && <h2 className="sf-h2">{module.title}</h2>}
              {module.href && (
                <a href={module.href}>
                  <span className="sf-flip">→</span>
                </a>
              )}
            </div>
          )}
          {module.image && (
            <img
              src={module.image.src}
              alt={module.image.alt}
              width={1440}
              height={400}
              loading="lazy"
              style={{ marginBlockEnd: 16, width: '100%', maxHeight: 400, objectFit: 'cover' }}
            />
          )}
          <Cards cards={module.cards} label={module.title} />
        </section>
      );
    case 'tabs':
      return (
        <div className="sf-container sf-tabs">
          {module.tabs.map((tab) => (
            <section key={tab.href} aria-label={tab.title}>
              <div className="sf-section-head">
                <h2 className="sf-h2">{tab.title}</h2>
                <a href={tab.href}>
                  <span className="sf-flip">→</span>
                </a>
              </div>
              <Cards cards={tab.cards} label={tab.title} />
            </section>
          ))}
        </div>
      );
    case 'looks':
      return (
        <section className="sf-container" aria-label={module.title || 'Looks'}>
          {module.title && <h2 className="sf-h2">{module.title}</h2>}
          {module.looks.map((look) => (
            <div key={look.id} style={{ marginBlockEnd: 24 }}>
              <Cards cards={look.cards} label={module.title || look.id} />
              <p>
                <a className="sf-button secondary" href={look.href}>
                  {module.title || look.id} <span className="sf-flip">→</span>
                </a>
              </p>
            </div>
          ))}
        </section>
      );
    case 'media':
      return (
        <div className="sf-container sf-media">
          {module.items.map((item) =>
            item.href ? (
              <a key={item.image.src} href={item.href} aria-label={item.image.alt || item.href}>
                <img
                  src={item.image.src}
                  alt={item.image.alt}
                  width={640}
                  height={480}
                  loading="lazy"
                />
              </a>
            ) : (
              <img
                key={item.image.src}
                src={item.image.src}
                alt={item.image.alt}
                width={640}
                height={480}
                loading="lazy"
              />
            ),
          )}
        </div>
      );
    case 'text':
      return (
        <section className="sf-container sf-text">
          {module.title && <h2 className="sf-h2">{module.title}</h2>}
          <ul>
            {module.texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      );
    case 'banner': {
      const body = (
        <>
          {module.image && (
            <img
              src={module.image.src}
              alt={module.image.alt}
              width={720}
              height={220}
              loading="lazy"
            />
          )}
          <div className="sf-banner-text">
            <p className="sf-banner-title">{module.title}</p>
            {module.code && <p>{module.code}</p>}
            {module.cta && <span className="sf-button secondary">{module.cta}</span>}
          </div>
        </>
      );
      return (
        <div className="sf-container">
          {module.href ? (
            <a className="sf-banner" href={module.href}>
              {body}
            </a>
          ) : (
            <div className="sf-banner">{body}</div>
          )}
        </div>
      );
    }
    case 'menu':
      return (
        <nav className="sf-container" aria-label="Menu">
          <ul className="sf-menu-banner">
            {module.items.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      );
  }
}

/** Home and landing content, in order; device-only modules are hidden with CSS. */
export function Modules({ modules }: { modules: ModuleView[] }) {
  return (
    <>
      {modules.map((module, index) => (
        <div
          key={module.key}
          className={`sf-module${deviceClass(module.device)}`}
          style={
            {
              '--m-mobile': `${module.margins.mobile}px`,
              '--m-desktop': `${module.margins.desktop}px`,
            } as CSSProperties
          }
          data-module={module.kind}
        >
          <ModuleBody module={module} first={index === 0} />
        </div>
      ))}
    </>
  );
}
