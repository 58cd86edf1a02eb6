import { Look } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { useModuleLabels } from './module-labels.js';

/**
 * One look with its pieces and prices. Adding it to the bag (sizes, stock) happens on its
 * shop-the-look page, which the link opens; the cached landing stays free of bag code.
 */
export function LookModule({ module }: { module: ModuleOf<'look'> }) {
  const { text, locale, currency } = useModuleLabels();
  return (
    <div className="sf-container">
      <Look
        title={module.title}
        image={module.image}
        locale={locale}
        showProducts={module.showProducts}
        unavailableLabel={text('notAvailable', 'Not available')}
        products={module.pieces.map((piece) => ({
          ...piece,
          image: { src: piece.image, alt: '' },
          price: { value: piece.price, currency },
        }))}
      />
      {module.href && (
        <p className="sf-module-more">
          <a className="sf-button secondary" href={module.href}>
            {text('shopTheLook', 'Shop the look')}: {module.title}
          </a>
        </p>
      )}
    </div>
  );
}
