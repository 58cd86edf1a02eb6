import { priceRangeSteps } from '@atelier/core-bag';
import { FreeShippingProgress, ShippingMethodPicker, type SddStatus } from '@atelier/ui';
import { formatMoney } from '@atelier/ui';
import { useState } from 'react';
import type { CartView } from '../browser/cart-view.js';
import { fill } from './bag-labels.js';
import { listOf, methodName, shippingLabels } from './cart-labels.js';
import styles from './cart.module.css';

/**
 * docs/product/shipping.md §6 on the bag page: the applicable methods with what each costs now and
 * its price table, the progress to free shipping, the same-day postal-code check and, when the
 * check had to split the bag, which products went (best cart).
 */
export function CartShipping({
  view,
  labels,
  locale,
  currency,
  sddStatus,
  bestCartRemoved,
  onChoose,
  onCheckSdd,
}: {
  view: CartView;
  labels: Record<string, string>;
  locale: string;
  currency: string;
  sddStatus: SddStatus;
  /** Names of the products best cart removed at the last check. */
  bestCartRemoved: readonly string[];
  onChoose: (code: string) => void;
  onCheckSdd: (postalCode: string) => void;
}) {
  const [postalCode, setPostalCode] = useState(view.sddPostalCode ?? '');
  const money = (amount: number) => formatMoney({ value: amount, currency }, locale);
  const free = fill(labels, 'cartShippingFree', 'Free');
  const methods = view.methods.map((method) => {
    // The price table as a sentence: "3,95 € en pedidos de menos de 50,00 €; gratis en pedidos
    // desde 50,00 €" (issue 31 point 12), not raw ranges.
    const table = priceRangeSteps(method.ranges)
      .map((step) =>
        step.kind === 'under'
          ? fill(labels, 'cartPriceUnder', '{price} on orders under {amount}', {
              price: step.price === 0 ? free : money(step.price),
              amount: money(step.amount),
            })
          : step.kind === 'from'
            ? fill(labels, 'cartPriceFromAmount', '{price} on orders from {amount}', {
                price: money(step.price),
                amount: money(step.amount),
              })
            : fill(labels, 'cartPriceFreeFrom', 'free on orders from {amount}', {
                amount: money(step.amount),
              }),
      )
      .join('; ');
    const unavailable = method.available
      ? ''
      : fill(labels, 'cartMethodUnavailable', 'Not available for this bag');
    return {
      id: method.code,
      name: methodName(labels, method.code, method.name),
      description: [unavailable, table].filter(Boolean).join(' · '),
      price: { value: method.price, currency },
      isSameDay: method.isSdd,
      isDisabled: !method.available,
    };
  });
  return (
    <section className={styles.panel} data-testid="cart-shipping">
      {/* Only while it is true of this bag: not "ships free" with a charged same-day delivery. */}
      {view.freeShippingFrom !== null &&
        view.count > 0 &&
        view.summary.showsFreeShippingProgress && (
          <FreeShippingProgress
            subtotal={{ value: Math.max(0, view.summary.total - view.summary.discounts), currency }}
            threshold={{ value: view.freeShippingFrom, currency }}
            locale={locale}
            remainingLabel={(amount) =>
              fill(labels, 'bagFreeShippingRemaining', 'Add {amount} more for free shipping', {
                amount,
              })
            }
            reachedLabel={fill(labels, 'bagFreeShippingReached', 'Your order ships free')}
          />
        )}
      {methods.length > 0 && (
        <ShippingMethodPicker
          methods={methods}
          value={view.selectedMethod}
          onChange={onChoose}
          locale={locale}
          sddCheck="offered"
          sddPostalCode={postalCode}
          onSddPostalCodeChange={setPostalCode}
          onCheckSdd={onCheckSdd}
          sddStatus={sddStatus}
          labels={shippingLabels(labels)}
        />
      )}
      {bestCartRemoved.length > 0 && (
        <p className={styles.notice} role="status" data-testid="best-cart-removed">
          {fill(
            labels,
            'cartBestCartRemoved',
            'Not everything in your bag could be delivered together, so we removed: {names}.',
            { names: listOf(locale, bestCartRemoved) },
          )}
        </p>
      )}
    </section>
  );
}
