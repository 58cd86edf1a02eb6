import { TextSection } from '@atelier/ui';
import type { ModuleOf } from '../../module-view-types.js';

/** TextSection: a title and up to three paragraphs; its id is an anchor-menu target. */
export function Text({ module }: { module: ModuleOf<'text'> }) {
  return (
    <div className="sf-container">
      <TextSection id={module.id} {...(module.title ? { title: module.title } : {})}>
        {module.texts.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </TextSection>
    </div>
  );
}
