import type { ModuleOf } from '../../module-view-types.js';
import { CardGrid } from '../../../catalogue/index.js';

/** ProductGrid: a titled grid of product cards, with an optional picture above. */
export function Products({ module }: { module: ModuleOf<'products'> }) {
  return (
    <section className="sf-container" aria-label={module.title || undefined}>
      {module.title && <h2 className="sf-h2">{module.title}</h2>}
      {module.image && (
        <img
          className="sf-module-picture"
          src={module.image.src}
          alt={module.image.alt}
          width={1440}
          height={400}
          loading="lazy"
        />
      )}
      <CardGrid cards={module.cards} label={module.title} />
    </section>
  );
}
