import { readCartError } from './cart-error.js';
import type { CartErrorKind } from './classify-cart-error.js';

/** docs/product/bag.md §9.5: data codes after which the cart may already have become an order. */
export const CART_DATA_CODES = [
  'cart.empty',
  'cart.deliveryAddressNotSet',
  'cart.error.something.wrong',
  'cart.notCalculated',
  'cart.paymentInfoNotSet',
] as const;

/**
 * A stale-object error (the cart was turned into an order behind our back): the order for
 * the current cart is looked up instead of showing an error.
 */
export function isStaleCartError(error: unknown): boolean {
  const body = readCartError(error);
  if (body === null) return false;
  return body.errors.some(
    (item) =>
      item.type === 'JaloObjectNoLongerValidError' ||
      CART_DATA_CODES.some((code) => item.errorCode === code || item.message === code),
  );
}

/**
 * Combination and bundle adds name the failing product only inside square brackets of the
 * message ("... [12345] ..."); null when no error carries one.
 */
export function productIdFromBundleError(error: unknown): string | null {
  const body = readCartError(error);
  for (const item of body?.errors ?? []) {
    const match = /\[([^\]]+)\]/.exec(item.message ?? '');
    if (match?.[1] !== undefined && match[1].trim() !== '') return match[1].trim();
  }
  return null;
}

/** The reason half of the error modal text (docs/product/bag.md §9.4): action name plus this. */
export type CartErrorReason =
  'unexpectedErrorOnCart' | 'cartNotFound' | 'productWithoutStock' | 'expired';

export function cartErrorReason(kind: CartErrorKind): CartErrorReason {
  switch (kind) {
    case 'cartGone':
      return 'cartNotFound';
    case 'noStock':
      return 'productWithoutStock';
    case 'expired':
      return 'expired';
    default:
      return 'unexpectedErrorOnCart';
  }
}

export interface ErrorModalOptions {
  /** The flow asked for no modal (vouchers, some without-stock flows). */
  avoidErrorModal?: boolean;
}

/**
 * docs/product/bag.md §9.4: the generic error modal shows unless the flow avoids it or the cart
 * expired (that one heals itself). noSddStock has its own warning modal and voucher failures only
 * flag the input, so neither shows the generic one.
 */
export function showsErrorModal(kind: CartErrorKind, options: ErrorModalOptions = {}): boolean {
  if (options.avoidErrorModal === true) return false;
  return kind !== 'expired' && kind !== 'noSddStock' && kind !== 'voucher';
}
