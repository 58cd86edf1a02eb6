import type { Money } from '@atelier/core-catalogue';
import { clsx } from 'clsx';
import { formatMoney, remainingTo } from '../format/money.js';
import styles from './FreeShippingProgress.module.css';

export interface FreeShippingProgressProps {
  subtotal: Money;
  /** From this subtotal on shipping is free; in the subtotal's currency. */
  threshold: Money;
  locale: string;
  /** "Add {amount} more for free shipping". */
  remainingLabel?: (amount: string) => string;
  reachedLabel?: string;
}

/** How far the bag is from free shipping. */
export function FreeShippingProgress({
  subtotal,
  threshold,
  locale,
  remainingLabel = (amount) => `Add ${amount} more for free shipping`,
  reachedLabel = 'You have free shipping',
}: FreeShippingProgressProps) {
  const reached = subtotal.value >= threshold.value;
  const text = reached
    ? reachedLabel
    : remainingLabel(formatMoney(remainingTo(subtotal, threshold), locale));
  const value = Math.min(subtotal.value, threshold.value);
  const percentage = threshold.value > 0 ? (Math.max(value, 0) / threshold.value) * 100 : 100;
  // A plain `role="progressbar"` (react-aria's ProgressBar brings its number formatter into
  // the shared chunk of every page); the value is spoken as money, as before.
  return (
    <div
      className={clsx(styles.progress, reached && styles.reached)}
      role="progressbar"
      aria-label={text}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={threshold.value}
      aria-valuetext={formatMoney({ value, currency: subtotal.currency }, locale)}
    >
      <span>{text}</span>
      <div className={styles.track}>
        <div className={styles.fill} style={{ inlineSize: `${percentage}%` }} />
      </div>
    </div>
  );
}
