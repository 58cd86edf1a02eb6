import { Accordion, SizeTables } from '@atelier/ui';
import { usePageContext } from 'vike-react/usePageContext';
import { labelText } from '../../../shell/label-text.js';
import ContactForm from './ContactForm.js';
import { ContentAside } from './ContentAside.js';
import type { ContentProps } from './content-props.js';
import { HtmlBlock } from '../../../shell/components/HtmlBlock.js';

/**
 * The FAQ (ui Accordion): the entry of the URL, or the first one, open. The sizes-guide entry
 * shows the content's tables as plain tables, so they are in the server's HTML (a closed
 * panel's content is rendered, hidden); the contact entry is the contact form.
 */
export function HelpContent({ data, labels }: ContentProps) {
  const { urlPathname, shell } = usePageContext();
  return (
    <div className="sf-content with-aside">
      <ContentAside
        links={data.links}
        current={{ path: urlPathname, id: data.activeId }}
        label={labelText(labels, 'help', 'Help')}
        desktopOnly
      />
      <div className="sf-prose">
        <Accordion
          // A new entry in the URL (client navigation) opens that entry: remount.
          key={data.activeId ?? ''}
          headingLevel={2}
          defaultExpandedKeys={data.activeId ? [data.activeId] : []}
          items={data.sections.map((section) => ({
            id: section.id,
            title: section.title ?? '',
            content:
              section.entry === 'sizesGuide' && data.sizeGuide.length > 0 ? (
                <SizeTables tables={data.sizeGuide} />
              ) : section.entry === 'contactForm' && shell ? (
                <ContactForm site={shell.site} labels={labels} />
              ) : (
                <HtmlBlock html={section.html} />
              ),
          }))}
        />
      </div>
    </div>
  );
}
