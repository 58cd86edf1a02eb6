// The payment step's whole content (docs/product/payments.md §2.1, §3, §6.2, §7), mounted by the
// checkout page at /{lang}/checkout/payment/:paymentMethod?/. It reads the page's checkout context:
// the site's methods with their logos (`payment-method-<code>`), choosing one puts its code
// in the URL, and the chosen method's panel pays (card form, wallet, or one button).
import { expressMethods, type PaymentMode } from '@atelier/core-checkout';
import { PaymentMethodList } from '@atelier/ui';
import { dataOf, useRead } from '../../../../shell/browser/read/index.js';
import { methodName } from '../../browser/payment/method-names.js';
import { paysByButton } from '../../browser/payment/payment-requests.js';
import { siteMethods } from '../../browser/payment/site-methods.js';
import { useCheckout } from '../checkout-context.js';
import { AmountGuardProvider } from './amount-guard.js';
import { ButtonPayment } from './ButtonPayment.js';
import { CardPayment } from './CardPayment.js';
import { ExpressPayments } from './ExpressPayments.js';
import styles from './payment.module.css';
import { WalletPayment } from './WalletPayment.js';
import { usePaymentLabels } from './payment-texts.js';

export interface PaymentStepProps {
  /** The method code from the URL (`/payment/<code>/`); the context's when left out. */
  paymentMethod?: string | undefined;
}

/**
 * The back-end's payment modes for this cart; null while unknown or when the call failed (the
 * site's methods are offered then: the back-end still refuses a method it does not take).
 */
function useBackEndModes(): PaymentMode[] | null {
  const { commerce, cart } = useCheckout();
  const read = useRead(['checkout', 'payment-modes', cart.cartId], (signal) =>
    commerce.checkout.getPaymentModes({ signal }),
  );
  return dataOf(read) ?? null;
}

export function PaymentStep({ paymentMethod }: PaymentStepProps) {
  const checkout = useCheckout();
  const { site } = checkout;
  const labels = usePaymentLabels();
  const backEnd = useBackEndModes();
  const methods = siteMethods(site.paymentMethods, backEnd);
  const express = expressMethods({ site: site.expressCheckoutPaymentMethods, modes: backEnd });
  const chosen = paymentMethod ?? checkout.paymentMethod;
  const mode = methods.find((m) => m.code === chosen) ?? null;
  return (
    <section
      className={styles.step}
      aria-labelledby="payment-step-title"
      data-testid="payment-step"
    >
      <h2 id="payment-step-title" className={styles.title}>
        {labels['payment.title'] ?? 'Payment'}
      </h2>
      <AmountGuardProvider>
        {express.length > 0 && <ExpressPayments methods={express} />}
        <PaymentMethodList
          label={labels['payment.methods'] ?? 'Choose how to pay'}
          methods={methods.map((m) => ({ code: m.code, label: methodName(m.code, labels) }))}
          value={mode?.code ?? null}
          onChange={(code) => checkout.selectPaymentMethod(code)}
        />
        {mode?.code === 'card' && <CardPayment key="card" />}
        {mode && paysByButton(mode.code) && (
          <ButtonPayment key={mode.code} mode={mode} name={methodName(mode.code, labels)} />
        )}
        {mode && ['applepay', 'googlepay', 'amazonpay'].includes(mode.code) && (
          <WalletPayment key={mode.code} method={mode.code} />
        )}
      </AmountGuardProvider>
    </section>
  );
}
