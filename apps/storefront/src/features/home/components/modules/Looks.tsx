import { CustomLooks } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { useModuleLabels } from './module-labels.js';

/** CustomLooks: the looks, each linking to its shop-the-look page. */
export function Looks({ module }: { module: ModuleOf<'looks'> }) {
  const { text } = useModuleLabels();
  return (
    <div className="sf-container">
      <CustomLooks
        title={module.title}
        looks={module.looks}
        countLabel={(n) => text('lookPieces', '{n} pieces', { n })}
      />
    </div>
  );
}
