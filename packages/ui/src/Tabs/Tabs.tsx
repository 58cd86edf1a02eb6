import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** Which tab an arrow, Home or End key moves to; arrows follow the reading direction. */
function targetIndex(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Tabs as the WAI-ARIA tabs pattern (roving focus, automatic activation, arrows mirrored in
 * RTL) on native buttons: home pages show them at first paint, and react-aria's collection
 * and selection machinery cost about 20 kB brotli of the 120 kB first-load budget.
 * Only the selected panel is rendered.
 */
export function Tabs({ items, label, selectedKey, onSelectionChange }: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.id);
  const selected = selectedKey ?? ownKey;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (selectedKey === undefined) setOwnKey(id);
    onSelectionChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const target = targetIndex(event.key, index, items.length, rtl);
    const item = target === null ? undefined : items[target];
    if (target === null || !item) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    select(item.id);
  };

  const current = items.find((item) => item.id === selected) ?? items[0];
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === current?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={panelId(current.id)}
          aria-labelledby={tabId(current.id)}
          tabIndex={0}
          className={styles.panel}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
