// Where the checkout's URL and its machine meet (ADR 0019): the machine decides the step and
// the URL follows it; back and forward walk the machine back (step-route.ts decides how). All
// of the page's reactions to the URL and to the machine's step are here.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CheckoutSession } from '../browser/checkout-session.js';
import { confirmationQuery, type StoredConfirmation } from '../browser/confirmation-store.js';
import {
  paymentMethodOfPath,
  stepOfPath,
  stepOfState,
  stepPath,
  urlReaction,
  type MachineStep,
} from '../browser/step-route.js';
import type { CheckoutStepName } from './checkout-context.js';

/** A provider's return carries its payment mode: part B's PaymentReturn checks it. */
export const isProviderReturn = (search: string) => new URLSearchParams(search).has('paymentMode');

export interface StepUrl {
  urlStep: CheckoutStepName | null;
  machineStep: MachineStep;
  /** The URL's payment method segment (`/payment/:paymentMethod?/`). */
  paymentMethod: string | null;
  /** Back from a provider: PaymentReturn verifies it while the machine waits on payment. */
  providerReturn: boolean;
  goTo(step: CheckoutStepName, paymentMethod?: string | null): void;
}

/**
 * Keeps the URL and the running checkout together.
 * @param onResumedGuest told the e-mail a reloading guest had already given.
 */
export function useStepUrl(
  session: CheckoutSession,
  lang: string,
  onResumedGuest: (email: string) => void,
): StepUrl {
  const { actor } = session;
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepOfPath(location.pathname);
  const paymentMethod = paymentMethodOfPath(location.pathname);
  const machineStep = useSelector(actor, (s) => stepOfState(s.value));
  const bagEmail = useSelector(actor, (s) => s.context.bag.email);
  const redirect = useSelector(actor, (s) => s.context.redirect);
  const providerReturn = urlStep === 'confirmation' && isProviderReturn(location.search);

  // The URL follows the machine, and back / forward walk the machine back (step-route.ts).
  const previous = useRef<MachineStep>('loading');
  const wantedBack = useRef<CheckoutStepName | null>(null);
  // Set when a reloading guest resumes (below): the address keeps its step.
  const resuming = useRef(false);
  useEffect(() => {
    if (providerReturn) return;
    if (resuming.current) {
      // The resume was sent in a layout effect of this same commit, so this render's step is
      // older than the machine's (read live): wait for the render of the step it moved to.
      if (stepOfState(actor.getSnapshot().value) !== machineStep) return;
      resuming.current = false;
    }
    const reaction = urlReaction(urlStep, machineStep, previous.current, wantedBack.current);
    previous.current = machineStep;
    if (reaction.kind === 'back') {
      wantedBack.current = urlStep;
      actor.send({ type: 'BACK' });
    } else if (reaction.kind === 'navigate') {
      wantedBack.current = null;
      const method = reaction.to === 'payment' ? paymentMethod : null;
      void navigate(stepPath(lang, reaction.to, method), { replace: reaction.replace });
    } else if (urlStep === machineStep) {
      wantedBack.current = null;
    }
  }, [urlStep, machineStep, actor, navigate, lang, paymentMethod, providerReturn]);

  // A guest who reloads a later step has given the e-mail already (the bag holds it): straight
  // on to shipping, the address staying where it is, and the e-mail not sent again (ADR 0066).
  // Before the paint (a layout effect) and without a detour to /register: the register form
  // showed meanwhile, which pushed the rest of the page down and back (layout shifts).
  const resumed = useRef(false);
  useLayoutEffect(() => {
    if (resumed.current || machineStep !== 'register') return;
    resumed.current = true;
    if (bagEmail && urlStep !== null && urlStep !== 'register') {
      previous.current = 'loading';
      resuming.current = true;
      onResumedGuest(bagEmail);
      actor.send({ type: 'RESUME_GUEST' });
    }
  }, [machineStep, bagEmail, urlStep, actor, onResumedGuest]);

  // On payment the bag is read again (stock and the back-end's totals with the method and
  // address the checkout sent): the amount a payment sends must be the back-end's.
  useEffect(() => {
    if (machineStep === 'payment') session.bag.actor.send({ type: 'SYNC_STOCK', refresh: true });
  }, [machineStep, session]);

  // The rules send the shopper out of the checkout (an empty bag, a failed fill).
  useEffect(() => {
    if (machineStep !== 'redirected' || redirect === null) return;
    const to = { cart: `/${lang}/cart/`, home: `/${lang}/`, external: `/${lang}/checkout/` };
    window.location.assign(to[redirect]);
  }, [machineStep, redirect, lang]);

  const goTo = useCallback(
    (step: CheckoutStepName, method: string | null = null) =>
      void navigate(stepPath(lang, step, method)),
    [navigate, lang],
  );
  return { urlStep, machineStep, paymentMethod, providerReturn, goTo };
}

/**
 * A placed order has no way back (docs/product/checkout.md §3): the URL stays on the confirmation,
 * with the query docs/product/checkout.md §1.4 gives it (the method and the cart it paid).
 */
export function useConfirmationUrl(confirmation: StoredConfirmation | null, lang: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  const onConfirmation = stepOfPath(location.pathname) === 'confirmation';
  const query = confirmation === null ? '' : confirmationQuery(confirmation);
  const hasQuery = isProviderReturn(location.search);
  useEffect(() => {
    if (confirmation === null) return;
    if (!onConfirmation || (!hasQuery && query !== ''))
      void navigate(`${stepPath(lang, 'confirmation')}${query}`, { replace: true });
  }, [confirmation, onConfirmation, hasQuery, query, navigate, lang]);
}
