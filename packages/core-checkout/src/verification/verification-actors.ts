import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { callActor } from '../calls/call-actor.js';
import type { CallOptions } from '../calls/call-signal.js';
import { purchaseSchema } from '../entities/purchase.js';
import {
  paymentVerificationSchema,
  type PaymentVerification,
} from '../payment/payment-creation-result.js';
import {
  finishVerification,
  pollVerification,
  startVerification,
  type VerificationDeps,
  type VerificationFinish,
  type VerificationPoll,
  type VerificationRequest,
} from './verification-calls.js';
import { classifyVerificationError } from './verification-failure.js';
import type { Purchase } from '../entities/purchase.js';

const classify = classifyVerificationError;
const startSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('settled'), verification: paymentVerificationSchema }),
    z.object({
      kind: z.literal('poll'),
      poll: z.custom<VerificationPoll>((v) => typeof v === 'object' && v !== null),
      finish: z.enum(['confirmAddiOrder']).nullable(),
    }),
  ]),
);

/** The redirect verification machine's actors backed by the ports and the store. */
export function verificationActorsFrom(deps: VerificationDeps) {
  return {
    readSavedPurchase: callActor({
      call: (input: { cartId: string }) => deps.store.readPurchase(input.cartId),
      answer: purchaseSchema.nullable(),
      classify,
    }),
    startVerification: callActor({
      call: (input: VerificationRequest, o: CallOptions) => startVerification(deps, input, o),
      answer: startSchema,
      classify,
    }),
    pollVerification: callActor({
      call: (poll: VerificationPoll, o: CallOptions) => pollVerification(deps.payment, poll, o),
      answer: paymentVerificationSchema,
      classify,
    }),
    finishVerification: callActor({
      call: (
        input: { cartId: string; finish: NonNullable<VerificationFinish> },
        o: CallOptions,
      ): Promise<PaymentVerification> =>
        finishVerification(deps.payment, input.cartId, input.finish, o),
      answer: paymentVerificationSchema,
      classify,
    }),
    loadPurchase: callActor({
      call: (input: { cartId: string; orderCode: string | null }, o: CallOptions) =>
        input.orderCode === null
          ? deps.checkout.getOrderByCartId(input.cartId, o)
          : deps.checkout.getOrder(input.orderCode, o),
      answer: purchaseSchema,
      classify,
    }),
    savePurchase: callActor({
      call: (input: { cartId: string; purchase: Purchase }) =>
        deps.store.savePurchase(input.cartId, input.purchase),
      answer: z.unknown().transform((): void => undefined),
      classify,
    }),
  };
}
