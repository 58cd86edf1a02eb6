/*
 * The checkout page's context: what a step's content (above all the payment step, issue 18
 * part B) reads from the page that owns the checkout.
 *
 * CONTRACT (part A, the checkout page, provides it; part B, the payment step, reads it):
 * - The page (`pages/checkout`) owns ONE `checkoutMachine` actor for the whole checkout and
 *   wraps every step in <CheckoutProvider value={…}>. A step calls `useCheckout()`; outside the
 *   provider it throws (a wiring mistake, never a shopper's state).
 * - `lang` is the site code of the URL (`es-es`); `site` the site's checkout settings (payment
 *   methods, express methods, country, currency, locale, …: core-catalogue's SiteSettings
 *   without its label tables); `labels` the shell's labels (`fill(labels, key, fallback)`).
 * - `checkout` is the running `checkoutMachine` actor (read it with `useSelector`); the
 *   payment step sends it NOTHING itself: it calls `onOrderPlaced` or `onPaymentFailed`, so
 *   the page keeps the one place where the machine, the URL and the bag move together.
 * - `cart` is the bag being paid: `cartId` is the id the OCC paths take (the guid of a guest's
 *   cart, the code of a user's), `code` the cart code, `totals` in the site currency (numbers;
 *   format them with Intl and `site.locale`), `lines` what the summary lists.
 * - `purchaser` is who pays: guest or signed in, the e-mail the order goes to, and the
 *   shipping and billing addresses the checkout holds (null before the shipping step).
 * - `commerce` is the page's OCC client over the storefront's `/api/commerce` proxy (the token
 *   stays in the proxy's httpOnly cookie, ADR 0006): `payments` (PaymentPort) and `checkout`
 *   (CheckoutPort for this cart: payment modes, stored cards, set payment mode, order lookup).
 * - `paymentMethod` is the URL's method segment (`/payment/:paymentMethod?/`), null without
 *   one; `selectPaymentMethod(code | null)` moves the URL there (history push, no reload).
 * - `returnUrl` is the confirmation path on this site (`/es-es/checkout/confirmation/`) a
 *   payment gives its provider: the back-end takes a site path (or an allowed origin only).
 * - `onOrderPlaced({ code })` after the back-end created the order: the machine goes to
 *   confirmation, the page saves the confirmation once and empties the bag. Calling it twice
 *   with the same code is harmless.
 * - `onPaymentFailed(error)` with the payment flow's error (core-checkout's
 * PaymentFlowError or the raw rejection): the machine reacts as docs/product/payments.md §6.2 says
 * (modal,
 *   back to shipping, to the bag, or looking up an order already created).
 * - `goToStep(step)` leads back to an earlier step ('shipping' | 'billing') the way the step
 *   bar does.
 * - The confirmation page mounts part B's <PaymentReturn /> inside the same provider when the
 *   URL carries a provider's return; it calls `onOrderPlaced` when the payment is verified.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CheckoutPageValue } from '../checkout-types.js';

// The context's types are plain (../checkout-types.ts): the browser session and the server's
// page data read them without importing a component.
export type {
  CheckoutActor,
  CheckoutCart,
  CheckoutCartLine,
  CheckoutCommerce,
  CheckoutPageValue,
  CheckoutPurchaser,
  CheckoutSite,
  CheckoutStepName,
  CheckoutTotals,
} from '../checkout-types.js';

const CheckoutContext = createContext<CheckoutPageValue | null>(null);

export function CheckoutProvider({
  value,
  children,
}: {
  value: CheckoutPageValue;
  children: ReactNode;
}) {
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

/** The page's checkout; a step outside the provider is a wiring mistake. */
export function useCheckout(): CheckoutPageValue {
  const value = useContext(CheckoutContext);
  if (value === null) throw new Error('useCheckout outside the checkout page');
  return value;
}
