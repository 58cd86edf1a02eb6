import { formatMoney } from '@atelier/ui';
import type { CharmLineView } from '../browser/bag-view.js';
import { fill } from './bag-labels.js';
import styles from './cart.module.css';

/**
 * The charms of a personalised piece under its line (docs/product/product.md §3.4): each
 * with its price as the back-end charges it. They go when the piece is removed.
 */
export function LineCharms({
  charms,
  labels,
  locale,
  currency,
}: {
  charms: readonly CharmLineView[];
  labels: Record<string, string>;
  locale: string;
  currency: string;
}) {
  if (charms.length === 0) return null;
  return (
    <div className={styles.charms}>
      <p className={styles.charmsTitle}>
        {fill(labels, 'personalisationCharmsOnPiece', 'Charms on this piece')}
      </p>
      <ul data-testid="bag-line-charms">
        {charms.map((charm) => (
          <li key={charm.entryNumber} data-testid="bag-line-charm" className={styles.charm}>
            {charm.image && <img src={charm.image} alt="" width={32} height={32} />}
            <a href={charm.href}>{charm.name}</a>
            <span>{formatMoney({ value: charm.lineTotal, currency }, locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
