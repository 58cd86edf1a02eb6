// A wallet chosen among the methods (not express): its sheet gives a token, then
// core-checkout's paymentMachine creates the wallet payment for the checkout's cart.
import { paymentActorsFrom, paymentMachine, type PaymentRequest } from '@atelier/core-checkout';
import { Button, isWalletButtonMethod, WalletButton } from '@atelier/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { browserInfo } from '../../browser/payment/browser-info.js';
import { methodName } from '../../browser/payment/method-names.js';
import { recordingPort } from '../../browser/payment/recording-port.js';
import { returnUrlFor } from '../../browser/payment/return-params.js';
import { useCheckout } from '../checkout-context.js';
import { PaymentAlert } from './PaymentAlert.js';
import styles from './payment.module.css';
import { useWalletContact } from './use-wallet-contact.js';
import { WalletSheet } from './WalletSheet.js';
import { usePaymentLabels } from './payment-texts.js';
import { usePayLabel } from './use-pay-label.js';

export function walletRequest(
  method: string,
  base: { cartId: string; returnUrl: string },
  token: string,
  isExpress: boolean,
  region: string,
): PaymentRequest | null {
  if (method === 'applepay' || method === 'googlepay') {
    return { method, request: { ...base, walletToken: token, isExpress } };
  }
  if (method === 'amazonpay') {
    return {
      method,
      request: { ...base, amazonCheckoutSessionId: token, browserInfo: browserInfo(), region },
    };
  }
  return null;
}

export function WalletPayment({ method }: { method: string }) {
  const checkout = useCheckout();
  const { cart, commerce, site } = checkout;
  const labels = usePaymentLabels();
  const recorder = useMemo(() => recordingPort(commerce.payments), [commerce.payments]);
  const actor = useActorRef(paymentMachine.provide({ actors: paymentActorsFrom(recorder.port) }));
  const state = useSelector(actor, (s) => s.value);
  const error = useSelector(actor, (s) => s.context.error);
  const output = useSelector(actor, (s) => s.output);
  const contact = useWalletContact();
  const payLabel = usePayLabel();
  const [sheetOpen, setSheetOpen] = useState(false);
  const name = methodName(method, labels);

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (state !== 'failed' || error === null || reported.current === error) return;
    reported.current = error;
    checkout.onPaymentFailed(recorder.lastError() ?? error);
  }, [checkout, recorder, state, error]);
  useEffect(() => {
    if (output?.kind === 'order') checkout.onOrderPlaced({ code: output.orderCode });
  }, [checkout, output]);

  const base = {
    cartId: cart.cartId,
    returnUrl: returnUrlFor(checkout.returnUrl, method, cart.cartId),
  };
  return (
    <div className={styles.panel} data-testid={`payment-panel-${method}`}>
      {isWalletButtonMethod(method) ? (
        <WalletButton
          method={method}
          label={(labels['payment.payWith'] ?? 'Pay with {method}').replace('{method}', name)}
          fullWidth
          isPending={state === 'creating' || state === 'confirmed'}
          onPress={() => setSheetOpen(true)}
          data-testid="pay"
        />
      ) : (
        <Button
          fullWidth
          isPending={state === 'creating' || state === 'confirmed'}
          onPress={() => setSheetOpen(true)}
          data-testid="pay"
        >
          {(labels['payment.payWith'] ?? 'Pay with {method}').replace('{method}', name)}
        </Button>
      )}
      {state === 'failed' && error !== null && <PaymentAlert problem={error} />}
      {sheetOpen && (
        <WalletSheet
          method={method}
          name={name}
          contact={contact}
          labels={labels}
          payLabel={payLabel}
          onDone={(authorisation) => {
            setSheetOpen(false);
            if (authorisation === null) return;
            const payment = walletRequest(
              method,
              base,
              authorisation.token,
              false,
              site.countryCode,
            );
            if (payment === null) return;
            reported.current = null;
            actor.send({ type: 'PAY', payment });
          }}
        />
      )}
    </div>
  );
}
