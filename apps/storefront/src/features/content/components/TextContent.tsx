import { TextSection } from '@atelier/ui';
import type { ContentProps } from './content-props.js';
import { HtmlBlock } from '../../../shell/components/HtmlBlock.js';

/**
 * Glossary landings, materials, the glossary home and the catch-all text pages: text blocks
 * (ui TextSection), then the entries they lead to.
 */
export function TextContent({ data }: ContentProps) {
  return (
    <div className="sf-prose">
      {data.intro && <p className="sf-muted">{data.intro}</p>}
      {data.sections.map((section) => (
        <TextSection key={section.id} {...(section.title ? { title: section.title } : {})}>
          <HtmlBlock html={section.html} />
        </TextSection>
      ))}
      {data.links.length > 0 && (
        <ul className="sf-link-list">
          {data.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.text}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
