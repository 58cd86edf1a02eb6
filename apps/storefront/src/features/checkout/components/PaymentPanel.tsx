import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router';
import { checkoutText } from './checkout-labels.js';
import { useCheckout } from './checkout-context.js';
import { PaymentStep } from './payment/PaymentStep.js';
import styles from './checkout.module.css';

/**
 * The payment route: its heading, the payment step's content (part B's PaymentStep, which reads
 * the checkout context) and the way back to billing or shipping (the machine decides which).
 */
export function PaymentPanel() {
  const { labels, checkout } = useCheckout();
  const { paymentMethod } = useParams();
  const busy = useSelector(checkout, (s) => s.matches('findingOrder'));
  const text = (key: Parameters<typeof checkoutText>[1]) => checkoutText(labels, key);
  return (
    <div className={styles.step} aria-busy={busy}>
      {/* The payment step shows its own heading: the page's stays for assistive technology. */}
      <h1 className="atelier-visually-hidden">{text('paymentTitle')}</h1>
      <PaymentStep paymentMethod={paymentMethod} />
      <button type="button" className={styles.back} onClick={() => checkout.send({ type: 'BACK' })}>
        <ArrowLeft className="atelier-mirror" size={16} aria-hidden="true" />
        {text('back')}
      </button>
    </div>
  );
}
