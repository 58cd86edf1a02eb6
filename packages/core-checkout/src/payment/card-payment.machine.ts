import { assign, fromPromise, setup } from 'xstate';
import { cardBrandsFor, type CardBrand } from './card-brands.js';
import {
  cardPaymentRequest,
  cardSubmissionErrors,
  type CardPaymentBase,
  type CardSubmission,
  type CardSubmissionError,
} from './card-submission.js';
import type { PaymentCreationResult } from './payment-creation-result.js';
import { classifyPaymentError, type PaymentErrorKind } from './payment-error.js';
import { unusableAnswerError, type PaymentFlowError } from './payment-flow-error.js';
import type { CardPaymentRequest } from './payment-requests.js';
import { creationResultIs, readCreationResult } from './read-creation-result.js';

export interface CardPaymentInput extends CardPaymentBase {
  site: string;
}

export interface ThreeDsResult {
  cartId: string;
  paymentData: string;
  details: Record<string, string>;
}

export type CardPaymentEvent =
  | ({ type: 'SUBMIT' } & CardSubmission)
  | { type: 'FINGERPRINT_RESULT'; details: Record<string, string> }
  | { type: 'CHALLENGE_RESULT'; details: Record<string, string> };

export interface CardPaymentContext {
  base: CardPaymentBase;
  brands: CardBrand[];
  request: CardPaymentRequest | null;
  formErrors: CardSubmissionError[];
  /** The pending 3DS2 action the UI shows (fingerprint or challenge). */
  action: Extract<PaymentCreationResult, { kind: 'fingerprint' | 'challenge' }> | null;
  orderCode: string | null;
  redirect: Extract<PaymentCreationResult, { kind: 'redirect' }> | null;
  error: PaymentErrorKind | PaymentFlowError | null;
}

export type CardPaymentOutput =
  | { kind: 'order'; orderCode: string }
  | { kind: 'redirect'; redirect: Extract<PaymentCreationResult, { kind: 'redirect' }> };

const missing = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** Only the outcomes the step can take next; anything else is a malformed answer. */
function resultAssignments(output: unknown): Partial<CardPaymentContext> {
  const result = readCreationResult(output);
  if (result === null) return { error: unusableAnswerError(output, 'card') };
  switch (result.kind) {
    case 'order':
      return { orderCode: result.orderCode, action: null };
    case 'redirect':
      return { redirect: result, action: null };
    default:
      return { action: result };
  }
}

/**
 * Spec 2, 4.9: submit -> direct order | 3DS2 fingerprint | redirect | challenge; a fingerprint
 * leads to a challenge or an order; a challenge to an order. The UI runs the 3DS2 SDK and
 * sends its results back; the caller supplies the three calls as actors.
 */
export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    input: {} as CardPaymentInput,
    output: {} as CardPaymentOutput,
  },
  actors: {
    createCardPayment: fromPromise<PaymentCreationResult, CardPaymentRequest>(
      missing('createCardPayment'),
    ),
    authoriseFingerprint: fromPromise<PaymentCreationResult, ThreeDsResult>(
      missing('authoriseFingerprint'),
    ),
    authoriseChallenge: fromPromise<PaymentCreationResult, ThreeDsResult>(
      missing('authoriseChallenge'),
    ),
  },
  guards: {
    submissionInvalid: ({ context, event }) =>
      event.type === 'SUBMIT' && cardSubmissionErrors(event, context.brands).length > 0,
    isOrder: (_, params: { output: unknown }) => creationResultIs(params.output, 'order'),
    isRedirect: (_, params: { output: unknown }) => creationResultIs(params.output, 'redirect'),
    isFingerprint: (_, params: { output: unknown }) =>
      creationResultIs(params.output, 'fingerprint'),
    isChallenge: (_, params: { output: unknown }) => creationResultIs(params.output, 'challenge'),
  },
  actions: {
    rejectSubmission: assign({
      formErrors: ({ context, event }) =>
        event.type === 'SUBMIT' ? cardSubmissionErrors(event, context.brands) : [],
    }),
    prepareRequest: assign(({ context, event }) =>
      event.type === 'SUBMIT'
        ? {
            request: cardPaymentRequest(context.base, event),
            formErrors: [],
            error: null,
            action: null,
            redirect: null,
          }
        : {},
    ),
    storeResult: assign((_, params: { output: unknown }) => resultAssignments(params.output)),
    storeError: assign({
      error: (_, params: { error: unknown }) => classifyPaymentError(params.error),
    }),
    rejectAnswer: assign({
      error: (_, p: { output: unknown }) => unusableAnswerError(p.output, 'card'),
    }),
  },
}).createMachine({
  id: 'cardPayment',
  context: ({ input }) => {
    const { site, ...base } = input;
    return {
      base,
      brands: cardBrandsFor(site),
      request: null,
      formErrors: [],
      action: null,
      orderCode: null,
      redirect: null,
      error: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', actions: 'rejectSubmission' },
          { target: 'submitting', actions: 'prepareRequest' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'createCardPayment',
        src: 'createCardPayment',
        input: ({ context }) => context.request as CardPaymentRequest,
        onDone: [
          {
            guard: { type: 'isOrder', params: ({ event }) => ({ output: event.output }) },
            target: 'ordered',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'isFingerprint', params: ({ event }) => ({ output: event.output }) },
            target: 'fingerprinting',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'isChallenge', params: ({ event }) => ({ output: event.output }) },
            target: 'challenging',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'isRedirect', params: ({ event }) => ({ output: event.output }) },
            target: 'redirecting',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'rejectAnswer', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    fingerprinting: {
      on: { FINGERPRINT_RESULT: 'authorisingFingerprint' },
    },
    authorisingFingerprint: {
      invoke: {
        id: 'authoriseFingerprint',
        src: 'authoriseFingerprint',
        input: ({ context, event }) => ({
          cartId: context.base.cartId,
          paymentData: context.action?.paymentData ?? '',
          details: event.type === 'FINGERPRINT_RESULT' ? event.details : {},
        }),
        onDone: [
          {
            guard: { type: 'isOrder', params: ({ event }) => ({ output: event.output }) },
            target: 'ordered',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'isChallenge', params: ({ event }) => ({ output: event.output }) },
            target: 'challenging',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'rejectAnswer', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    challenging: {
      on: { CHALLENGE_RESULT: 'authorisingChallenge' },
    },
    authorisingChallenge: {
      invoke: {
        id: 'authoriseChallenge',
        src: 'authoriseChallenge',
        input: ({ context, event }) => ({
          cartId: context.base.cartId,
          paymentData: context.action?.paymentData ?? '',
          details: event.type === 'CHALLENGE_RESULT' ? event.details : {},
        }),
        onDone: [
          {
            guard: { type: 'isOrder', params: ({ event }) => ({ output: event.output }) },
            target: 'ordered',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'rejectAnswer', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        SUBMIT: [
          { guard: 'submissionInvalid', target: 'editing', actions: 'rejectSubmission' },
          { target: 'submitting', actions: 'prepareRequest' },
        ],
      },
    },
    ordered: { type: 'final' },
    redirecting: { type: 'final' },
  },
  output: ({ context }): CardPaymentOutput =>
    context.redirect !== null
      ? { kind: 'redirect', redirect: context.redirect }
      : { kind: 'order', orderCode: context.orderCode ?? '' },
});
