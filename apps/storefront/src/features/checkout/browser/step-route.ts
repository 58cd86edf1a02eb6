// Where the checkout machine is, as a step of the URL, and what the page does when the URL and
// the machine disagree (back, forward, reload or a typed URL). The machine decides which step
// is valid (core-checkout); this only maps its states to the react-router paths.
import type { CheckoutStepName } from '../checkout-types.js';

/** A machine state as the page shows it: a step, still working out where to go, or leaving. */
export type MachineStep = CheckoutStepName | 'loading' | 'redirected';

const STATE_STEP: Readonly<Record<string, MachineStep>> = {
  entering: 'loading',
  loading: 'loading',
  loadError: 'loading',
  routing: 'loading',
  autoFilling: 'loading',
  register: 'register',
  savingGuestEmail: 'register',
  shipping: 'shipping',
  shippingSubmit: 'shipping',
  shipFromStoreFallback: 'shipping',
  billing: 'billing',
  billingSubmit: 'billing',
  payment: 'payment',
  findingOrder: 'payment',
  confirmation: 'confirmation',
  redirected: 'redirected',
};

/** The machine's top-level state (a string, or the parent of a nested state). */
export function stepOfState(value: unknown): MachineStep {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return STATE_STEP[top ?? ''] ?? 'loading';
}

const ORDER: readonly CheckoutStepName[] = [
  'register',
  'shipping',
  'billing',
  'payment',
  'confirmation',
];

/** The route of a step under the site; the payment route may carry its method segment. */
export function stepPath(lang: string, step: CheckoutStepName, paymentMethod?: string | null) {
  const method = step === 'payment' && paymentMethod ? `${encodeURIComponent(paymentMethod)}/` : '';
  return `/${lang}/checkout/${step}/${method}`;
}

/** The step of a checkout path (`/es-es/checkout/payment/card/` is payment). */
export function stepOfPath(pathname: string): CheckoutStepName | null {
  const match = /^\/[^/]+\/checkout\/([^/]+)/.exec(pathname);
  const step = match?.[1] as CheckoutStepName | undefined;
  return step && ORDER.includes(step) ? step : null;
}

export function paymentMethodOfPath(pathname: string): string | null {
  const match = /^\/[^/]+\/checkout\/payment\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export type UrlReaction =
  | { kind: 'none' }
  /** The shopper went back to an earlier step the machine can go back to. */
  | { kind: 'back' }
  /** The URL follows the machine: `replace` when no history entry should be left behind. */
  | { kind: 'navigate'; to: CheckoutStepName; replace: boolean };

/**
 * @param url the step of the URL now.
 * @param machine the machine's step now.
 * @param previous the machine's step at the last reaction (the same when the URL moved).
 * @param wantedBack the step the shopper went back to, while the machine is walked back to it.
 */
export function urlReaction(
  url: CheckoutStepName | null,
  machine: MachineStep,
  previous: MachineStep,
  wantedBack: CheckoutStepName | null,
): UrlReaction {
  if (machine === 'loading' || machine === 'redirected') return { kind: 'none' };
  if (url === machine) return { kind: 'none' };
  const earlier = url !== null && ORDER.indexOf(url) < ORDER.indexOf(machine);
  // The machine goes back from billing and payment only (docs/product/checkout.md §3); never out of
  // an order.
  const canGoBack =
    earlier && url !== 'register' && (machine === 'billing' || machine === 'payment');
  if (previous !== machine) {
    // Walking back towards the step the shopper chose: one BACK at a time.
    if (wantedBack !== null && url === wantedBack && canGoBack) return { kind: 'back' };
    // The first step after loading (a reload, the rules' entry route), the end of a walk back
    // and the confirmation leave no history entry to come back to.
    const replace = previous === 'loading' || wantedBack !== null || machine === 'confirmation';
    return { kind: 'navigate', to: machine, replace };
  }
  if (canGoBack) return { kind: 'back' };
  return { kind: 'navigate', to: machine, replace: true };
}
