import type { PaymentMode } from '../entities/payment-mode.js';

/**
 * The wallets an express checkout can pay with: each hands back the shopper's contact and
 * address from its own sheet (docs/product/payments.md §5.1). PayPal's sheet does too; its
 * payment then leaves for PayPal and comes back to the confirmation with isExpress=true.
 */
export const EXPRESS_WALLET_CODES = ['applepay', 'googlepay', 'amazonpay', 'paypal'] as const;

export type ExpressWalletCode = (typeof EXPRESS_WALLET_CODES)[number];

export function isExpressWallet(code: string): code is ExpressWalletCode {
  return (EXPRESS_WALLET_CODES as readonly string[]).includes(code);
}

/** What of the bag decides whether an express checkout may start from it. */
export interface ExpressBag {
  /** The shopper's own lines (a promotion's gift lines do not count: they are not bought). */
  shopperLines: number;
  /** The total the back-end computed for the bag, in the site currency. */
  total: number;
  /** A bag operation is running: its outcome (and so the total) is not known yet. */
  locked: boolean;
}

export interface ExpressMethodsInput {
  /** The site's express-checkout methods with their order (docs/product/payments.md §1.3). */
  site: readonly { code: string; order: number }[];
  /**
   * The back-end's payment modes for the cart; null while unknown or when the call failed. The
   * back-end decides: a method it does not offer with `expressCheckoutEnabled` is not shown,
   * and without its answer no express button shows (the ordinary checkout stays).
   */
  modes: readonly Pick<PaymentMode, 'code' | 'expressCheckoutEnabled'>[] | null;
  /** The bag, when the express checkout starts from it; the payment step passes none. */
  bag?: ExpressBag | undefined;
}

/**
 * The wallet methods offered as express checkout (docs/product/payments.md §1.3, §5.1): the
 * site's express list in its order, as far as the storefront can run them as express and the
 * back-end offers them with `expressCheckoutEnabled`; none for a bag with nothing of the
 * shopper's to pay, with nothing to pay, or while it is changing.
 */
export function expressMethods({ site, modes, bag }: ExpressMethodsInput): string[] {
  if (modes === null) return [];
  if (bag && (bag.locked || bag.shopperLines <= 0 || !(bag.total > 0))) return [];
  const enabled = new Set(modes.filter((m) => m.expressCheckoutEnabled).map((m) => m.code));
  const seen = new Set<string>();
  return [...site]
    .sort((a, b) => a.order - b.order)
    .map((m) => m.code)
    .filter((code) => {
      if (seen.has(code) || !isExpressWallet(code) || !enabled.has(code)) return false;
      seen.add(code);
      return true;
    });
}
