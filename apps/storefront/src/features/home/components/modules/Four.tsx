import { FourProducts } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { cardList, useCardSettings } from '../../../catalogue/index.js';

/** Four chosen products in a row. */
export function Four({ module }: { module: ModuleOf<'four'> }) {
  const settings = useCardSettings();
  return (
    <div className="sf-container">
      <FourProducts title={module.title} products={cardList(module.cards, settings)} />
    </div>
  );
}
