import { Button, Price } from '@atelier/ui';
import { useEffect, useRef } from 'react';
import type { SavedView } from '../browser/cart-view.js';
import { fill } from './bag-labels.js';
import styles from './cart.module.css';

const NO_IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

/** docs/product/bag.md §5: the saved-for-later list, each item back to the bag or dropped. */
export function SavedForLater({
  saved,
  labels,
  locale,
  currency,
  isDisabled,
  onRestore,
  onRemove,
}: {
  saved: readonly SavedView[];
  labels: Record<string, string>;
  locale: string;
  currency: string;
  isDisabled: boolean;
  onRestore: (item: SavedView) => void;
  onRemove: (item: SavedView) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useRef(saved.length);
  useEffect(() => {
    // The saved line took the focused button with it: keyboard users land on this list
    // (WCAG 2.4.3), where the item can be moved back.
    const gone = document.activeElement === null || document.activeElement === document.body;
    if (saved.length > count.current && gone) heading.current?.focus();
    count.current = saved.length;
  }, [saved.length]);
  if (saved.length === 0) return null;
  const title = fill(labels, 'cartSavedTitle', 'Saved for later');
  return (
    <section className={styles.saved} aria-label={title} data-testid="saved-for-later">
      <h2 className={styles.sectionTitle} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <ul className={styles.savedList}>
        {saved.map((item) => (
          <li key={`${item.entryNumber}:${item.productId}`} className={styles.savedItem}>
            <img src={item.image ?? NO_IMAGE} alt="" width={64} height={80} loading="lazy" />
            <div>
              <a href={item.href} className={styles.savedName}>
                {item.name}
              </a>
              {item.sizeName && (
                <p className={styles.meta}>
                  {fill(labels, 'bagSize', 'Size')}: {item.sizeName}
                </p>
              )}
              <Price amount={{ value: item.unitPrice, currency }} locale={locale} />
            </div>
            <div className={styles.savedActions}>
              <Button
                variant="secondary"
                onPress={() => onRestore(item)}
                isDisabled={isDisabled}
                data-testid="saved-restore"
              >
                {fill(labels, 'cartMoveToBag', 'Move to bag')}
              </Button>
              <Button
                variant="link"
                onPress={() => onRemove(item)}
                isDisabled={isDisabled}
                data-testid="saved-remove"
              >
                {fill(labels, 'bagRemove', 'Remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
