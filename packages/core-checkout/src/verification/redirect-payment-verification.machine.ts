import { notProvided } from '@atelier/core-catalogue';
import { assign, fromPromise, not, setup } from 'xstate';
import { failureParams, type CallFailure } from '../calls/call-failure.js';
import { CALL_TIMEOUT_MS, callStateFor } from '../calls/call-state.js';
import type { Purchase } from '../entities/purchase.js';
import {
  isSuccessfulVerification,
  type PaymentVerification,
} from '../payment/payment-creation-result.js';
import type { PaymentErrorKind } from '../payment/payment-error.js';
import {
  hasCallsLeft,
  isStillInProcess,
  VERIFY_DELAY_MS,
  VERIFY_TRIES,
} from '../payment/verify-payment-with-retry.js';
import type { ReturnParams } from '../ports/payment-port.js';
import { classifyVerificationError, type VerificationRejection } from './verification-failure.js';
import type {
  VerificationFinish,
  VerificationPoll,
  VerificationRequest,
  VerificationStart,
} from './verification-calls.js';
import { verificationPlan, type VerificationPlan } from './verification-plan.js';

export interface RedirectVerificationInput {
  /** The confirmation query: paymentMode, originalCartIdForUser and the provider's parameters. */
  paymentMode: string;
  cartId: string;
  params: ReturnParams;
  /**
   * Verification calls in all while the payment is in process (docs/product/payments.md §3.1: 10).
   */
  tries?: number;
  /**
   * Wait between two of them (docs/product/payments.md §3.1: 2 s); XState's clock keeps the time.
   */
  delayMs?: number;
}

export type RedirectVerificationError =
  PaymentErrorKind | 'paymentRefused' | 'stillInProcess' | 'malformedResponse' | 'timeout';

export interface RedirectVerificationContext extends Required<RedirectVerificationInput> {
  plan: VerificationPlan;
  poll: VerificationPoll | null;
  finish: VerificationFinish;
  /** Poll calls made so far in this run. */
  calls: number;
  verification: PaymentVerification | null;
  purchase: Purchase | null;
  /** This run saved the purchase (false when an earlier run already had). */
  savedNow: boolean;
  error: RedirectVerificationError | null;
}

export interface RedirectVerificationOutput {
  purchase: Purchase;
  savedNow: boolean;
}

type Failure = CallFailure<VerificationRejection>;
const MACHINE = 'redirectPaymentVerificationMachine';
const callState = callStateFor<RedirectVerificationContext, { type: 'RETRY' }>();
const withFailure = failureParams(classifyVerificationError);
const withVerification = ({ event }: { event: { output: PaymentVerification } }) => ({
  verification: event.output,
});
const withPurchase = ({ event }: { event: { output: Purchase | null } }) => ({
  purchase: event.output,
});
const withStart = ({ event }: { event: { output: VerificationStart } }) => ({
  start: event.output,
});
const FAIL = { target: 'failed', actions: { type: 'fail', params: withFailure } } as const;
const ALREADY_CREATED = {
  guard: { type: 'rejectedAs', params: withFailure },
  target: 'loadingPurchase',
} as const;

