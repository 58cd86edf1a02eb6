// The checkout steps in the browser (ADR 0019): react-router's nested routes inside the one
// Vike page, on one checkoutMachine actor the page owns. This module is the page's lazy chunk:
// react-router, the machine, the OCC client and zod never weigh on the first load. The session
// is started and the placed order read through the read layer (ADR 0050); the URL and the
// machine meet in use-step-url.ts; the tab's storage is behind browser/tab-confirmation.ts.
import type { Vertical } from '@atelier/core-catalogue';
import { checkoutSteps } from '@atelier/core-checkout';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { navigate } from 'vike/client/router';
import { MergeWarningDialog } from '../../account/index.js';
import { dismissMergeWarning, useBag } from '../../bag/index.js';
import type { CheckoutSession } from '../browser/checkout-session.js';
import { methodPricesOf } from '../browser/summary-view.js';
import { stepOfPath } from '../browser/step-route.js';
import { tabConfirmation } from '../browser/tab-confirmation.js';
import type { ShellView } from '../../../shell/view-types.js';
import { methodName } from '../../bag/index.js';
import { methodName as paymentMethodName } from '../browser/payment/method-names.js';
import { BillingStep } from './BillingStep.js';
import { CheckoutFrame } from './CheckoutFrame.js';
import { CheckoutModals } from './CheckoutModals.js';
import { CheckoutSummary } from './CheckoutSummary.js';
import { ConfirmationStep } from './ConfirmationStep.js';
import { checkoutText } from './checkout-labels.js';
import { CheckoutProvider, type CheckoutSite, type CheckoutStepName } from './checkout-context.js';
import { OrderDetails } from './OrderDetails.js';
import { PaymentPanel } from './PaymentPanel.js';
import { PaymentReturn } from './payment/PaymentReturn.js';
import { RegisterStep } from './RegisterStep.js';
import { ShippingStep } from './ShippingStep.js';
import { StepLoadingView } from './StepLoading.js';
import { useCheckoutSession } from './use-checkout-session.js';
import { useCheckoutValue, useGuestEmail } from './use-checkout-value.js';
import { useConfirmation, type Confirmation } from './use-confirmation.js';
import { useConfirmationUrl, useStepUrl } from './use-step-url.js';

export interface CheckoutAppProps {
  shell: ShellView;
  site: CheckoutSite;
  /** The ship-from-store screen's heading (the content system's ship_from_store item). */
  shipFromStoreTitle: string;
}

