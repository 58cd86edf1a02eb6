import type { Money } from '@atelier/core-catalogue';
import { clsx } from 'clsx';
import { discountPercent, formatMoney, formatPercent } from '../format/money.js';
import styles from './Price.module.css';

export interface PriceProps {
  amount: Money;
  /** The price before the discount; shown struck through only when higher than `amount`. */
  previousAmount?: Money | null;
  /** The lowest price of the last 30 days (EU price indication rule). */
  historicLowestAmount?: Money | null;
  /** Formats the amounts (each in its own currency) the locale's way. */
  locale: string;
  /** Floors to whole units without decimals (sites that show round prices). */
  roundDown?: boolean;
  /** Shows the percentage off beside a discounted price. */
  showDiscount?: boolean;
  /** Product page size: the display serif. */
  size?: 'md' | 'lg';
  previousPriceLabel?: string;
  currentPriceLabel?: string;
  lowestPriceLabel?: string;
}

/** A price, with the previous one struck through, the discount and the 30-day lowest. */
export function Price({
  amount,
  previousAmount,
  historicLowestAmount,
  locale,
  roundDown = false,
  showDiscount = true,
  size = 'md',
  previousPriceLabel = 'Previous price:',
  currentPriceLabel = 'Current price:',
  lowestPriceLabel = 'Lowest price in the last 30 days:',
}: PriceProps) {
  const format = (money: Money) => formatMoney(money, locale, { roundDown });
  const discounted = previousAmount != null && previousAmount.value > amount.value;
  const percent = discounted ? discountPercent(amount, previousAmount) : 0;
  return (
    <span
      className={clsx(
        styles['price'],
        discounted && styles['discounted'],
        size === 'lg' && styles['large'],
      )}
    >
      {discounted && (
        <del className={styles['previous']}>
          <span className="atelier-visually-hidden">{previousPriceLabel} </span>
          {format(previousAmount)}
        </del>
      )}
      <ins
        className={styles['current']}
        aria-label={discounted ? `${currentPriceLabel} ${format(amount)}` : undefined}
      >
        {format(amount)}
      </ins>
      {discounted && showDiscount && percent > 0 && (
        <span className={styles['badge']}>
          {/* The sign reads as a minus in every script; the percent formats per locale. */}-
          {formatPercent(percent, locale)}
        </span>
      )}
      {historicLowestAmount != null && discounted && (
        <span className={styles['lowest']}>
          {lowestPriceLabel} {format(historicLowestAmount)}
        </span>
      )}
    </span>
  );
}
