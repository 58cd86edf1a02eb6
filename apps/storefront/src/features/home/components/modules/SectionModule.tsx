import { Section } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';

/** Section: a titled block of rich text; its id is an anchor-menu target. */
export function SectionModule({ module }: { module: ModuleOf<'section'> }) {
  return (
    <div className="sf-container">
      <Section id={module.id} title={module.title}>
        {/* Sanitised by the content adapter when read (allow-listed tags and URLs). */}
        <div dangerouslySetInnerHTML={{ __html: module.html }} />
      </Section>
    </div>
  );
}