function CheckoutRoot({ shell, site, shipFromStoreTitle }: CheckoutAppProps) {
  const { pathname, search } = useLocation();
  const labels = shell.labels;
  const tab = useMemo(() => tabConfirmation(shell.site), [shell.site]);
  // A reload of the confirmation shows the order saved in this tab; nothing runs again.
  const { confirmation, confirm } = useConfirmation(tab, () =>
    stepOfPath(pathname) === 'confirmation' ? tab.shown(search) : null,
  );
  useConfirmationUrl(confirmation, shell.site);
  const [generation, setGeneration] = useState(0);
  // Signed in on the register step: the bags merged as at my-account, and the same warning
  // shows when the merge changed the products (docs/product/bag.md §2.3; issue 31, 5).
  const [signedInHere, setSignedInHere] = useState(false);
  const bag = useBag();
  const mergeWarning = signedInHere ? bag.mergeWarning : null;
  const warning =
    mergeWarning === null ? null : (
      <MergeWarningDialog
        firstName={mergeWarning}
        labels={labels}
        onSeeBag={() => {
          dismissMergeWarning();
          void navigate(`/${shell.site}/cart/`);
        }}
        onContinue={dismissMergeWarning}
      />
    );
  const session = useCheckoutSession({
    shell,
    site,
    generation,
    enabled: confirmation === null,
    pathname,
  });

  const summary = (cart: Parameters<typeof CheckoutSummary>[0]['cart']) => (
    <CheckoutSummary cart={cart} labels={labels} locale={shell.locale} />
  );
  if (confirmation !== null) {
    return (
      <CheckoutFrame
        shell={shell}
        step="confirmation"
        barSteps={[]}
        reachable={[]}
        summary={summary(confirmation.cart)}
      >
        <ConfirmationStep
          lang={shell.site}
          vertical={shell.vertical as Vertical}
          locale={shell.locale}
          labels={labels}
          confirmation={confirmation}
        />
      </CheckoutFrame>
    );
  }
  if (session.status === 'error') throw new Error('The checkout could not start');
  if (session.status !== 'success') {
    return (
      <CheckoutFrame
        shell={shell}
        step={stepOfPath(pathname)}
        barSteps={['shipping', 'payment']}
        reachable={[]}
        summary={summary(null)}
      >
        <StepLoadingView label={checkoutText(labels, 'loading')} />
        {warning}
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutRunning
      key={generation}
      shell={shell}
      site={site}
      shipFromStoreTitle={shipFromStoreTitle}
      session={session.data}
      onConfirmed={confirm}
      onRestart={() => {
        setSignedInHere(true);
        setGeneration((g) => g + 1);
      }}
      warning={warning}
    />
  );
}

function CheckoutRunning({
  shell,
  site,
  shipFromStoreTitle,
  session,
  onConfirmed,
  onRestart,
  warning,
}: CheckoutAppProps & {
  session: CheckoutSession;
  onConfirmed: Confirmation['confirm'];
  onRestart: () => void;
  /** The merge warning after a sign-in on the register step. */
  warning: ReactNode;
}) {
  const { actor } = session;
  const lang = shell.site;
  const labels = shell.labels;
  const modal = useSelector(actor, (s) => s.context.modal);
  const shippingMethod = useSelector(actor, (s) => s.context.shippingMethod);
  const billingDiffers = useSelector(actor, (s) => s.context.billingDiffers);
  const bagEmail = useSelector(actor, (s) => s.context.bag.email);
  const stepsDone = useSelector(actor, (s) => s.context.stepsDone);
  const savingEmail = useSelector(actor, (s) => s.matches('savingGuestEmail'));
  const bagContext = useSelector(session.bag.actor, (s) => s.context);
  const methodPrices = useMemo(() => methodPricesOf(bagContext, lang), [bagContext, lang]);
  const guest = useGuestEmail();
  const url = useStepUrl(session, lang, guest.remember);
  const { machineStep, providerReturn } = url;
  const value = useCheckoutValue({ shell, site, session, url, onConfirmed, guestEmail: guest.ref });

  const barSteps = checkoutSteps({ billingDiffers, shippingMethod }).filter(
    (step) => step !== 'confirmation',
  );
  const reachable = barSteps.filter((step) => stepsDone.includes(step) && step !== machineStep);
  // While the machine decides, the frame keeps the step of the address, as the frame drawn
  // before it did: the step bar stays where it was instead of vanishing for a moment (it
  // shifted the whole step down 44 px when it came back: CLS 0.46 on the shipping step). A
  // returning guest no longer saves the e-mail on a later step's address (ADR 0066).
  const { pathname } = useLocation();
  const deciding = machineStep === 'loading' || machineStep === 'redirected';
  const shownStep: CheckoutStepName | null = providerReturn
    ? 'confirmation'
    : deciding
      ? stepOfPath(pathname)
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
        onStepLink={(step) => url.goTo(step)}
        summary={
          <>
            <CheckoutSummary cart={value.cart} labels={labels} locale={shell.locale} />
            {/* While paying, what is being paid for: where, how, with what (issue 31 point 11). */}
            {machineStep === 'payment' && (
              <OrderDetails
                labels={labels}
                locale={shell.locale}
                details={{
                  address: value.purchaser.shippingAddress,
                  method: shippingMethod ? methodName(labels, shippingMethod, null) : null,
                  estimatedDelivery: null,
                  payment: value.paymentMethod
                    ? paymentMethodName(value.paymentMethod, labels)
                    : null,
                }}
              />
            )}
          </>
        }
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
                    guest.remember(email);
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
        {warning}
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
