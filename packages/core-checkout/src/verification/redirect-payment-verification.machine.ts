import { assign, fromPromise, setup } from 'xstate';
import { purchaseSchema, type Purchase } from '../entities/purchase.js';
import {
  isSuccessfulVerification,
  paymentVerificationSchema,
  type PaymentVerification,
} from '../payment/payment-creation-result.js';
import { classifyPaymentError, type PaymentErrorKind } from '../payment/payment-error.js';
import type { ReturnParams } from '../ports/payment-port.js';
import type { VerificationRequest } from './run-verification.js';
import { verificationPlan, type VerificationPlan } from './verification-plan.js';

export interface RedirectVerificationInput {
  /** The confirmation query: paymentMode, originalCartIdForUser and the provider's parameters. */
  paymentMode: string;
  cartId: string;
  params: ReturnParams;
}

export interface RedirectVerificationContext extends RedirectVerificationInput {
  plan: VerificationPlan;
  verification: PaymentVerification | null;
  purchase: Purchase | null;
  /** This run saved the purchase (false when an earlier run already had). */
  savedNow: boolean;
  error: PaymentErrorKind | 'paymentRefused' | 'malformedResponse' | null;
}

export interface RedirectVerificationOutput {
  purchase: Purchase;
  savedNow: boolean;
}

const parsePurchase = (value: unknown): Purchase | null => {
  const parsed = purchaseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const parseVerification = (value: unknown): PaymentVerification | null => {
  const parsed = paymentVerificationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const missing = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The confirmation page after a redirect (spec 2, 4.10): verify by payment mode, load the
 * purchase and save it exactly once; a purchase already saved for the cart ends it at once.
 */
export const redirectPaymentVerificationMachine = setup({
  types: {
    context: {} as RedirectVerificationContext,
    input: {} as RedirectVerificationInput,
    events: {} as { type: 'RETRY' },
    output: {} as RedirectVerificationOutput,
  },
  actors: {
    readSavedPurchase: fromPromise<Purchase | null, { cartId: string }>(
      missing('readSavedPurchase'),
    ),
    verifyPayment: fromPromise<PaymentVerification, VerificationRequest>(missing('verifyPayment')),
    loadPurchase: fromPromise<Purchase, { cartId: string; orderCode: string | null }>(
      missing('loadPurchase'),
    ),
    savePurchase: fromPromise<void, { cartId: string; purchase: Purchase }>(
      missing('savePurchase'),
    ),
  },
  guards: {
    alreadySaved: (_, p: { output: unknown }) => parsePurchase(p.output) !== null,
    verified: (_, p: { output: unknown }) => {
      const verification = parseVerification(p.output);
      return verification !== null && isSuccessfulVerification(verification);
    },
    orderAlreadyCreated: (_, p: { error: unknown }) =>
      classifyPaymentError(p.error) === 'orderAlreadyCreated',
    validPurchase: (_, p: { output: unknown }) => parsePurchase(p.output) !== null,
  },
  actions: {
    takePurchase: assign({ purchase: (_, p: { output: unknown }) => parsePurchase(p.output) }),
    takeVerification: assign({
      verification: (_, p: { output: unknown }) => parseVerification(p.output),
    }),
    rejectVerification: assign({
      error: (_, p: { output: unknown }) =>
        parseVerification(p.output) === null
          ? ('malformedResponse' as const)
          : ('paymentRefused' as const),
    }),
    storeError: assign({ error: (_, p: { error: unknown }) => classifyPaymentError(p.error) }),
    markMalformed: assign({ error: 'malformedResponse' as const }),
    markSaved: assign({ savedNow: true }),
    clearError: assign({ error: null, verification: null, purchase: null }),
  },
}).createMachine({
  id: 'redirectPaymentVerification',
  context: ({ input }) => ({
    ...input,
    plan: verificationPlan(input.paymentMode, input.params),
    verification: null,
    purchase: null,
    savedNow: false,
    error: null,
  }),
  initial: 'checkingSaved',
  states: {
    checkingSaved: {
      invoke: {
        id: 'readSavedPurchase',
        src: 'readSavedPurchase',
        input: ({ context }) => ({ cartId: context.cartId }),
        onDone: [
          {
            guard: { type: 'alreadySaved', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: { type: 'takePurchase', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'verifying' },
        ],
        // Unreadable storage must not block the order: verify as if nothing was saved.
        onError: { target: 'verifying' },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyPayment',
        src: 'verifyPayment',
        input: ({ context }) => ({
          plan: context.plan,
          cartId: context.cartId,
          params: context.params,
        }),
        onDone: [
          {
            guard: { type: 'verified', params: ({ event }) => ({ output: event.output }) },
            target: 'loadingPurchase',
            actions: {
              type: 'takeVerification',
              params: ({ event }) => ({ output: event.output }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'rejectVerification',
              params: ({ event }) => ({ output: event.output }),
            },
          },
        ],
        onError: [
          {
            guard: { type: 'orderAlreadyCreated', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingPurchase',
          },
          {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadingPurchase: {
      invoke: {
        id: 'loadPurchase',
        src: 'loadPurchase',
        input: ({ context }) => ({
          cartId: context.cartId,
          orderCode: context.verification?.orderCode ?? null,
        }),
        onDone: [
          {
            guard: { type: 'validPurchase', params: ({ event }) => ({ output: event.output }) },
            target: 'saving',
            actions: { type: 'takePurchase', params: ({ event }) => ({ output: event.output }) },
          },
          { target: 'failed', actions: 'markMalformed' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      invoke: {
        id: 'savePurchase',
        src: 'savePurchase',
        input: ({ context }) => ({
          cartId: context.cartId,
          purchase: context.purchase as Purchase,
        }),
        onDone: { target: 'done', actions: 'markSaved' },
        // The order exists either way; a failed save only costs the next run a verification.
        onError: { target: 'done' },
      },
    },
    failed: { on: { RETRY: { target: 'checkingSaved', actions: 'clearError' } } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ purchase: context.purchase as Purchase, savedNow: context.savedNow }),
});
