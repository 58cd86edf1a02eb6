import { Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';
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
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultExpandedKeys));
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item} data-expanded={expanded || undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((now) => toggledKeys(now, item.id, allowsMultipleExpanded))}
              >
                {item.title}
                <Plus className={styles.icon} size={18} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="group"
              aria-labelledby={triggerId}
              className={styles.panel}
              hidden={!expanded}
            >
              <div className={styles.panelInner}>{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
