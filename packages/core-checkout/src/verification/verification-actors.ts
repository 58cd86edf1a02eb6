import { fromPromise } from 'xstate';
import type { Purchase } from '../entities/purchase.js';
import type { PaymentVerification } from '../payment/payment-creation-result.js';
import {
  runVerification,
  type VerificationDeps,
  type VerificationRequest,
} from './run-verification.js';

/** The redirect verification machine's actors backed by the ports and the store. */
export function verificationActorsFrom(deps: VerificationDeps) {
  return {
    readSavedPurchase: fromPromise<Purchase | null, { cartId: string }>(({ input }) =>
      deps.store.readPurchase(input.cartId),
    ),
    verifyPayment: fromPromise<PaymentVerification, VerificationRequest>(({ input }) =>
      runVerification(deps, input),
    ),
    loadPurchase: fromPromise<Purchase, { cartId: string; orderCode: string | null }>(
      ({ input }) =>
        input.orderCode === null
          ? deps.checkout.getOrderByCartId(input.cartId)
          : deps.checkout.getOrder(input.orderCode),
    ),
    savePurchase: fromPromise<void, { cartId: string; purchase: Purchase }>(({ input }) =>
      deps.store.savePurchase(input.cartId, input.purchase),
    ),
  };
}
