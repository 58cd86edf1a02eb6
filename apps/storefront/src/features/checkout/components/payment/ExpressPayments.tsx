// Express checkout with a wallet (docs/product/payments.md §5.1): the wallet's contact becomes the
// shipping and billing address (regions and cities matched by similarity), a guest is logged in as
// guest, the address and guest data go to the bag, then the wallet pays; core-checkout's
// expressCheckoutMachine runs it. A failure shows the express error naming the method.
import {
  expressCheckoutActorsFrom,
  expressCheckoutMachine,
  type ExpressErrorModal,
  type ExpressPayInput,
} from '@atelier/core-checkout';
import { Button } from '@atelier/ui';
import { useState } from 'react';
import { createActor } from 'xstate';
import { browserInfo } from '../../browser/payment/browser-info.js';
import { followRedirect } from '../../browser/payment/follow-redirect.js';
import { methodName } from '../../browser/payment/method-names.js';
import { returnUrlFor } from '../../browser/payment/return-params.js';
import { placesOf, type WalletAuthorisation } from '../../browser/payment/wallet-contact.js';
import { useCheckout } from '../checkout-context.js';
import styles from './payment.module.css';
import { useWalletContact } from './use-wallet-contact.js';
import { WalletSheet } from './WalletSheet.js';
import { usePaymentLabels } from './payment-texts.js';

/**
 * The methods the express checkout can pay with. PayPal's sheet gives the shopper's contact like
 * a wallet's; its payment then leaves for PayPal and comes back to the confirmation with
 * isExpress=true (docs/product/checkout.md §1.4), which verifies it like any PayPal return.
 */
const EXPRESS_WALLETS = new Set(['applepay', 'googlepay', 'amazonpay', 'paypal']);

/** The confirmation an express payment that leaves for its provider comes back to. */
function expressReturnUrl(returnUrl: string): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}isExpress=true`;
}

export function ExpressPayments({ methods }: { methods: readonly string[] }) {
  const checkout = useCheckout();
  const { lang, cart, commerce, purchaser, site } = checkout;
  const labels = usePaymentLabels();
  const contact = useWalletContact();
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<ExpressErrorModal | null>(null);
  const wallets = methods.filter((m) => EXPRESS_WALLETS.has(m));
  if (wallets.length === 0) return null;

  const run = (method: string, authorisation: WalletAuthorisation) => {
    const base = {
      cartId: cart.cartId,
      returnUrl: expressReturnUrl(returnUrlFor(checkout.returnUrl, method, cart.cartId)),
    };
    const pay = ({ billing }: ExpressPayInput) => {
      const common = { ...base, billingAddress: billing };
      const token = authorisation.token;
      if (method === 'amazonpay') {
        return commerce.payments.createAmazonPayPayment({
          ...common,
          amazonCheckoutSessionId: token,
          browserInfo: browserInfo(),
          region: site.countryCode,
        });
      }
      if (method === 'paypal') return commerce.payments.createPaypalPayment(common);
      const wallet = { ...common, walletToken: token, isExpress: true };
      return method === 'applepay'
        ? commerce.payments.createApplePayPayment(wallet)
        : commerce.payments.createGooglePayPayment(wallet);
    };
    const actor = createActor(
      expressCheckoutMachine.provide({
        actors: expressCheckoutActorsFrom(commerce.checkout, (input) => pay(input)),
      }),
      {
        input: {
          site: lang,
          ...placesOf(purchaser.shippingAddress),
          addressVerificationEnabled: true,
          method,
          contact: authorisation.contact,
          isGuest: purchaser.isGuest,
        },
      },
    );
    setBusy(method);
    setFailure(null);
    actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      setBusy(null);
      const output = snapshot.output;
      if (output.kind === 'order') checkout.onOrderPlaced({ code: output.orderCode });
      else if (output.kind === 'redirect') followRedirect(output);
      else if (output.kind === 'error') setFailure(output.modal);
    });
    actor.start();
  };

  return (
    <section
      className={styles.express}
      aria-labelledby="express-title"
      data-testid="express-checkout"
    >
      <h2 id="express-title" className={styles.expressTitle}>
        {labels['payment.express'] ?? 'Express checkout'}
      </h2>
      <div className={styles.expressButtons}>
        {wallets.map((method) => (
          <Button
            key={method}
            variant="secondary"
            isPending={busy === method}
            onPress={() => setOpen(method)}
            data-testid={`express-${method}`}
          >
            {methodName(method, labels)}
          </Button>
        ))}
      </div>
      {failure && (
        <p role="alert" className={styles.alert} data-testid="payment-error">
          {(
            labels['payment.expressError'] ?? 'The payment with {method} could not be completed.'
          ).replace('{method}', methodName(failure.paymentMethod, labels))}{' '}
          {failure.messages.join(' ')}
        </p>
      )}
      {open && (
        <WalletSheet
          method={open}
          name={methodName(open, labels)}
          contact={contact}
          onDone={(authorisation) => {
            const method = open;
            setOpen(null);
            if (authorisation) run(method, authorisation);
          }}
        />
      )}
    </section>
  );
}
