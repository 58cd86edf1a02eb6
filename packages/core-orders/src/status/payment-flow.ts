/**
 * How an order is paid, as far as its timeline cares (docs/product/orders.md §3.2): paid online at
 * checkout, with a cash voucher (OXXO, Multibanco: the shopper pays later with a reference), or in
 * site (the in-site variants of those, paid at a payment point with an entity and reference).
 */
export type PaymentFlow = 'online' | 'cashVoucher' | 'inSite';

const CASH_VOUCHER_METHODS = ['oxxo', 'multibanco'];
const IN_SITE_MARKERS = ['insite', 'in_site', 'in-site', 'onsite', 'on_site', 'on-site'];

/**
 * The flow of a payment mode code. The spec names the methods, not their codes, so this matches
 * the method names inside the code, case-insensitively; an in-site marker wins.
 */
export function paymentFlowOf(paymentModeCode: string | null | undefined): PaymentFlow {
  const code = (paymentModeCode ?? '').toLowerCase();
  if (IN_SITE_MARKERS.some((marker) => code.includes(marker))) return 'inSite';
  if (CASH_VOUCHER_METHODS.some((method) => code.includes(method))) return 'cashVoucher';
  return 'online';
}

/** Cash-voucher and in-site orders show the payment pending and paid steps. */
export function hasPaymentSteps(flow: PaymentFlow): boolean {
  return flow !== 'online';
}
