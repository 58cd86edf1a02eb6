import { Toussis } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';
import { useModuleLabels } from './module-labels.js';

/**
 * The loyalty rewards on offer. The landing is cached for every visitor, so each shows as
 * not obtained yet; a member's own rewards are on the my-account loyalty page.
 */
export function ToussisModule({ module }: { module: ModuleOf<'toussis'> }) {
  const { text } = useModuleLabels();
  return (
    <div className="sf-container">
      <Toussis
        id={module.id}
        title={module.title}
        stateLabels={{ 'not-obtained': text('toussiNotObtained', 'Not obtained yet') }}
        toussis={module.toussis.map((toussi) => ({
          id: toussi.id,
          name: toussi.name,
          image: { src: toussi.image, alt: '' },
          state: 'not-obtained' as const,
        }))}
      />
    </div>
  );
}
