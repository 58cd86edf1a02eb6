import { formatNumber } from '@atelier/core-catalogue';
import type { BagDrawerLabels, BagLineLabels } from '@atelier/ui';

export type Labels = Record<string, string>;

/** A label with its placeholders filled; English when the content lacks the key. */
export function fill(
  labels: Labels,
  key: string,
  fallback: string,
  values: Record<string, string | number> = {},
): string {
  let text = labels[key] ?? fallback;
  for (const [name, value] of Object.entries(values))
    text = text.replace(`{${name}}`, String(value));
  return text;
}

/** The drawer's labels; its count is written in the site's locale (١ on sa-ar). */
export function drawerLabels(labels: Labels, locale: string): BagDrawerLabels {
  return {
    title: (count) =>
      fill(labels, 'bagTitle', 'Your bag ({count})', { count: formatNumber(count, locale) }),
    empty: fill(labels, 'bagEmpty', 'Your bag is empty'),
    subtotal: fill(labels, 'bagSubtotal', 'Subtotal'),
    checkout: fill(labels, 'bagCheckout', 'Go to checkout'),
    close: fill(labels, 'bagClose', 'Close'),
    loading: fill(labels, 'bagLoading', 'Loading your bag'),
    viewBag: fill(labels, 'bagViewBag', 'View bag'),
    freeShippingRemaining: (amount) =>
      fill(labels, 'bagFreeShippingRemaining', 'Add {amount} more for free shipping', { amount }),
    freeShippingReached: fill(labels, 'bagFreeShippingReached', 'Your order ships free'),
  };
}

export function lineLabels(labels: Labels): BagLineLabels {
  return {
    size: fill(labels, 'bagSize', 'Size'),
    quantity: fill(labels, 'bagQuantity', 'Quantity'),
    increase: fill(labels, 'bagIncrease', 'Add one more'),
    decrease: fill(labels, 'bagDecrease', 'Remove one'),
    remove: fill(labels, 'bagRemove', 'Remove'),
    // Save for later and engraving edits belong to the cart page, not the drawer.
    saveForLater: '',
    editEngraving: '',
    engraving: fill(labels, 'bagEngraving', 'Engraving'),
    gift: fill(labels, 'bagGift', 'Gift'),
    unitPrice: fill(labels, 'bagUnitPrice', '{price} each'),
  };
}

/** The text of a bag failure kind (core-bag's classifyCartError plus the machine's own). */
export function failureText(labels: Labels, kind: string): string {
  switch (kind) {
    case 'noStock':
      return fill(labels, 'bagErrorNoStock', 'Sorry, there is no more stock of this product.');
    case 'noSddStock':
      return fill(labels, 'bagErrorNoSddStock', 'This product cannot be delivered the same day.');
    case 'cartGone':
    case 'expired':
      return fill(
        labels,
        'bagErrorCartGone',
        'Your bag was no longer available, so we started a new one.',
      );
    case 'timeout':
      return fill(
        labels,
        'bagErrorTimeout',
        'Your bag is taking too long to answer. Please try again.',
      );
    default:
      return fill(
        labels,
        'bagErrorUnexpected',
        'Something went wrong with your bag. Please try again.',
      );
  }
}
