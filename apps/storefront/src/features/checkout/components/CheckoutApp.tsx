// The checkout steps in the browser (ADR 0019): react-router's nested routes inside the one
// Vike page, on one checkoutMachine actor the page owns. This module is the page's lazy chunk:
// react-router, the machine, the OCC client and zod never weigh on the first load.
import type { Vertical } from '@atelier/core-catalogue';
import { checkoutSteps } from '@atelier/core-checkout';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import {
  confirmationToShow,
  readLastConfirmation,
  saveLastConfirmation,
  type StoredConfirmation,
} from '../browser/confirmation-store.js';
import { startCheckoutSession, type CheckoutSession } from '../browser/checkout-session.js';
import { checkoutCartOf, methodPricesOf } from '../browser/summary-view.js';
import {
  paymentMethodOfPath,
  stepOfPath,
  stepOfState,
  stepPath,
  urlReaction,
  type MachineStep,
} from '../browser/step-route.js';
import type { ShellView } from '../../../shell/view-types.js';
import { BillingStep } from './BillingStep.js';
import { CheckoutFrame } from './CheckoutFrame.js';
import { CheckoutModals } from './CheckoutModals.js';
import { CheckoutSummary } from './CheckoutSummary.js';
import { ConfirmationStep } from './ConfirmationStep.js';
import { checkoutText } from './checkout-labels.js';
import {
  CheckoutProvider,
  type CheckoutPageValue,
  type CheckoutSite,
  type CheckoutStepName,
} from './checkout-context.js';
import { PaymentPanel } from './PaymentPanel.js';
import { PaymentReturn } from './payment/PaymentReturn.js';
import { RegisterStep } from './RegisterStep.js';
import { ShippingStep } from './ShippingStep.js';
import { StepLoadingView } from './StepLoading.js';

export interface CheckoutAppProps {
  shell: ShellView;
  site: CheckoutSite;
  /** The ship-from-store screen's heading (the content system's ship_from_store item). */
  shipFromStoreTitle: string;
}

/** A provider's return carries its payment mode: part B's PaymentReturn checks it. */
const isProviderReturn = (search: string) => new URLSearchParams(search).has('paymentMode');

