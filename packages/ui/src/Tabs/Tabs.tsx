import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  label: string;
  selectedKey?: string;
  onSelectionChange?: (id: string) => void;
}

/** Tabs with arrow-key navigation (mirrored in RTL by react-aria). */
export function Tabs({ items, label, selectedKey, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      {...(selectedKey !== undefined ? { selectedKey } : {})}
      {...(onSelectionChange ? { onSelectionChange: (key) => onSelectionChange(String(key)) } : {})}
    >
      <TabList className={styles.list} aria-label={label}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
