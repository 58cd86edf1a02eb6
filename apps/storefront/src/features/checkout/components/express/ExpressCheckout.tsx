// Express checkout with a wallet (docs/product/payments.md §5.1), one flow wherever it starts:
// the payment step and the bag (page and drawer) render this with what they know. The wallet's
// contact becomes the shipping and billing address (regions and cities matched by similarity),
// a guest is logged in as guest, the address and guest data go to the bag, then the wallet
// pays; core-checkout's expressCheckoutMachine runs it. The amount is never sent: the back-end
// pays the cart's total. A failure shows the express error modal naming the method, and the
// bag stays as it was.
import {
  expressCheckoutActorsFrom,
  expressDeliveryMode,
  type CheckoutPort,
  expressCheckoutMachine,
  type ExpressErrorModal,
  type ExpressPayInput,
  type NamedPlace,
  type ShippingAddress,
  type WalletContact,
} from '@atelier/core-checkout';
import type { SiteCode } from '@atelier/core-catalogue';
import { ErrorModal, isWalletButtonMethod, WalletButton } from '@atelier/ui';
import { useState } from 'react';
import { createActor } from 'xstate';
import type { CheckoutCommerce } from '../../checkout-types.js';
import { browserInfo } from '../../browser/payment/browser-info.js';
import { followRedirect } from '../../browser/payment/follow-redirect.js';
import { methodName } from '../../browser/payment/method-names.js';
import { returnUrlFor } from '../../browser/payment/return-params.js';
import type { WalletAuthorisation } from '../../browser/payment/wallet-contact.js';
import { checkoutText } from '../checkout-labels.js';
import styles from '../payment/payment.module.css';
import { WalletSheet } from '../payment/WalletSheet.js';

/** An order the express checkout placed, with what the confirmation shows of it. */
export interface ExpressOrder {
  code: string;
  method: string;
  contact: WalletContact;
  shipping: ShippingAddress | null;
}

export interface ExpressCheckoutProps {
  /** The wallets to offer, in order (core-checkout's expressMethods). */
  methods: readonly string[];
  lang: SiteCode;
  labels: Readonly<Record<string, string>>;
  countryCode: string;
  commerce: CheckoutCommerce;
  cartId: string;
  isGuest: boolean;
  /** The region and city names the wallet's are matched against. */
  places: { regions: NamedPlace[]; cities: NamedPlace[] };
  /** What the wallet shares. */
  contact: WalletContact;
  /** "Pay 191,25 €", shown on the wallet's sheet. */
  payLabel: string;
  /** The site's confirmation path, which a provider's return comes back to. */
  returnUrl: string;
  onOrder: (order: ExpressOrder) => void;
  /**
   * From the bag: the bag's shipping method (null without one). Once the wallet's address is
   * on the bag, the method becomes one that delivers there (core-checkout's
   * expressDeliveryMode). Left out on the payment step, where the shipping step chose it.
   */
  bagDeliveryMode?: string | null;
  /** The heading's level and look: the payment step's section, or the bag's smaller one. */
  variant?: 'payment' | 'bag';
}

/** The confirmation an express payment that leaves for its provider comes back to. */
function expressReturnUrl(returnUrl: string): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}isExpress=true`;
}

export function ExpressCheckout({
  methods,
  lang,
  labels,
  countryCode,
  commerce,
  cartId,
  isGuest,
  places,
  contact,
  payLabel,
  returnUrl,
  onOrder,
  bagDeliveryMode,
  variant = 'payment',
}: ExpressCheckoutProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<ExpressErrorModal | null>(null);
  const wallets = methods.filter(isWalletButtonMethod);
  if (wallets.length === 0) return null;

  const run = (method: string, authorisation: WalletAuthorisation) => {
    const base = {
      cartId,
      returnUrl: expressReturnUrl(returnUrlFor(returnUrl, method, cartId)),
    };
    // No amount here: the back-end pays the cart's total at placement (docs/SECURITY.md).
    const pay = ({ billing }: ExpressPayInput) => {
      const common = { ...base, billingAddress: billing };
      const token = authorisation.token;
      if (method === 'amazonpay') {
        return commerce.payments.createAmazonPayPayment({
          ...common,
          amazonCheckoutSessionId: token,
          browserInfo: browserInfo(),
          region: countryCode,
        });
      }
      if (method === 'paypal') return commerce.payments.createPaypalPayment(common);
      const wallet = { ...common, walletToken: token, isExpress: true };
      return method === 'applepay'
        ? commerce.payments.createApplePayPayment(wallet)
        : commerce.payments.createGooglePayPayment(wallet);
    };
    const port: CheckoutPort =
      bagDeliveryMode === undefined
        ? commerce.checkout
        : {
            ...commerce.checkout,
            setDeliveryAddress: async (address, options) => {
              await commerce.checkout.setDeliveryAddress(address, options);
              const modes = await commerce.checkout.getDeliveryModes(options);
              const code = expressDeliveryMode(bagDeliveryMode, modes);
              if (code !== null) await commerce.checkout.setDeliveryMode(code, options);
            },
          };
    const actor = createActor(
      expressCheckoutMachine.provide({
        actors: expressCheckoutActorsFrom(port, (input) => pay(input)),
      }),
      {
        input: {
          site: lang,
          ...places,
          addressVerificationEnabled: true,
          method,
          contact: authorisation.contact,
          isGuest,
        },
      },
    );
    setBusy(method);
    setFailure(null);
    actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      setBusy(null);
      const output = snapshot.output;
      if (output.kind === 'order') {
        onOrder({
          code: output.orderCode,
          method,
          contact: authorisation.contact,
          shipping: snapshot.context.shipping,
        });
      } else if (output.kind === 'redirect') followRedirect(output);
      else setFailure(output.modal);
    });
    actor.start();
  };

  const name = (method: string) => methodName(method, labels);
  const Heading = variant === 'payment' ? 'h2' : 'h3';
  return (
    <section
      className={variant === 'payment' ? styles.express : styles.expressBag}
      aria-labelledby={`express-title-${variant}`}
      data-testid="express-checkout"
    >
      <Heading id={`express-title-${variant}`} className={styles.expressTitle}>
        {labels['payment.express'] ?? 'Express checkout'}
      </Heading>
      <div className={styles.expressButtons}>
        {wallets.map((method) => (
          <WalletButton
            key={method}
            method={method}
            label={(labels['payment.payWith'] ?? 'Pay with {method}').replace(
              '{method}',
              name(method),
            )}
            isPending={busy === method}
            isDisabled={busy !== null && busy !== method}
            fullWidth={variant === 'bag'}
            onPress={() => setOpen(method)}
            data-testid={`express-${method}`}
          />
        ))}
      </div>
      <ErrorModal
        isOpen={failure !== null}
        onOpenChange={(isOpen) => !isOpen && setFailure(null)}
        title={checkoutText(labels, 'paymentErrorTitle')}
        message={[
          (
            labels['payment.expressError'] ?? 'The payment with {method} could not be completed.'
          ).replace('{method}', failure ? name(failure.paymentMethod) : ''),
          ...(failure?.messages ?? []),
        ].join(' ')}
        dismissLabel={checkoutText(labels, 'modalClose')}
        data-testid="express-error"
      />
      {open && (
        <WalletSheet
          method={open}
          name={name(open)}
          contact={contact}
          labels={labels}
          payLabel={payLabel}
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
