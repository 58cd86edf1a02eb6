import type { ShippingAddress } from '@atelier/core-checkout';
import { checkoutText } from './checkout-labels.js';
import styles from './checkout.module.css';

/** What an order's delivery and payment are, as the shopper chose them. */
export interface OrderDetailsView {
  address: ShippingAddress | null;
  /** The shipping method's name in the site's language. */
  method: string | null;
  /** The back-end's estimate (an ISO date), known once the order exists. */
  estimatedDelivery: string | null;
  /** The payment method's name. */
  payment: string | null;
}

/** An ISO date as the site writes a day (its locale's words and digits); as given if not a date. */
function dayOf(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The delivery address, shipping method, estimated delivery date and payment method of the
 * order (issue 31 point 11), in the summary column while paying and on the confirmation. Only
 * what is known shows; nothing known, nothing shows.
 */
export function OrderDetails({
  details,
  labels,
  locale,
}: {
  details: OrderDetailsView;
  labels: Readonly<Record<string, string>>;
  locale: string;
}) {
  const text = (key: Parameters<typeof checkoutText>[1]) => checkoutText(labels, key);
  const { address } = details;
  const rows: [label: string, value: string, testId: string][] = [];
  if (address) {
    const place = [address.postalCode, address.city.name].filter(Boolean).join(' ');
    const lines = [
      `${address.name} ${address.surname}`.trim(),
      address.address,
      address.additionalAddress ?? '',
      place,
      address.region.name ?? '',
    ].filter((line) => line.trim() !== '');
    rows.push([text('deliveryAddress'), lines.join(', '), 'details-address']);
  }
  if (details.method) rows.push([text('shippingMethod'), details.method, 'details-method']);
  if (details.estimatedDelivery) {
    rows.push([
      text('estimatedDelivery'),
      dayOf(details.estimatedDelivery, locale),
      'details-delivery-date',
    ]);
  }
  if (details.payment) rows.push([text('paymentMethod'), details.payment, 'details-payment']);
  if (rows.length === 0) return null;
  return (
    <section className={styles.details} aria-labelledby="order-details-title">
      <h2 id="order-details-title" className={styles.subtitle}>
        {text('detailsTitle')}
      </h2>
      <dl>
        {rows.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>
              {/* The address is the shopper's, as typed: never translated (ADR 0049). */}
              <bdi translate={testId === 'details-address' ? 'no' : undefined}>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
