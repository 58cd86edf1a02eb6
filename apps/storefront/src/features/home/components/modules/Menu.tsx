import { MenuBanner } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { useModuleLabels } from './module-labels.js';

/** MenuBanner: a row of category shortcuts. */
export function Menu({ module }: { module: ModuleOf<'menu'> }) {
  const { text } = useModuleLabels();
  return (
    <div className="sf-container">
      <MenuBanner
        label={text('menu', 'Menu')}
        items={module.items.map((item) => ({ id: item.href, label: item.text, href: item.href }))}
      />
    </div>
  );
}
