import { GridSlider } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { useModuleLabels } from './module-labels.js';

/** GridSlider: picture tiles, as many per view as the module's view setting says. */
export function TileSlider({ module }: { module: ModuleOf<'grid-slider'> }) {
  const { carousel } = useModuleLabels();
  return (
    <div className="sf-container">
      <GridSlider
        {...(module.title ? { title: module.title } : {})}
        perView={module.perView}
        labels={carousel}
        items={module.tiles.map((tile) => ({
          id: tile.id,
          label: tile.label,
          href: tile.href,
          // The tile's label names the link.
          image: { src: tile.image, alt: '' },
        }))}
      />
    </div>
  );
}
