// The card (docs/product/payments.md §2.2, §2.3): the site's brands, holder name, number, expiry
// and CVC, then core-checkout's cardPaymentMachine: an order, a 3DS2 fingerprint (answered at
// once), a challenge (the issuer's page in a dialog) or a redirect. A signed-in shopper also
// chooses among their stored cards (issue 31.4, ADR 0042): a stored card asks its security code
// only, and a new card may be saved.
import {
  cardBrandsFor,
  cardPaymentActorsFrom,
  cardPaymentMachine,
  classifyCheckoutPaymentError,
  type CardSubmission,
} from '@atelier/core-checkout';
import {
  Button,
  CardForm,
  NEW_CARD,
  StoredCardPicker,
  TextField,
  type CardField,
  type CardValues,
} from '@atelier/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
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
import { storedCardSubmission, storedCvcValid } from '../../browser/payment/stored-card-view.js';
import { useCheckout } from '../checkout-context.js';
import { useAmountGuard } from './amount-guard.js';
import { ChallengeDialog } from './ChallengeDialog.js';
import { PaymentAlert } from './PaymentAlert.js';
import styles from './payment.module.css';
import { usePayLabel } from './use-pay-label.js';
import { usePaymentLabels } from './payment-texts.js';
import { storedCardOptions, useOfferedStoredCards } from './use-stored-cards.js';

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
  const stored = useOfferedStoredCards(today());
  // Until the shopper chooses, their first card is (the list arrives before the form shows).
  const [choice, setChoice] = useState<string | null>(null);
  const chosenId = choice ?? stored.cards[0]?.id ?? NEW_CARD;
  const chosenCard = stored.cards.find((card) => card.id === chosenId) ?? null;
  const [storedCvc, setStoredCvc] = useState('');
  const [storedCvcError, setStoredCvcError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const signedIn = !checkout.purchaser.isGuest;

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
  const pay = (submission: CardSubmission) => {
    reported.current = null;
    setChecking(true);
    // Nothing is paid for a total the shopper has not seen: the bag is read again first.
    void guard
      .confirm()
      .catch(() => ({ value: cart.totals.total, currency: cart.totals.currency }))
      .then((amount) => {
        setChecking(false);
        if (amount !== null) actor.send({ type: 'SUBMIT', ...submission, amount });
      });
  };
  const submit = () => {
    const found = cardErrors(values, brands, today());
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    // Only a signed-in shopper is offered saving the card; a guest never asks it.
    pay({ ...cardSubmission(values), storeCard: signedIn && saveCard });
  };
  const submitStored = (event: FormEvent) => {
    event.preventDefault();
    if (!chosenCard) return;
    if (!storedCvcValid(chosenCard, storedCvc)) {
      setStoredCvcError(cardFieldMessage('cvcInvalid', labels));
      return;
    }
    pay(storedCardSubmission(chosenCard, storedCvc));
  };
  const fieldErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([, e]) => e !== undefined)
      .map(([field, e]) => [field, cardFieldMessage(e!, labels)]),
  );
  const busy =
    checking || state === 'submitting' || state === 'authorising' || state === 'fingerprinting';
  const cvcLabel = labels['card.cvc'] ?? 'Security code';
  // The stored cards arrive before anything is shown, so the choice never changes under the
  // shopper's hands (a form never discards what the shopper typed).
  if (!stored.ready) {
    return (
      <p className={styles.card} aria-busy="true" data-testid="card-payment-loading">
        {labels['card.loadingSaved'] ?? 'Loading your saved cards'}
      </p>
    );
  }
  return (
    <div className={styles.card} data-testid="card-payment">
      {stored.cards.length > 0 && (
        <StoredCardPicker
          cards={storedCardOptions(stored.cards, labels, checkout.site.locale)}
          value={chosenId}
          onChange={(value) => {
            setChoice(value);
            setStoredCvc('');
            setStoredCvcError(null);
          }}
          isDisabled={busy || state === 'ordered' || state === 'redirecting'}
          label={labels['card.savedCards'] ?? 'Your saved cards'}
          newCardLabel={labels['card.newCard'] ?? 'Pay with another card'}
        />
      )}
      {chosenCard ? (
        <form
          className={styles.storedPay}
          onSubmit={submitStored}
          noValidate
          data-testid="stored-card-pay"
        >
          <TextField
            label={cvcLabel}
            name="cc-csc"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={storedCvc}
            onChange={(value) => {
              setStoredCvc(value.replace(/\D/g, ''));
              setStoredCvcError(null);
            }}
            errorMessage={storedCvcError}
            isRequired
          />
          <Button
            className={styles.storedPayButton}
            type="submit"
            fullWidth
            isPending={busy || state === 'ordered' || state === 'redirecting'}
            data-testid="pay"
          >
            {payLabel}
          </Button>
        </form>
      ) : (
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
            cvc: cvcLabel,
            brands: labels['card.brands'] ?? 'Accepted cards',
          }}
          {...(signedIn
            ? {
                saveCard: {
                  label: labels['card.saveCard'] ?? 'Save this card for my next purchases',
                  checked: saveCard,
                  onChange: setSaveCard,
                },
              }
            : {})}
        />
      )}
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
