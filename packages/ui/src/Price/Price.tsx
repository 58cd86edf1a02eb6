import type { Money } from '@atelier/core-catalogue';
import { clsx } from 'clsx';
import { discountPercent, formatMoney, formatPercent } from '../format/money.js';
import { useUiTexts } from '../UiTextsProvider/UiTextsProvider.js';
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
  /**
   * The percentage off as the back-end decided it from its source prices (the same on every
   * site); without it, worked out from `amount` and `previousAmount`.
   */
  discountPercent?: number;
  /** Product page size: the display serif. */
  size?: 'md' | 'lg';
  /** The announced labels; the app's UiTextsProvider gives them when these are left out. */
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
  discountPercent: decidedPercent,
  size = 'md',
  previousPriceLabel,
  currentPriceLabel,
  lowestPriceLabel,
}: PriceProps) {
  const texts = useUiTexts();
  const previousLabel = previousPriceLabel ?? texts.previousPrice;
  const currentLabel = currentPriceLabel ?? texts.currentPrice;
  const lowestLabel = lowestPriceLabel ?? texts.lowestPrice;
  const format = (money: Money) => formatMoney(money, locale, { roundDown });
  const discounted = previousAmount != null && previousAmount.value > amount.value;
  const percent = discounted ? (decidedPercent ?? discountPercent(amount, previousAmount)) : 0;
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
          <span className="atelier-visually-hidden">{previousLabel} </span>
          {format(previousAmount)}
        </del>
      )}
      <ins
        className={styles['current']}
        aria-label={discounted ? `${currentLabel} ${format(amount)}` : undefined}
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
          {lowestLabel} {format(historicLowestAmount)}
        </span>
      )}
    </span>
  );
}
