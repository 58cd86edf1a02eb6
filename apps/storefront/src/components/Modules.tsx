import { HeadingBanner, MultipleMultimedia, TextSection } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import type { CSSProperties } from 'react';
import type { ModuleView } from '../data/modules.js';
import type { CardView } from '../data/view-types.js';
import { CardGrid } from './product-cards.js';
import { labelText } from './label-text.js';
import { Banner } from './modules/Banner.js';

function deviceClass(device: ModuleView['device']): string {
  return device === 'mobile' ? ' only-mobile' : device === 'desktop' ? ' only-desktop' : '';
}

function Cards({ cards, label }: { cards: CardView[]; label: string }) {
  return <CardGrid cards={cards} label={label} />;
}

function ModuleBody({
  module,
  first,
  labels,
}: {
  module: ModuleView;
  first: boolean;
  labels: { gallery: string; discover: string };
}) {
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
        <div className="sf-container">
          <HeadingBanner
            title={module.title}
            level={first ? 1 : 2}
            {...(module.image ? { backgroundImage: module.image } : {})}
          />
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
        <div className="sf-container">
          <MultipleMultimedia
            label={labels.gallery}
            items={module.items.map((item, index) => ({
              id: `${index}-${item.image.src}`,
              type: 'image' as const,
              image: item.image,
              // The caption link needs a name: the image's text, or a plain "Discover".
              ...(item.href
                ? { link: { label: item.image.alt || labels.discover, href: item.href } }
                : {}),
            }))}
          />
        </div>
      );
    case 'text':
      return (
        <div className="sf-container">
          <TextSection {...(module.title ? { title: module.title } : {})}>
            {module.texts.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </TextSection>
        </div>
      );
    case 'banner':
      return (
        <div className="sf-container">
          <Banner module={module} />
        </div>
      );
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
  const { shell } = usePageContext();
  const siteLabels = shell?.labels ?? {};
  const labels = {
    gallery: labelText(siteLabels, 'gallery', 'Gallery'),
    discover: labelText(siteLabels, 'discover', 'Discover'),
  };
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
          <ModuleBody module={module} first={index === 0} labels={labels} />
        </div>
      ))}
    </>
  );
}
