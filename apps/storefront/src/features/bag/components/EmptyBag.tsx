import { fill, type Labels } from './bag-labels.js';
import styles from './cart.module.css';

/**
 * What an empty bag shows (docs/product/bag.md). The bag page draws it from the server when
 * the request shows the bag must be empty (no bag cookie for the site, not signed in), so a
 * first visit paints it at once; the bag screen draws the same once the bag is read.
 */
export function EmptyBag({ labels, site }: { labels: Labels; site: string }) {
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <p>{fill(labels, 'bagEmpty', 'Your bag is empty')}</p>
      <a className={styles.button} href={`/${site}/`}>
        {fill(labels, 'bagContinueShopping', 'Continue shopping')}
      </a>
    </div>
  );
}
