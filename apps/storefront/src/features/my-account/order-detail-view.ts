// What the order detail shows of an order's delivery, payment and money (issue 32.4), decided
// from the order as the back-end answered it: the storefront computes no amount of its own
// (money is the back-end's, docs/product/orders.md §1.1).
import type { Money } from '@atelier/core-catalogue';
import type { OnlineOrder } from '@atelier/core-orders';

/** The delivery address as lines, the shopper's own words: shown verbatim (translate="no"). */
export function addressLines(address: OnlineOrder['deliveryAddress']): string[] {
  if (!address) return [];
  const place = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [
    [address.name, address.surname, address.secondSurname].filter(Boolean).join(' '),
    address.address ?? '',
    address.additionalAddress ?? '',
    place,
    [address.district, address.region].filter(Boolean).join(', '),
  ].filter((line) => line.trim() !== '');
}

/** The last digits of a masked card number ('************1111' -> '1111'), or null. */
export function cardLastDigits(masked: string | undefined): string | null {
  const digits = /(\d{4})\s*$/.exec(masked ?? '')?.[1];
  return digits ?? null;
}

export type TotalsRowKey = 'subTotal' | 'totalDiscounts' | 'deliveryCost' | 'totalPrice';

/**
 * The totals rows the order has, in the order of a bill: subtotal, discounts (only when there
 * are any), delivery (shown at zero too: free shipping is worth saying) and the total paid.
 */
export function totalsRows(totals: OnlineOrder['totals']): [TotalsRowKey, Money][] {
  const rows: [TotalsRowKey, Money][] = [];
  if (totals.subTotal) rows.push(['subTotal', totals.subTotal]);
  if (totals.totalDiscounts && totals.totalDiscounts.value !== 0)
    rows.push(['totalDiscounts', totals.totalDiscounts]);
  if (totals.deliveryCost) rows.push(['deliveryCost', totals.deliveryCost]);
  rows.push(['totalPrice', totals.totalPrice]);
  return rows;
}
