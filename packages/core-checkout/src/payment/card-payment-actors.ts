import { callActor } from '../calls/call-actor.js';
import type { CallOptions } from '../calls/call-signal.js';
import type { PaymentPort } from '../ports/payment-port.js';
import type { ThreeDsResult } from './card-payment.machine.js';
import { paymentCreationResultSchema } from './payment-creation-result.js';
import { classifyPaymentError } from './payment-error.js';
import type { CardPaymentRequest } from './payment-requests.js';

/** The card machine's actors backed by a PaymentPort: both 3DS2 results go to authorise. */
export function cardPaymentActorsFrom(port: PaymentPort) {
  return {
    createCardPayment: callActor({
      call: (request: CardPaymentRequest, options: CallOptions) =>
        port.createCardPayment(request, options),
      answer: paymentCreationResultSchema,
      classify: classifyPaymentError,
    }),
    authorise3ds2: callActor({
      call: (result: ThreeDsResult, options: CallOptions) => port.authorise3ds2(result, options),
      answer: paymentCreationResultSchema,
      classify: classifyPaymentError,
    }),
  };
}
