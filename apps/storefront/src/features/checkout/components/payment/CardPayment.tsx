// The card (docs/product/payments.md §2.2, §2.3): the site's brands, holder name, number, expiry
// and CVC, then core-checkout's cardPaymentMachine: an order, a 3DS2 fingerprint (answered at
// once), a challenge (the issuer's page in a dialog) or a redirect.
import {
  cardBrandsFor,
  cardPaymentActorsFrom,
  cardPaymentMachine,
  classifyCheckoutPaymentError,
} from '@atelier/core-checkout';
import { CardForm, type CardField, type CardValues } from '@atelier/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { browserInfo } from '../../browser/payment/browser-info.js';
import {
  cardErrors,
  cardSubmission,
  type CardErrors,
  uiBrandsOf,
} from '../../browser/payment/card-fields.js';
import { followRedirect } from '../../browser/payment/follow-redirect.js';
import { cardFieldMessage } from '../../browser/payment/payment-messages.js';
import { recordingPort } from '../../browser/payment/recording-port.js';
import { returnUrlFor } from '../../browser/payment/return-params.js';
import {
  challengeDetails,
  challengeUrlOf,
  fingerprintDetails,
} from '../../browser/payment/threeds.js';
import { useCheckout } from '../checkout-context.js';
import { useAmountGuard } from './amount-guard.js';
import { ChallengeDialog } from './ChallengeDialog.js';
import { PaymentAlert } from './PaymentAlert.js';
import styles from './payment.module.css';
import { usePayLabel } from './use-pay-label.js';
import { usePaymentLabels } from './payment-texts.js';

const EMPTY: CardValues = { name: '', number: '', expiry: '', cvc: '' };

export interface CardPaymentProps {
  /** Today, for the expiry check (tests pass a fixed day). */
  today?: () => Date;
}

export function CardPayment({ today = () => new Date() }: CardPaymentProps) {
  const checkout = useCheckout();
  const { lang, cart, commerce } = checkout;
  const labels = usePaymentLabels();
  const recorder = useMemo(() => recordingPort(commerce.payments), [commerce.payments]);
  const actor = useActorRef(
    cardPaymentMachine.provide({ actors: cardPaymentActorsFrom(recorder.port) }),
    {
      input: {
        site: lang,
        cartId: cart.cartId,
        returnUrl: returnUrlFor(checkout.returnUrl, 'card', cart.cartId),
        amount: { value: cart.totals.total, currency: cart.totals.currency },
        ...(typeof window === 'undefined' ? {} : { browserInfo: browserInfo() }),
        ...(checkout.purchaser.billingAddress
          ? { billingAddress: checkout.purchaser.billingAddress }
          : {}),
      },
    },
  );
  const state = useSelector(actor, (s) => s.value);
  const action = useSelector(actor, (s) => s.context.action);
  const error = useSelector(actor, (s) => s.context.error);
  const output = useSelector(actor, (s) => s.output);
  const [values, setValues] = useState<CardValues>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const brands = useMemo(() => cardBrandsFor(lang), [lang]);
  const payLabel = usePayLabel();
  const guard = useAmountGuard();
  const [checking, setChecking] = useState(false);
  const [amountRefused, setAmountRefused] = useState(false);

  // The fingerprint needs nothing from the shopper: the SDK's answer goes back at once.
  useEffect(() => {
    if (state === 'fingerprinting' && action) {
      actor.send({ type: 'FINGERPRINT_RESULT', details: fingerprintDetails(action) });
    }
  }, [actor, state, action]);

  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (state !== 'failed' || error === null || reported.current === error) return;
    reported.current = error;
    const raw = recorder.lastError() ?? error;
    // A changed amount is the step's notice (amount-guard.tsx), with the new total, not a failure.
    const changed = classifyCheckoutPaymentError(raw) === 'amountChanged';
    setAmountRefused(changed);
    if (changed) void guard.noticeChange().catch(() => undefined);
    checkout.onPaymentFailed(raw);
  }, [checkout, recorder, state, error, guard]);

  useEffect(() => {
    if (!output) return;
    if (output.kind === 'order') checkout.onOrderPlaced({ code: output.orderCode });
    else followRedirect(output.redirect);
  }, [checkout, output]);

  const change = (field: CardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = () => {
    const found = cardErrors(values, brands, today());
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    reported.current = null;
    setChecking(true);
    // Nothing is paid for a total the shopper has not seen: the bag is read again first.
    void guard
      .confirm()
      .catch(() => ({ value: cart.totals.total, currency: cart.totals.currency }))
      .then((amount) => {
        setChecking(false);
        if (amount !== null) actor.send({ type: 'SUBMIT', ...cardSubmission(values), amount });
      });
  };
  const fieldErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([, e]) => e !== undefined)
      .map(([field, e]) => [field, cardFieldMessage(e!, labels)]),
  );
  const busy =
    checking || state === 'submitting' || state === 'authorising' || state === 'fingerprinting';
  return (
    <div className={styles.card} data-testid="card-payment">
      <CardForm
        values={values}
        onChange={change}
        onSubmit={submit}
        brands={uiBrandsOf(brands)}
        errors={fieldErrors}
        isSubmitting={busy || state === 'ordered' || state === 'redirecting'}
        payLabel={payLabel}
        labels={{
          name: labels['card.holderName'] ?? 'Name on the card',
          number: labels['card.number'] ?? 'Card number',
          expiry: labels['card.expiry'] ?? 'Expiry date (MM/YY)',
          cvc: labels['card.cvc'] ?? 'Security code',
          brands: labels['card.brands'] ?? 'Accepted cards',
        }}
      />
      {state === 'failed' && error !== null && !amountRefused && <PaymentAlert problem={error} />}
      {state === 'challenging' && action && (
        <ChallengeDialog
          src={challengeUrlOf(action)}
          title={labels['threeds.title'] ?? 'Confirm the payment with your bank'}
          text={
            labels['threeds.text'] ??
            'Your bank needs to confirm it is you. Do not close this window.'
          }
          frameTitle={labels['threeds.frame'] ?? 'Bank verification'}
          cancelLabel={labels['threeds.cancel'] ?? 'Cancel payment'}
          onDecision={(approved) =>
            actor.send({ type: 'CHALLENGE_RESULT', details: challengeDetails(approved) })
          }
        />
      )}
    </div>
  );
}
