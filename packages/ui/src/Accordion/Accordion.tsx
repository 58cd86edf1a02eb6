import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import styles from './Accordion.module.css';

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

/** Questions and answers (FAQ) or any list of collapsible sections. */
export function Accordion({
  items,
  allowsMultipleExpanded = true,
  defaultExpandedKeys = [],
  headingLevel = 3,
}: AccordionProps) {
  return (
    <DisclosureGroup
      className={styles.accordion}
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedKeys}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {item.title}
              <Plus className={styles.icon} size={18} aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
