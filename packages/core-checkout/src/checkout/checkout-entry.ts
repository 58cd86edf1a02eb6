export interface CheckoutEntryContext {
  bagIsEmpty: boolean;
  /** A no-stock modal is waiting to be shown: its products just left the bag. */
  noStockModalPending: boolean;
  /** The payment method of the URL (Addi returns to an emptied bag). */
  paymentMethod: string | null;
  crossBorderManaged: boolean;
  isGuest: boolean;
  /** The e-mail is linked to the cross-border checkout. */
  hasLinkedEmail: boolean;
}

export type CheckoutEntryDecision = 'cart' | 'register' | 'external' | 'continue';

/** docs/product/checkout.md §2.1: where entering the checkout leads before any data is loaded. */
export function checkoutEntryDecision(ctx: CheckoutEntryContext): CheckoutEntryDecision {
  if (ctx.bagIsEmpty && !ctx.noStockModalPending && ctx.paymentMethod !== 'addi') return 'cart';
  if (ctx.crossBorderManaged) {
    if (ctx.hasLinkedEmail) return 'external';
    if (ctx.isGuest) return 'register';
  }
  return 'continue';
}

/**
 * docs/product/checkout.md §2.5: a guest whose bag already holds the e-mail (given on the register
 * step before a reload) resumes at shipping; the e-mail is not sent to the bag again. An empty or
 * blank e-mail is not one: that guest registers.
 */
export function guestCanResume(ctx: { isGuest: boolean; bagEmail: string | null }): boolean {
  return ctx.isGuest && (ctx.bagEmail?.trim() ?? '') !== '';
}
