import type { Money } from '@atelier/core-catalogue';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatMoney } from '../format/money.js';
import type { ImageSource } from '../types.js';
import styles from './OrderSummary.module.css';

export interface OrderSummaryItem {
  id: string;
  /** The line's name; a node when part of it is the shopper's own text (an engraving). */
  name: ReactNode;
  quantity: number;
  /** Line total. */
  total: Money;
  image?: ImageSource;
  /**
   * A promotion's free gift: this text (e.g. "Free gift") shows in the gift look in place of
   * the price, so a gift never reads as an item priced at zero.
   */
  gift?: string;
}

export interface OrderSummaryLabels {
  title: string;
  subtotal: string;
  shipping: string;
  free: string;
  total: string;
  quantity: (n: number) => string;
  taxes: string;
}

export const DEFAULT_ORDER_SUMMARY_LABELS: OrderSummaryLabels = {
  title: 'Order summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  total: 'Total',
  quantity: (n) => `Quantity: ${n}`,
  taxes: 'Taxes included',
};

export interface OrderSummaryProps {
  /** The checkout lists the items; the bag page shows them above and passes none. */
  items?: readonly OrderSummaryItem[];
  subtotal: Money;
  /** null while the shipping method is not chosen yet. */
  shipping: Money | null;
  discounts?: readonly { label: string; amount: Money }[];
  total: Money;
  locale: string;
  labels?: Partial<OrderSummaryLabels>;
  /** What follows the totals, e.g. the bag page's go-to-checkout button. */
  children?: ReactNode;
}

/** The checkout's summary column: items, subtotal, shipping, discounts, total. */
export function OrderSummary({
  items = [],
  subtotal,
  shipping,
  discounts = [],
  total,
  locale,
  labels: overrides,
  children,
}: OrderSummaryProps) {
  const labels = { ...DEFAULT_ORDER_SUMMARY_LABELS, ...overrides };
  const money = (amount: Money) => formatMoney(amount, locale);
  return (
    <section className={styles.summary} aria-label={labels.title}>
      <h2 className={styles.title}>{labels.title}</h2>
      {items.length > 0 && (
        <ul className={styles.items}>
          {items.map((item) => (
            <li
              key={item.id}
              className={styles.item}
              {...(item.gift !== undefined ? { 'data-testid': 'summary-gift-line' } : {})}
            >
              {item.image ? <img src={item.image.src} alt="" width={56} height={70} /> : <span />}
              <span>
                {item.name}
                <span className={styles.quantity}>{labels.quantity(item.quantity)}</span>
              </span>
              {item.gift !== undefined ? (
                <span className={styles.gift}>{item.gift}</span>
              ) : (
                <span>{money(item.total)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.totals}>
        <dt>{labels.subtotal}</dt>
        <dd>{money(subtotal)}</dd>
        {shipping !== null && (
          <>
            <dt>{labels.shipping}</dt>
            <dd>{shipping.value === 0 ? labels.free : money(shipping)}</dd>
          </>
        )}
        {discounts.map((discount) => (
          <div key={discount.label} style={{ display: 'contents' }}>
            <dt>{discount.label}</dt>
            <dd className={styles.discount}>
              −{money({ ...discount.amount, value: Math.abs(discount.amount.value) })}
            </dd>
          </div>
        ))}
        <dt className={styles.total}>{labels.total}</dt>
        <dd className={clsx(styles.total)} data-testid="summary-total">
          {money(total)}
        </dd>
      </dl>
      <p className={styles.note}>{labels.taxes}</p>
      {children}
    </section>
  );
}
