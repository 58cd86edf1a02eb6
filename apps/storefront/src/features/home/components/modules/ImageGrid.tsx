import { ImageAndProductsGrid } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { cardList, useCardSettings } from '../../../catalogue/index.js';

/** An editorial picture linking to its collection, beside four of its products. */
export function ImageGrid({ module }: { module: ModuleOf<'image-grid'> }) {
  const settings = useCardSettings();
  return (
    <div className="sf-container">
      <ImageAndProductsGrid
        image={module.image}
        title={module.title}
        href={module.href}
        products={cardList(module.cards, settings)}
      />
    </div>
  );
}
