import { fromPromise } from 'xstate';
import type { PaymentPort } from '../ports/payment-port.js';
import type { ThreeDsResult } from './card-payment.machine.js';
import type { PaymentCreationResult } from './payment-creation-result.js';
import type { CardPaymentRequest } from './payment-requests.js';

/** The card machine's actors backed by a PaymentPort: both 3DS2 results go to authorise. */
export function cardPaymentActorsFrom(port: PaymentPort) {
  return {
    createCardPayment: fromPromise<PaymentCreationResult, CardPaymentRequest>(({ input }) =>
      port.createCardPayment(input),
    ),
    authoriseFingerprint: fromPromise<PaymentCreationResult, ThreeDsResult>(({ input }) =>
      port.authorise3ds2(input),
    ),
    authoriseChallenge: fromPromise<PaymentCreationResult, ThreeDsResult>(({ input }) =>
      port.authorise3ds2(input),
    ),
  };
}