/**
 * The confirmation page after a redirect (docs/product/payments.md §3.3): verify by payment mode
 * (the plan's first calls, then one call repeated while the payment is IN_PROCESS or the cart is
 * busy, at most `tries` calls `delayMs` apart, in states, so stopping the actor stops the polling),
 * load the purchase and save it exactly once; a purchase already saved for the cart ends it at
 * once.
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
      notProvided(MACHINE, 'readSavedPurchase'),
    ),
    startVerification: fromPromise<VerificationStart, VerificationRequest>(
      notProvided(MACHINE, 'startVerification'),
    ),
    pollVerification: fromPromise<PaymentVerification, VerificationPoll>(
      notProvided(MACHINE, 'pollVerification'),
    ),
    finishVerification: fromPromise<
      PaymentVerification,
      { cartId: string; finish: NonNullable<VerificationFinish> }
    >(notProvided(MACHINE, 'finishVerification')),
    loadPurchase: fromPromise<Purchase, { cartId: string; orderCode: string | null }>(
      notProvided(MACHINE, 'loadPurchase'),
    ),
    savePurchase: fromPromise<void, { cartId: string; purchase: Purchase }>(
      notProvided(MACHINE, 'savePurchase'),
    ),
  },
  delays: {
    callTimeout: CALL_TIMEOUT_MS,
    retryDelay: ({ context }) => context.delayMs,
  },
  guards: {
    saved: (_, p: { purchase: Purchase | null }) => p.purchase !== null,
    settled: (_, p: { start: VerificationStart }) => p.start.kind === 'settled',
    inProcess: (_, p: { verification: PaymentVerification }) => isStillInProcess(p.verification),
    busy: (_, p: { failure: Failure }) =>
      p.failure.kind === 'rejected' && p.failure.reason === 'busy',
    rejectedAs: (_, p: { failure: Failure }) =>
      p.failure.kind === 'rejected' && p.failure.reason === 'orderAlreadyCreated',
    callsLeft: ({ context }) => hasCallsLeft(context.calls, context.tries),
    finishes: ({ context }, p: { verification: PaymentVerification }) =>
      context.finish !== null && isSuccessfulVerification(p.verification),
    verified: ({ context }) =>
      context.verification !== null && isSuccessfulVerification(context.verification),
  },
  actions: {
    takePurchase: assign((_, p: { purchase: Purchase | null }) => ({ purchase: p.purchase })),
    takeStart: assign((_, p: { start: VerificationStart }) =>
      p.start.kind === 'settled'
        ? { verification: p.start.verification }
        : { poll: p.start.poll, finish: p.start.finish, calls: 0 },
    ),
    countCall: assign(({ context }) => ({ calls: context.calls + 1 })),
    takeVerification: assign((_, p: { verification: PaymentVerification }) => ({
      verification: p.verification,
    })),
    fail: assign((_, p: { failure: Failure }) => ({
      error:
        p.failure.kind === 'rejected'
          ? p.failure.reason === 'busy'
            ? ('stillInProcess' as const)
            : p.failure.reason
          : p.failure.kind === 'malformed'
            ? ('malformedResponse' as const)
            : ('timeout' as const),
    })),
    failWith: assign((_, p: { error: RedirectVerificationError }) => ({ error: p.error })),
    markSaved: assign({ savedNow: true }),
    clear: assign({
      error: null,
      verification: null,
      purchase: null,
      poll: null,
      finish: null,
      calls: 0,
    }),
  },
}).createMachine({
  id: 'redirectPaymentVerification',
  context: ({ input }) => ({
    tries: VERIFY_TRIES,
    delayMs: VERIFY_DELAY_MS,
    ...input,
    plan: verificationPlan(input.paymentMode, input.params),
    poll: null,
    finish: null,
    calls: 0,
    verification: null,
    purchase: null,
    savedNow: false,
    error: null,
  }),
  initial: 'checkingSaved',
  states: {
    checkingSaved: callState({
      src: 'readSavedPurchase',
      input: ({ context }) => ({ cartId: context.cartId }),
      onDone: [
        {
          guard: { type: 'saved', params: withPurchase },
          target: 'done',
          actions: { type: 'takePurchase', params: withPurchase },
        },
        { target: 'starting' },
      ],
      // Unreadable storage must not block the order: verify as if nothing was saved.
      onFailure: 'starting',
    }),
    starting: callState({
      src: 'startVerification',
      input: ({ context: { plan, cartId, params } }) => ({ plan, cartId, params }),
      onDone: [
        {
          guard: { type: 'settled', params: withStart },
          target: 'evaluating',
          actions: { type: 'takeStart', params: withStart },
        },
        {
          target: 'polling',
          actions: { type: 'takeStart', params: withStart },
        },
      ],
      onFailure: [ALREADY_CREATED, FAIL],
    }),
    polling: {
      entry: 'countCall',
      ...callState({
        src: 'pollVerification',
        input: ({ context }) => context.poll as VerificationPoll,
        onDone: [
          {
            guard: { type: 'inProcess', params: withVerification },
            target: 'waiting',
          },
          {
            guard: { type: 'finishes', params: withVerification },
            target: 'finishing',
            actions: { type: 'takeVerification', params: withVerification },
          },
          {
            target: 'evaluating',
            actions: { type: 'takeVerification', params: withVerification },
          },
        ],
        onFailure: [
          { guard: { type: 'busy', params: withFailure }, target: 'waiting' },
          ALREADY_CREATED,
          FAIL,
        ],
      }),
    },
    waiting: {
      always: {
        guard: not('callsLeft'),
        target: 'failed',
        actions: { type: 'failWith', params: { error: 'stillInProcess' } },
      },
      after: { retryDelay: 'polling' },
    },
    finishing: callState({
      src: 'finishVerification',
      input: ({ context }) => ({
        cartId: context.cartId,
        finish: context.finish as NonNullable<VerificationFinish>,
      }),
      onDone: {
        target: 'evaluating',
        actions: { type: 'takeVerification', params: withVerification },
      },
      onFailure: [ALREADY_CREATED, FAIL],
    }),
    evaluating: {
      always: [
        { guard: 'verified', target: 'loadingPurchase' },
        {
          target: 'failed',
          actions: { type: 'failWith', params: { error: 'paymentRefused' } },
        },
      ],
    },
    loadingPurchase: callState({
      src: 'loadPurchase',
      input: ({ context }) => ({
        cartId: context.cartId,
        orderCode: context.verification?.orderCode ?? null,
      }),
      onDone: {
        target: 'saving',
        actions: { type: 'takePurchase', params: withPurchase },
      },
      onFailure: FAIL,
    }),
    saving: callState({
      src: 'savePurchase',
      input: ({ context }) => ({ cartId: context.cartId, purchase: context.purchase as Purchase }),
      onDone: { target: 'done', actions: 'markSaved' },
      // The order exists either way; a failed save only costs the next run a verification.
      onFailure: 'done',
    }),
    failed: { on: { RETRY: { target: 'checkingSaved', actions: 'clear' } } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ purchase: context.purchase as Purchase, savedNow: context.savedNow }),
});