function CheckoutRoot({ shell, site, shipFromStoreTitle }: CheckoutAppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepOfPath(location.pathname);
  const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  // A reload of the confirmation shows the order saved in this tab; nothing runs again.
  const [confirmation, setConfirmation] = useState<StoredConfirmation | null>(() =>
    urlStep === 'confirmation' && storage
      ? confirmationToShow(readLastConfirmation(storage, shell.site), location.search)
      : null,
  );
  const [session, setSession] = useState<CheckoutSession | null>(null);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const needsSession = confirmation === null;
  const firstPaymentMethod = useRef(paymentMethodOfPath(location.pathname));
  useEffect(() => {
    if (!needsSession) return;
    let live = true;
    let started: CheckoutSession | null = null;
    setSession(null);
    startCheckoutSession({
      site: { ...site, code: shell.site },
      vertical: shell.vertical as Vertical,
      paymentMethod: firstPaymentMethod.current,
    })
      .then((running) => {
        started = running;
        if (live) setSession(running);
        else running.stop();
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      started?.stop();
    };
  }, [needsSession, generation, site, shell.site, shell.vertical]);

  const labels = shell.labels;
  // A placed order has no way back (spec 2, 4.8): the URL stays on the confirmation.
  useEffect(() => {
    if (confirmation !== null && urlStep !== 'confirmation')
      void navigate(stepPath(shell.site, 'confirmation'), { replace: true });
  }, [confirmation, urlStep, navigate, shell.site]);

  if (confirmation !== null) {
    return (
      <CheckoutFrame
        shell={shell}
        step="confirmation"
        barSteps={[]}
        reachable={[]}
        summary={<CheckoutSummary cart={confirmation.cart} labels={labels} locale={shell.locale} />}
      >
        <ConfirmationStep
          lang={shell.site}
          locale={shell.locale}
          labels={labels}
          confirmation={confirmation}
        />
      </CheckoutFrame>
    );
  }
  if (failed) throw new Error('The checkout could not start');
  if (session === null) {
    return (
      <CheckoutFrame
        shell={shell}
        step={urlStep}
        barSteps={['shipping', 'payment']}
        reachable={[]}
        summary={<CheckoutSummary cart={null} labels={labels} locale={shell.locale} />}
      >
        <StepLoadingView label={checkoutText(labels, 'loading')} />
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutRunning
      key={generation}
      shell={shell}
      site={site}
      shipFromStoreTitle={shipFromStoreTitle}
      session={session}
      storage={storage}
      onConfirmed={setConfirmation}
      onRestart={() => setGeneration((g) => g + 1)}
    />
  );
}

function CheckoutRunning({
  shell,
  site,
  shipFromStoreTitle,
  session,
  storage,
  onConfirmed,
  onRestart,
}: CheckoutAppProps & {
  session: CheckoutSession;
  storage: Storage | null;
  onConfirmed: (confirmation: StoredConfirmation) => void;
  onRestart: () => void;
}) {
  const { actor } = session;
  const lang = shell.site;
  const labels = shell.labels;
  const location = useLocation();
  const navigate = useNavigate();
  const urlStep = stepOfPath(location.pathname);
  const paymentMethod = paymentMethodOfPath(location.pathname);
  const machineStep = useSelector(actor, (s) => stepOfState(s.value));
  const modal = useSelector(actor, (s) => s.context.modal);
  const redirect = useSelector(actor, (s) => s.context.redirect);
  const shippingMethod = useSelector(actor, (s) => s.context.shippingMethod);
  const billingDiffers = useSelector(actor, (s) => s.context.billingDiffers);
  const bagEmail = useSelector(actor, (s) => s.context.bag.email);
  const shippingAddress = useSelector(actor, (s) => s.context.shippingAddress);
  const billingAddress = useSelector(actor, (s) => s.context.billingAddress);
  const stepsDone = useSelector(actor, (s) => s.context.stepsDone);
  const savingEmail = useSelector(actor, (s) => s.matches('savingGuestEmail'));
  // Back from a provider: part B's PaymentReturn verifies it while the machine waits on payment.
  const providerReturn = urlStep === 'confirmation' && isProviderReturn(location.search);
  const bagContext = useSelector(session.bag.actor, (s) => s.context);
  const cart = useMemo(
    () => checkoutCartOf(bagContext, lang, shippingMethod),
    [bagContext, lang, shippingMethod],
  );
  const methodPrices = useMemo(() => methodPricesOf(bagContext, lang), [bagContext, lang]);
  const guestEmail = useRef<string | null>(null);

  // The URL follows the machine, and back / forward walk the machine back (step-route.ts).
  const previous = useRef<MachineStep>('loading');
  const wantedBack = useRef<CheckoutStepName | null>(null);
  useEffect(() => {
    if (providerReturn) return;
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

  // A guest who reloads a later step has given the e-mail already: straight on to shipping.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || machineStep !== 'register') return;
    resumed.current = true;
    if (bagEmail && urlStep !== null && urlStep !== 'register') {
      previous.current = 'loading';
      guestEmail.current = bagEmail;
      actor.send({ type: 'GUEST_EMAIL', email: bagEmail });
    }
  }, [machineStep, bagEmail, urlStep, actor]);

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

  const placed = useRef<string | null>(null);
  const onOrderPlaced = useCallback(
    (order: { code: string }) => {
      if (placed.current !== null) return;
      placed.current = order.code;
      actor.send({ type: 'PAYMENT_SUCCEEDED', orderCode: order.code });
      const first: StoredConfirmation = {
        cartId: session.cartId,
        orderCode: order.code,
        email: session.userEmail ?? guestEmail.current ?? bagEmail,
        isGuest: session.isGuest,
        purchase: null,
        cart,
      };
      const saved = storage ? saveLastConfirmation(storage, lang, first) : first;
      onConfirmed(saved);
      // The ordered bag is over: the header and the drawer show an empty bag, its cookie goes.
      session.bag.signOut();
      void session.commerce.checkout
        .getOrder(order.code)
        .then((purchase) => {
          const complete = { ...saved, purchase };
          onConfirmed(storage ? saveLastConfirmation(storage, lang, complete) : complete);
        })
        .catch(() => undefined);
    },
    [actor, session, storage, lang, cart, bagEmail, onConfirmed],
  );

  const value = useMemo<CheckoutPageValue>(
    () => ({
      lang,
      site,
      labels,
      checkout: actor,
      cart,
      purchaser: {
        isGuest: session.isGuest,
        email: session.userEmail ?? guestEmail.current ?? bagEmail,
        shippingAddress,
        billingAddress,
      },
      commerce: session.commerce,
      paymentMethod,
      selectPaymentMethod: (code) => void navigate(stepPath(lang, 'payment', code)),
      returnUrl: `/${lang}/checkout/confirmation/`,
      onOrderPlaced,
      onPaymentFailed: (error) => actor.send({ type: 'PAYMENT_FAILED', error }),
      goToStep: (step) => void navigate(stepPath(lang, step)),
    }),
    [
      lang,
      site,
      labels,
      actor,
      cart,
      session,
      bagEmail,
      shippingAddress,
      billingAddress,
      paymentMethod,
      navigate,
      onOrderPlaced,
    ],
  );

  const barSteps = checkoutSteps({ billingDiffers, shippingMethod }).filter(
    (step) => step !== 'confirmation',
  );
  const reachable = barSteps.filter((step) => stepsDone.includes(step) && step !== machineStep);
  const shownStep: CheckoutStepName | null = providerReturn
    ? 'confirmation'
    : machineStep === 'loading' || machineStep === 'redirected'
      ? null
      : machineStep;
  const loading = <StepLoadingView label={checkoutText(labels, 'loading')} />;
  /** A route's step shows only while the machine is on it (the URL catches up at once). */
  const gate = (step: CheckoutStepName, element: ReactNode) =>
    machineStep === step ? element : loading;

  return (
    <CheckoutProvider value={value}>
      <CheckoutFrame
        shell={shell}
        step={shownStep}
        barSteps={barSteps}
        reachable={reachable}
        onStepLink={(step) => void navigate(stepPath(lang, step))}
        summary={<CheckoutSummary cart={cart} labels={labels} locale={shell.locale} />}
      >
        <Routes>
          <Route path=":lang/checkout">
            <Route
              path="register"
              element={gate(
                'register',
                <RegisterStep
                  vertical={shell.vertical as Vertical}
                  initialEmail={bagEmail ?? ''}
                  busy={savingEmail}
                  onGuest={(email) => {
                    guestEmail.current = email;
                    actor.send({ type: 'GUEST_EMAIL', email });
                  }}
                  onSignedIn={onRestart}
                />,
              )}
            />
            <Route
              path="shipping"
              element={gate(
                'shipping',
                <ShippingStep
                  methodPrices={methodPrices}
                  pickupStores={session.pickup}
                  shipFromStore={session.shipFromStore}
                  shipFromStoreTitle={shipFromStoreTitle}
                />,
              )}
            />
            <Route path="billing" element={gate('billing', <BillingStep />)} />
            <Route path="payment/:paymentMethod?" element={gate('payment', <PaymentPanel />)} />
            <Route path="confirmation" element={providerReturn ? <PaymentReturn /> : loading} />
          </Route>
          <Route path="*" element={loading} />
        </Routes>
        <CheckoutModals
          modal={modal}
          onPayment={machineStep === 'payment'}
          labels={labels}
          onRetry={() => actor.send({ type: 'RETRY' })}
          onClose={() => actor.send({ type: 'DISMISS_MODAL' })}
        />
      </CheckoutFrame>
    </CheckoutProvider>
  );
}

/** The checkout's router: the browser's history, under the one Vike page. */
export default function CheckoutApp(props: CheckoutAppProps) {
  return (
    <BrowserRouter>
      <CheckoutRoot {...props} />
    </BrowserRouter>
  );
}
