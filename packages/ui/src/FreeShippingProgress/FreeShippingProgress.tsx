import { clsx } from 'clsx';
import { ProgressBar } from 'react-aria-components';
import { formatMoney } from '../format/money.js';
import styles from './FreeShippingProgress.module.css';

export interface FreeShippingProgressProps {
  subtotal: number;
  threshold: number;
  locale: string;
  currency: string;
  /** "Add {amount} more for free shipping". */
  remainingLabel?: (amount: string) => string;
  reachedLabel?: string;
}

/** How far the bag is from free shipping. */
export function FreeShippingProgress({
  subtotal,
  threshold,
  locale,
  currency,
  remainingLabel = (amount) => `Add ${amount} more for free shipping`,
  reachedLabel = 'You have free shipping',
}: FreeShippingProgressProps) {
  const reached = subtotal >= threshold;
  const text = reached
    ? reachedLabel
    : remainingLabel(formatMoney(threshold - subtotal, { locale, currency }));
  return (
    <ProgressBar
      className={clsx(styles.progress, reached && styles.reached)}
      value={Math.min(subtotal, threshold)}
      maxValue={threshold}
      aria-label={text}
      formatOptions={{ style: 'currency', currency }}
    >
      {({ percentage }) => (
        <>
          <span>{text}</span>
          <div className={styles.track}>
            <div className={styles.fill} style={{ inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
