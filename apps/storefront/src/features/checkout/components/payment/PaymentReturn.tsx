// Mounted on the confirmation route. When the URL is a shopper's return from a payment
// provider (docs/product/payments.md §3) it runs core-checkout's
// redirectPaymentVerificationMachine: verify by payment mode, again every 2 s while the payment is
// IN_PROCESS (10 calls at most), load the purchase and save it once, so a reload or a second return
// never makes a second order. After a cash-voucher method (no provider return) it shows the voucher
// of the order. Otherwise it renders nothing.
import { redirectPaymentVerificationMachine, verificationActorsFrom } from '@atelier/core-checkout';
import { Button } from '@atelier/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createConfirmationStore } from '../../browser/payment/confirmation-store.js';
import { recordingPort } from '../../browser/payment/recording-port.js';
import { readPaymentReturn, type PaymentReturnQuery } from '../../browser/payment/return-params.js';
import { useCheckout } from '../checkout-context.js';
import { PaymentAlert } from './PaymentAlert.js';
import styles from './payment.module.css';
import { OrderVoucher, PaymentVoucher } from './PaymentVoucher.js';
import { usePaymentLabels } from './payment-texts.js';

export interface PaymentReturnProps {
  /** The verification's pace; docs/product/payments.md §3.1 by default (tests shorten it). */
  delayMs?: number;
}

export function PaymentReturn({ delayMs }: PaymentReturnProps = {}) {
  const checkout = useCheckout();
  // The query is the browser's: read after hydration so server and client render alike.
  const [query, setQuery] = useState<PaymentReturnQuery | null | undefined>(undefined);
  useEffect(() => {
    setQuery(readPaymentReturn(window.location.search, null));
  }, []);
  const orderCode = useSelector(checkout.checkout, (s) => s.context.orderCode);
  if (query === undefined) return null;
  if (query === null) return orderCode ? <OrderVoucher code={orderCode} /> : null;
  return <ReturnVerification query={query} {...(delayMs === undefined ? {} : { delayMs })} />;
}

function ReturnVerification({ query, delayMs }: { query: PaymentReturnQuery; delayMs?: number }) {
  const checkout = useCheckout();
  const { commerce } = checkout;
  const labels = usePaymentLabels();
  const recorder = useMemo(() => recordingPort(commerce.payments), [commerce.payments]);
  const actors = useMemo(
    () =>
      verificationActorsFrom({
        payment: recorder.port,
        checkout: commerce.checkout,
        store: createConfirmationStore(commerce.checkout),
      }),
    [recorder, commerce.checkout],
  );
  const actor = useActorRef(redirectPaymentVerificationMachine.provide({ actors }), {
    input: {
      paymentMode: query.paymentMode,
      cartId: query.cartId,
      params: query.params,
      ...(delayMs === undefined ? {} : { delayMs }),
    },
  });
  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const calls = useSelector(actor, (s) => s.context.calls);
  const output = useSelector(actor, (s) => s.output);

  useEffect(() => {
    if (output)
      checkout.onOrderPlaced({
        code: output.purchase.code,
        // An express checkout's provider return (PayPal): the confirmation offers the express
        // register.
        ...(query.params['isExpress'] === 'true' ? { isExpress: true } : {}),
      });
  }, [checkout, output, query.params]);
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (state !== 'failed' || error === null || reported.current === error) return;
    reported.current = error;
    const raw = recorder.lastError();
    if (raw !== null) checkout.onPaymentFailed(raw);
  }, [checkout, recorder, state, error]);

  if (output) return <PaymentVoucher purchase={output.purchase} />;
  if (state === 'failed' && error !== null) {
    return (
      <div className={styles.panel} data-testid="payment-return">
        <PaymentAlert problem={error} />
        {(error === 'stillInProcess' || error === 'timeout') && (
          <Button
            variant="secondary"
            onPress={() => {
              reported.current = null;
              actor.send({ type: 'RETRY' });
            }}
          >
            {labels['payment.checkAgain'] ?? 'Check again'}
          </Button>
        )}
        {error !== 'stillInProcess' && (
          <a href={`/${checkout.lang}/checkout/payment/`}>
            {labels['payment.tryAgain'] ?? 'Back to payment'}
          </a>
        )}
      </div>
    );
  }
  return (
    <p className={styles.status} role="status" data-testid="payment-verifying" data-calls={calls}>
      {labels['payment.verifying'] ?? 'Confirming your payment…'}
    </p>
  );
}
