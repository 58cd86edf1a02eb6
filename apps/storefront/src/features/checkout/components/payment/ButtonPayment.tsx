// A method paid with one button (redirect providers, cash vouchers, MB WAY, cash on
// delivery…): core-checkout's paymentMachine creates the payment; an order goes to the
// confirmation (a cash voucher's order too: its reference is shown there), a redirect leaves
// for the provider, and the confirmation verifies the payment when the shopper comes back.
import { paymentActorsFrom, paymentMachine, type PaymentMode } from '@atelier/core-checkout';
import { Button, TextField } from '@atelier/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { browserInfo } from '../../browser/payment/browser-info.js';
import { followRedirect } from '../../browser/payment/follow-redirect.js';
import { buttonPaymentRequest } from '../../browser/payment/payment-requests.js';
import { recordingPort } from '../../browser/payment/recording-port.js';
import { returnUrlFor } from '../../browser/payment/return-params.js';
import { useCheckout } from '../checkout-context.js';
import { PaymentAlert } from './PaymentAlert.js';
import { PaymentVoucher, useOrder } from './PaymentVoucher.js';
import styles from './payment.module.css';
import { usePayLabel } from './use-pay-label.js';
import { usePaymentLabels } from './payment-texts.js';

export interface ButtonPaymentProps {
  mode: PaymentMode;
  /** The method's name as the shopper knows it. */
  name: string;
}

export function ButtonPayment({ mode, name }: ButtonPaymentProps) {
  const checkout = useCheckout();
  const { cart, commerce, site } = checkout;
  const labels = usePaymentLabels();
  const recorder = useMemo(() => recordingPort(commerce.payments), [commerce.payments]);
  const actor = useActorRef(paymentMachine.provide({ actors: paymentActorsFrom(recorder.port) }));
  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const output = useSelector(actor, (s) => s.output);
  const [phone, setPhone] = useState('');
  const payLabel = usePayLabel();

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (state !== 'failed' || error === null || reported.current === error) return;
    reported.current = error;
    checkout.onPaymentFailed(recorder.lastError() ?? error);
  }, [checkout, recorder, state, error]);

  // A cash voucher's order is placed at once and paid later: its reference is shown here
  // before the confirmation; any other order goes on straight away (so does one that cannot
  // be read: the confirmation has its code).
  const orderCode = output?.kind === 'order' ? output.orderCode : null;
  const order = useOrder(orderCode);
  const voucher = order.status === 'success' && order.data.inSiteReferenceCode ? order.data : null;
  const goesOn = order.status === 'error' || (order.status === 'success' && voucher === null);
  useEffect(() => {
    if (output?.kind === 'redirect') followRedirect(output);
  }, [output]);
  useEffect(() => {
    if (goesOn && orderCode !== null) checkout.onOrderPlaced({ code: orderCode });
  }, [checkout, goesOn, orderCode]);

  if (voucher !== null && output?.kind === 'order') {
    return (
      <div className={styles.panel} data-testid={`payment-panel-${mode.code}`}>
        <PaymentVoucher purchase={voucher} />
        <Button
          fullWidth
          onPress={() => checkout.onOrderPlaced({ code: output.orderCode })}
          data-testid="voucher-continue"
        >
          {labels['payment.voucherContinue'] ?? 'Continue to your order'}
        </Button>
      </div>
    );
  }

  const pay = () => {
    const payment = buttonPaymentRequest(
      mode,
      {
        cartId: cart.cartId,
        returnUrl: returnUrlFor(checkout.returnUrl, mode.code, cart.cartId),
        browserInfo: browserInfo(),
        ...(checkout.purchaser.billingAddress
          ? { billingAddress: checkout.purchaser.billingAddress }
          : {}),
      },
      {
        telephoneNumber: phone,
        paymentModeOnDelivery: site.cashOnDeliveryConf.paymentMethod,
      },
    );
    if (payment === null) return;
    reported.current = null;
    actor.send({ type: 'PAY', payment });
  };
  const busy = state === 'creating' || state === 'confirmed' || state === 'redirecting';
  return (
    <div className={styles.panel} data-testid={`payment-panel-${mode.code}`}>
      <p className={styles.note}>
        {(labels['payment.redirectNote'] ?? 'You will complete the payment with {method}.').replace(
          '{method}',
          name,
        )}
      </p>
      {mode.code === 'mbway' && (
        <TextField
          label={labels['payment.mbwayPhone'] ?? 'Mobile phone for MB WAY'}
          name="tel"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={setPhone}
          isRequired
        />
      )}
      <Button onPress={pay} isPending={busy} fullWidth data-testid="pay">
        {payLabel}
      </Button>
      {state === 'failed' && error !== null && <PaymentAlert problem={error} />}
    </div>
  );
}
