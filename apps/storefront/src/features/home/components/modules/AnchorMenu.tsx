import { MenuBanner } from '@atelier/ui';
import type { AnchorLink } from '../../anchor-menu.js';
import { useModuleLabels } from './module-labels.js';

/** The loyalty landing's in-page menu: a link to each titled section below. */
export function AnchorMenu({ anchors }: { anchors: readonly AnchorLink[] }) {
  const { text } = useModuleLabels();
  return (
    <div className="sf-container sf-anchor-menu" data-module="anchors">
      <MenuBanner
        label={text('onThisPage', 'On this page')}
        items={anchors.map((anchor) => ({
          id: anchor.id,
          label: anchor.label,
          href: `#${anchor.id}`,
        }))}
      />
    </div>
  );
}
