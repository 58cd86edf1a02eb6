import type { Money } from '@atelier/core-catalogue';
import { clsx } from 'clsx';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { formatMoney, timesQuantity } from '../format/money.js';
import { Price } from '../Price/Price.js';
import { useNumbers } from '../UiTextsProvider/UiTextsProvider.js';
import type { ImageSource } from '../types.js';
import styles from './BagLine.module.css';

export interface BagLineLabels {
  size: string;
  quantity: string;
  increase: string;
  decrease: string;
  remove: string;
  saveForLater: string;
  engraving: string;
  editEngraving: string;
  gift: string;
  /** The unit price beside the line total when there are several units: "{price} each". */
  unitPrice: string;
}

export const DEFAULT_BAG_LINE_LABELS: BagLineLabels = {
  size: 'Size',
  quantity: 'Quantity',
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
  remove: 'Remove',
  saveForLater: 'Save for later',
  engraving: 'Engraving',
  editEngraving: 'Edit engraving',
  gift: 'Gift',
  unitPrice: '{price} each',
};

export interface BagLineProps {
  name: string;
  href: string;
  image: ImageSource;
  sizeName?: string | null;
  quantity: number;
  /** Unit price. */
  price: Money;
  previousPrice?: Money | null;
  locale: string;
  /** The most that can be added (stock); the increase button stops there. */
  maxQuantity: number;
  engravingText?: string | null;
  /** Gift lines have no price and no quantity controls. */
  isGift?: boolean;
  /** e.g. "Only 2 left" or "No longer available"; shown in the sale colour. */
  stockMessage?: string;
  /** The line is being changed: its buttons are pending (they keep focus, presses wait). */
  isUpdating?: boolean;
  onIncrease: () => void;
  /** One fewer; at quantity 1 the bag removes the line (docs/product/bag.md §3.4). */
  onDecrease: () => void;
  onRemove: () => void;
  onSaveForLater?: () => void;
  onEditEngraving?: () => void;
  /** Free gifts cannot be removed by the shopper (docs/product/bag.md §3.5): no remove button. */
  isRemovable?: boolean;
  /** What the bag page adds under the line, e.g. its gift message. */
  children?: ReactNode;
  labels?: Partial<BagLineLabels>;
}

/** One line of the bag: product, size, engraving, quantity stepper and actions. */
export function BagLine({
  name,
  href,
  image,
  sizeName,
  quantity,
  price,
  previousPrice,
  locale,
  maxQuantity,
  engravingText,
  isGift = false,
  stockMessage,
  isUpdating = false,
  onIncrease,
  onDecrease,
  onRemove,
  onSaveForLater,
  onEditEngraving,
  isRemovable = true,
  children,
  labels: overrides,
}: BagLineProps) {
  const numbers = useNumbers();
  const labels = { ...DEFAULT_BAG_LINE_LABELS, ...overrides };
  return (
    <article
      className={clsx(styles.line, isUpdating && styles.updating)}
      // A promotion's gift line has none of the shopper's controls, and its own hook: the
      // `bag-line` hooks (docs/api-contract.md) stay the lines the shopper chose.
      data-testid={isGift ? 'bag-gift-line' : 'bag-line'}
      aria-label={name}
      aria-busy={isUpdating || undefined}
    >
      <img className={styles.image} src={image.src} alt="" width={88} height={110} loading="lazy" />
      <div className={styles.body}>
        <div className={styles.top}>
          <a className={styles.name} href={href}>
            {name}
          </a>
          {isGift ? (
            <span className={styles.gift}>{labels.gift}</span>
          ) : (
            <Price
              amount={timesQuantity(price, quantity)}
              previousAmount={previousPrice != null ? timesQuantity(previousPrice, quantity) : null}
              locale={locale}
              showDiscount={false}
            />
          )}
        </div>
        {!isGift && quantity > 1 && (
          <p className={styles.meta} data-testid="bag-line-unit-price">
            {labels.unitPrice.replace('{price}', formatMoney(price, locale))}
          </p>
        )}
        {sizeName && (
          <p className={styles.meta}>
            {labels.size}: {numbers.measure(sizeName)}
          </p>
        )}
        {engravingText && (
          <p className={styles.meta}>
            {/* bdi: the engraving keeps its own direction inside either page direction;
                translate="no": it is the shopper's text, never the site's language's. */}
            {labels.engraving}: <bdi translate="no">“{engravingText}”</bdi>
          </p>
        )}
        {/* A status region: a note that appears after a press is announced (WCAG 4.1.3). */}
        <p className={styles.warning} role="status">
          {stockMessage}
        </p>
        <div className={styles.controls}>
          {!isGift && (
            <div
              className={styles.stepper}
              role="group"
              aria-label={`${labels.quantity}: ${numbers.number(quantity)}`}
            >
              {/* docs/product/bag.md §3.4: decreasing at quantity 1 removes the line, so the button
                  stays enabled and says so. */}
              <Button
                variant="ghost"
                iconOnly
                aria-label={quantity <= 1 ? labels.remove : labels.decrease}
                isPending={isUpdating}
                onPress={onDecrease}
                data-testid="bag-line-decrease"
              >
                {quantity <= 1 ? (
                  <Trash2 size={14} aria-hidden="true" />
                ) : (
                  <Minus size={14} aria-hidden="true" />
                )}
              </Button>
              <span className={styles.quantity} aria-live="polite">
                {numbers.number(quantity)}
              </span>
              <Button
                variant="ghost"
                iconOnly
                aria-label={labels.increase}
                isDisabled={quantity >= maxQuantity}
                isPending={isUpdating}
                onPress={onIncrease}
                data-testid="bag-line-increase"
              >
                <Plus size={14} aria-hidden="true" />
              </Button>
            </div>
          )}
          <div className={styles.links}>
            {engravingText && onEditEngraving && (
              <Button variant="link" onPress={onEditEngraving}>
                {labels.editEngraving}
              </Button>
            )}
            {onSaveForLater && !isGift && (
              <Button variant="link" onPress={onSaveForLater} data-testid="bag-line-save-for-later">
                {labels.saveForLater}
              </Button>
            )}
            {isRemovable && !isGift && (
              <Button
                variant="link"
                onPress={onRemove}
                isPending={isUpdating}
                data-testid="bag-line-remove"
              >
                {labels.remove}
              </Button>
            )}
          </div>
        </div>
        {children}
      </div>
    </article>
  );
}
