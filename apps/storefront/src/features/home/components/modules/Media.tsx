import { MultipleMultimedia } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { useModuleLabels } from './module-labels.js';

/** MultipleMultimedia: pictures, each with an optional link. */
export function Media({ module }: { module: ModuleOf<'media'> }) {
  const { text } = useModuleLabels();
  const discover = text('discover', 'Discover');
  return (
    <div className="sf-container">
      <MultipleMultimedia
        label={text('gallery', 'Gallery')}
        items={module.items.map((item, index) => ({
          id: `${index}-${item.image.src}`,
          type: 'image' as const,
          image: item.image,
          // The caption link needs a name: the image's text, or a plain "Discover".
          ...(item.href ? { link: { label: item.image.alt || discover, href: item.href } } : {}),
        }))}
      />
    </div>
  );
}
