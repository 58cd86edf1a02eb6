// A shopper's return from a payment provider to the confirmation (docs/product/checkout.md §1.4:
// the query carries paymentMode and originalCartIdForUser, maybe isExpress=true, and the
// provider's own parameters).
import type { ReturnParams } from '@atelier/core-checkout';

export interface PaymentReturnQuery {
  paymentMode: string;
  cartId: string;
  /** Every parameter of the query, the provider's included (the verification reads them). */
  params: ReturnParams;
}

/** Null when the URL is not a provider's return (no paymentMode, or nothing to verify). */
export function readPaymentReturn(
  search: string,
  fallbackCartId: string | null,
): PaymentReturnQuery | null {
  const query = new URLSearchParams(search);
  const paymentMode = query.get('paymentMode') ?? '';
  const cartId = query.get('originalCartIdForUser') ?? fallbackCartId ?? '';
  if (paymentMode === '' || cartId === '') return null;
  const params: Record<string, string> = {};
  query.forEach((value, key) => {
    params[key] = value;
  });
  // A return names the payment (or the 3D Secure MD); a bare paymentMode is a plain visit.
  const named = ['paymentId', 'MD', 'md', 'token', 'orderCode', 'result', 'isExpress'];
  if (!named.some((key) => key in params)) return null;
  return { paymentMode, cartId, params };
}

/**
 * The return URL a method gives its provider: the page's confirmation URL with the method and
 * the cart it pays (kept when the URL already names the cart). A URL of the shop's own origin
 * becomes its path: the back-end takes any same-site path, an absolute URL only from an
 * origin it was told about.
 */
export function returnUrlFor(
  base: string,
  paymentMode: string,
  cartId: string,
  origin: string | null = typeof window === 'undefined' ? null : window.location.origin,
): string {
  const url = new URL(base, origin ?? 'http://localhost');
  url.searchParams.set('paymentMode', paymentMode);
  if (!url.searchParams.has('originalCartIdForUser')) {
    url.searchParams.set('originalCartIdForUser', cartId);
  }
  const sameSite = origin !== null ? url.origin === origin : !/^[a-z][a-z0-9+.-]*:/i.test(base);
  return sameSite ? `${url.pathname}${url.search}` : url.toString();
}
