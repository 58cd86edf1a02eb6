// The value of the checkout's context (checkout-context.tsx, the payment step's contract),
// built from three parts that change at their own pace: what is fixed for one running
// checkout (the site, the actor, the ports, the callbacks), the cart and purchaser the machines
// hold, and the URL's payment method.
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useRef, type RefObject } from 'react';
import { waitFor } from 'xstate';
import type { CheckoutSession } from '../browser/checkout-session.js';
import type { StoredConfirmation } from '../browser/confirmation-store.js';
import { checkoutCartOf } from '../browser/summary-view.js';
import type { ShellView } from '../../../shell/view-types.js';
import type { CheckoutPageValue, CheckoutSite } from './checkout-context.js';
import type { StepUrl } from './use-step-url.js';
import { methodName as bagMethodName } from '../../bag/index.js';

export interface CheckoutValueOptions {
  shell: ShellView;
  site: CheckoutSite;
  session: CheckoutSession;
  url: Pick<StepUrl, 'paymentMethod' | 'goTo'>;
  /** The order exists: the page keeps its confirmation and reads the purchase. */
  onConfirmed: Confirm;
  /** The e-mail a guest gave on the register step (useGuestEmail). */
  guestEmail: RefObject<string | null>;
}

type Confirm = (
  confirmation: StoredConfirmation,
  readOrder: () => ReturnType<CheckoutSession['commerce']['checkout']['getOrder']>,
) => void;

/** The e-mail a guest gave on the register step (the order goes to it), and how to keep it. */
export function useGuestEmail() {
  const ref = useRef<string | null>(null);
  const remember = useCallback((email: string) => {
    ref.current = email;
  }, []);
  return { ref, remember };
}

export function useCheckoutValue({
  shell,
  site,
  session,
  url,
  onConfirmed,
  guestEmail,
}: CheckoutValueOptions): CheckoutPageValue {
  const { actor } = session;
  const lang = shell.site;
  const shippingMethod = useSelector(actor, (s) => s.context.shippingMethod);
  const bagEmail = useSelector(actor, (s) => s.context.bag.email);
  const shippingAddress = useSelector(actor, (s) => s.context.shippingAddress);
  const billingAddress = useSelector(actor, (s) => s.context.billingAddress);
  const bagContext = useSelector(session.bag.actor, (s) => s.context);
  const email = session.userEmail ?? guestEmail.current ?? bagEmail;

  const cart = useMemo(
    () => checkoutCartOf(bagContext, lang, shippingMethod),
    [bagContext, lang, shippingMethod],
  );
  const purchaser = useMemo(
    () => ({ isGuest: session.isGuest, email, shippingAddress, billingAddress }),
    [session.isGuest, email, shippingAddress, billingAddress],
  );

  // The callbacks read what they need when called, so they stay the same for the session.
  const { paymentMethod, goTo } = url;
  const deliveryModes = useSelector(actor, (s) => s.context.deliveryModes);
  const shippingMethodName = shippingMethod
    ? bagMethodName(
        shell.labels,
        shippingMethod,
        deliveryModes.find((mode) => mode.code === shippingMethod)?.name ?? null,
      )
    : null;
  const current = {
    cart,
    email,
    onConfirmed,
    paymentMethod,
    shippingAddress,
    shippingMethodName,
  };
  const latest = useRef(current);
  latest.current = current;
  // The summary as the shopper last saw it: when a re-read finds the cart already ordered (a
  // cash voucher's, issue 31 point 7) the bag is empty by then, and the confirmation would show
  // an empty column; the order is what the shopper saw before it.
  const shownCart = useRef(cart);
  if (cart.lines.length > 0) shownCart.current = cart;
  // One order a checkout: a second call (a double click, a second return) changes nothing.
  const placed = useRef<string | null>(null);
  const fixed = useMemo(() => {
    const onOrderPlaced = (order: { code: string; isExpress?: boolean }) => {
      if (placed.current !== null) return;
      placed.current = order.code;
      actor.send({ type: 'PAYMENT_SUCCEEDED', orderCode: order.code });
      latest.current.onConfirmed(
        {
          cartId: session.cartId,
          orderCode: order.code,
          email: latest.current.email,
          isGuest: session.isGuest,
          purchase: null,
          cart: latest.current.cart.lines.length > 0 ? latest.current.cart : shownCart.current,
          paymentMode: latest.current.paymentMethod,
          shippingAddress: latest.current.shippingAddress,
          shippingMethodName: latest.current.shippingMethodName,
          isExpress: order.isExpress === true,
        },
        () => session.commerce.checkout.getOrder(order.code),
      );
      // The ordered bag is over: the header and the drawer show an empty bag, its cookie goes.
      session.bag.signOut();
    };
    return {
      lang,
      site,
      labels: shell.labels,
      checkout: actor,
      commerce: session.commerce,
      returnUrl: `/${lang}/checkout/confirmation/`,
      onOrderPlaced,
      onPaymentFailed: (error: unknown) => actor.send({ type: 'PAYMENT_FAILED', error }),
      refreshBag: async () => {
        const bag = session.bag.actor;
        // A running bag operation ends first; the re-read then sees what any tab did.
        await waitFor(bag, (s) => !s.context.isInterfaceLocked);
        bag.send({ type: 'SYNC_STOCK', refresh: true });
        const done = await waitFor(bag, (s) => !s.context.isInterfaceLocked);
        // The cart already became an order (a cash voucher's, placed on this step before the
        // shopper chose another method): docs/product/checkout.md §8.1, its confirmation, not
        // a payment of an ordered cart that ends in the generic error (issue 31, 7). The page
        // leaves for it, so this re-read never answers and nothing is paid.
        const ordered = done.context.placedOrderCode;
        if (ordered !== null) {
          onOrderPlaced({ code: ordered });
          return new Promise<never>(() => undefined);
        }
        const { totals } = checkoutCartOf(
          done.context,
          lang,
          actor.getSnapshot().context.shippingMethod,
        );
        return { value: totals.total, currency: totals.currency };
      },
    };
  }, [actor, session, lang, site, shell.labels]);

  return useMemo<CheckoutPageValue>(
    () => ({
      ...fixed,
      cart,
      purchaser,
      paymentMethod,
      selectPaymentMethod: (code) => goTo('payment', code),
      goToStep: (step) => goTo(step),
    }),
    [fixed, cart, purchaser, paymentMethod, goTo],
  );
}
