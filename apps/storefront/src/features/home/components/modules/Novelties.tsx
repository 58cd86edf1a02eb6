import { NoveltiesSlider } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { cardList, useCardSettings } from '../../../catalogue/index.js';
import { useModuleLabels } from './module-labels.js';

/** New-in products in a slider, with a link to their category. */
export function Novelties({ module }: { module: ModuleOf<'novelties'> }) {
  const { carousel, text } = useModuleLabels();
  const settings = useCardSettings();
  return (
    <div className="sf-container">
      <NoveltiesSlider
        title={module.title}
        labels={carousel}
        products={cardList(module.cards, settings)}
        {...(module.href
          ? { seeAll: { label: text('seeAll', 'See all'), href: module.href } }
          : {})}
      />
    </div>
  );
}
