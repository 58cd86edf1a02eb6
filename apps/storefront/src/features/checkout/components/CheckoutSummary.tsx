import { formatMeasure, formatNumber } from '@atelier/core-catalogue';
import { OrderSummary, Skeleton } from '@atelier/ui';
import type { ReactNode } from 'react';
import { fill } from '../../bag/index.js';
import type { CheckoutCart } from './checkout-context.js';

/**
 * A line's name with what makes it this shopper's: its size and its engraving (the shopper's
 * own text, kept apart with its own direction and out of translation).
 */
function lineName(
  labels: Record<string, string>,
  line: CheckoutCart['lines'][number],
  locale: string,
): ReactNode {
  if (line.isCharm) {
    // A charm reads as part of the piece above it ("with charm: ...").
    return (
      <span data-testid="summary-charm">
        {fill(labels, 'personalisationWithCharm', 'With charm: {name}', { name: line.name })}
      </span>
    );
  }
  const parts = [line.name];
  if (line.sizeName) {
    parts.push(`${fill(labels, 'bagSize', 'Size')} ${formatMeasure(line.sizeName, locale)}`);
  }
  if (!line.engravingText) return parts.join(' · ');
  return (
    <>
      {parts.join(' · ')} · {fill(labels, 'bagEngraving', 'Engraving')}:{' '}
      <bdi translate="no">“{line.engravingText}”</bdi>
    </>
  );
}

/** The order summary column: the lines and the totals in the site's locale and currency. */
export function CheckoutSummary({
  cart,
  labels,
  locale,
}: {
  cart: CheckoutCart | null;
  labels: Record<string, string>;
  locale: string;
}) {
  if (cart === null || cart.totals.currency === '') {
    return <Skeleton blockSize="12rem" />;
  }
  const money = (value: number) => ({ value, currency: cart.totals.currency });
  return (
    <div data-testid="checkout-summary">
      <OrderSummary
        items={cart.lines.map((line) => ({
          id: String(line.entryNumber),
          name: lineName(labels, line, locale),
          quantity: line.quantity,
          total: money(line.total),
          ...(line.isGift ? { gift: fill(labels, 'cartFreeGift', 'Free gift') } : {}),
          ...(line.image ? { image: { src: line.image, alt: '' } } : {}),
        }))}
        subtotal={money(cart.totals.subtotal)}
        shipping={cart.totals.shipping === null ? null : money(cart.totals.shipping)}
        {...(cart.totals.discounts > 0
          ? {
              discounts: [
                {
                  label: fill(labels, 'cartDiscounts', 'Discounts'),
                  amount: money(cart.totals.discounts),
                },
              ],
            }
          : {})}
        total={money(cart.totals.total)}
        locale={locale}
        labels={{
          title: fill(labels, 'orderSummary', 'Order summary'),
          subtotal: fill(labels, 'bagSubtotal', 'Subtotal'),
          shipping: fill(labels, 'cartShipping', 'Shipping'),
          free: fill(labels, 'cartShippingFree', 'Free'),
          total: fill(labels, 'cartTotal', 'Total'),
          taxes: fill(labels, 'cartTaxes', 'Taxes included'),
          quantity: (n) => `${fill(labels, 'bagQuantity', 'Quantity')}: ${formatNumber(n, locale)}`,
        }}
      />
    </div>
  );
}
