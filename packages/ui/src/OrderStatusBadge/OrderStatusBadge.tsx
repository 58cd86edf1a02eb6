import styles from './OrderStatusBadge.module.css';

/** The colour names an order status comes with (the back-end's, or core-orders' SENT rule). */
export const ORDER_STATUS_COLORS = ['yellow', 'green', 'red', 'blue', 'grey'] as const;

export interface OrderStatusBadgeProps {
  label: string;
  /**
   * The status's colour name; an unknown or empty one draws the neutral badge. The text always
   * says the status too, so the colour is never the only signal (WCAG 1.4.1).
   */
  color: string;
  /** Read before the label by assistive technology, e.g. "Status". */
  srPrefix?: string;
}

function known(color: string): string {
  const name = color.trim().toLowerCase();
  return (ORDER_STATUS_COLORS as readonly string[]).includes(name) ? name : 'neutral';
}

/** Where an order stands, as a coloured pill (order tracking, the account's orders). */
export function OrderStatusBadge({ label, color, srPrefix }: OrderStatusBadgeProps) {
  return (
    <span className={styles.badge} data-color={known(color)} data-testid="order-status">
      {srPrefix && <span className="atelier-visually-hidden">{srPrefix}: </span>}
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
