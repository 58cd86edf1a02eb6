// A payment problem's message, announced (role="alert"). The text is the site's label for
// the problem (../../browser/payment/payment-messages.ts).
import {
  paymentProblemMessage,
  type PaymentProblem,
} from '../../browser/payment/payment-messages.js';
import { useCheckout } from '../checkout-context.js';
import styles from './payment.module.css';
import { usePaymentLabels } from './payment-texts.js';

export function PaymentAlert({ problem }: { problem: PaymentProblem }) {
  const { purchaser } = useCheckout();
  const labels = usePaymentLabels();
  return (
    <p role="alert" className={styles.alert} data-testid="payment-error" data-problem={problem}>
      {paymentProblemMessage(problem, labels, purchaser.isGuest)}
    </p>
  );
}
