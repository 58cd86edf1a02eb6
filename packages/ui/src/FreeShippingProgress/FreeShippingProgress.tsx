import { clsx } from 'clsx';
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
  const value = Math.min(subtotal, threshold);
  const percentage = threshold > 0 ? (Math.max(value, 0) / threshold) * 100 : 100;
  // A plain `role="progressbar"` (react-aria's ProgressBar brings its number formatter into
  // the shared chunk of every page); the value is spoken as money, as before.
  return (
    <div
      className={clsx(styles.progress, reached && styles.reached)}
      role="progressbar"
      aria-label={text}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={threshold}
      aria-valuetext={formatMoney(value, { locale, currency })}
    >
      <span>{text}</span>
      <div className={styles.track}>
        <div className={styles.fill} style={{ inlineSize: `${percentage}%` }} />
      </div>
    </div>
  );
}
