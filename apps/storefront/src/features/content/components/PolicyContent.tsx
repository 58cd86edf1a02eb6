import { TextSection } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import { labelText } from '../../../shell/label-text.js';
import { ContentAside } from './ContentAside.js';
import type { ContentProps } from './content-props.js';
import { HtmlBlock } from '../../../shell/components/HtmlBlock.js';

/** A policy's text blocks beside the list of every policy of the site. */
export function PolicyContent({ data, labels }: ContentProps) {
  const { urlPathname } = usePageContext();
  return (
    <div className="sf-content with-aside">
      <ContentAside
        links={data.links}
        current={{ path: urlPathname, id: data.activeId }}
        label={labelText(labels, 'policies', 'Policies')}
      />
      <div className="sf-prose">
        {data.sections.map((section) => (
          <TextSection key={section.id} {...(section.title ? { title: section.title } : {})}>
            <HtmlBlock html={section.html} />
          </TextSection>
        ))}
      </div>
    </div>
  );
}
