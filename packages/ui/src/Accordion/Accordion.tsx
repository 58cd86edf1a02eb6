import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';
import { DisclosureSection } from './DisclosureSection.js';
import { toggledKeys } from './toggled-keys.js';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** FAQ pages let several answers stay open; menus usually do not. */
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: readonly string[];
  headingLevel?: 2 | 3 | 4;
}

/**
 * Questions and answers (FAQ) or any list of collapsible sections, as the WAI-ARIA accordion
 * pattern on native buttons (a heading holding a button with aria-expanded, its panel a
 * labelled group). Closed panels stay in the server HTML (hidden), so answers are indexable.
 * Not react-aria's Disclosure: the help page shows it at first paint, and react-aria's
 * button and disclosure code is kilobytes of first-load JS for what a button does.
 */
export function Accordion({
  items,
  allowsMultipleExpanded = true,
  defaultExpandedKeys = [],
  headingLevel = 3,
}: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultExpandedKeys));
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className={styles.item} data-expanded={expanded || undefined}>
            <DisclosureSection
              level={headingLevel}
              expanded={expanded}
              onToggle={() => setOpen((now) => toggledKeys(now, item.id, allowsMultipleExpanded))}
              classNames={{ heading: styles.heading, trigger: styles.trigger, panel: styles.panel }}
              trigger={
                <>
                  {item.title}
                  <Plus className={styles.icon} size={18} aria-hidden="true" />
                </>
              }
            >
              <div className={styles.panelInner}>{item.content}</div>
            </DisclosureSection>
          </div>
        );
      })}
    </div>
  );
}
