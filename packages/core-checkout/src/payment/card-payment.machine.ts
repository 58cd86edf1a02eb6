import { notProvided } from '@atelier/core-catalogue';
import { assign, fromPromise, setup } from 'xstate';
import { failureParams, type CallFailure } from '../calls/call-failure.js';
import { CALL_TIMEOUT_MS, callStateFor } from '../calls/call-state.js';
import { cardBrandsFor, type CardBrand } from './card-brands.js';
import { cardPaymentNext, type CardPaymentStep } from './card-payment-next.js';
import {
  cardPaymentRequest,
  cardSubmissionErrors,
  type CardPaymentBase,
  type CardSubmission,
  type CardSubmissionError,
} from './card-submission.js';
import type { PaymentCreationResult, ThreeDs2Action } from './payment-creation-result.js';
import { classifyPaymentError, type PaymentErrorKind } from './payment-error.js';
import { paymentFailureError, type PaymentFlowError } from './payment-flow-error.js';
import type { CardPaymentRequest } from './payment-requests.js';

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

type Redirect = Extract<PaymentCreationResult, { kind: 'redirect' }>;

export interface CardPaymentContext {
  base: CardPaymentBase;
  brands: CardBrand[];
  request: CardPaymentRequest | null;
  formErrors: CardSubmissionError[];
  /** The pending 3DS2 action the UI shows (fingerprint or challenge). */
  action: ThreeDs2Action | null;
  /** The last answer of the provider, before the machine decides where it leads. */
  answer: PaymentCreationResult | null;
  orderCode: string | null;
  redirect: Redirect | null;
  error: PaymentErrorKind | PaymentFlowError | null;
}

export type CardPaymentOutput =
  { kind: 'order'; orderCode: string } | { kind: 'redirect'; redirect: Redirect };

const MACHINE = 'cardPaymentMachine';
const callState = callStateFor<CardPaymentContext, CardPaymentEvent>();
const withFailure = failureParams(classifyPaymentError);
const withAnswer = ({ event }: { event: { output: PaymentCreationResult } }) => ({
  answer: event.output,
});
const ANSWERED = {
  target: 'answered',
  actions: { type: 'takeAnswer', params: withAnswer },
} as const;
const FAILED = { target: 'failed', actions: { type: 'fail', params: withFailure } } as const;
const NEXT_STEPS = ['ordered', 'fingerprinting', 'challenging', 'redirecting'] as const;

/**
 * docs/product/payments.md §2.1: submit -> direct order | 3DS2 fingerprint | redirect | challenge;
 * a fingerprint leads to a challenge or an order; a challenge to an order (`cardPaymentNext`). The
 * UI runs the 3DS2 SDK and sends its results back; the caller supplies the two calls as actors
 * (`cardPaymentActorsFrom(port)`), each with the machine's call timeout.
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
      notProvided(MACHINE, 'createCardPayment'),
    ),
    authorise3ds2: fromPromise<PaymentCreationResult, ThreeDsResult>(
      notProvided(MACHINE, 'authorise3ds2'),
    ),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    submissionInvalid: ({ context, event }) =>
      event.type === 'SUBMIT' && cardSubmissionErrors(event, context.brands).length > 0,
    leadsTo: ({ context }, p: { step: CardPaymentStep }) =>
      context.answer !== null && cardPaymentNext(context.action, context.answer) === p.step,
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
    takeAnswer: assign((_, p: { answer: PaymentCreationResult }) => ({ answer: p.answer })),
    followAnswer: assign(({ context: { answer } }) => {
      if (answer?.kind === 'order') return { orderCode: answer.orderCode, action: null };
      if (answer?.kind === 'redirect') return { redirect: answer, action: null };
      return { action: answer };
    }),
    fail: assign((_, p: { failure: CallFailure<PaymentErrorKind> }) => ({
      error: paymentFailureError(p.failure, 'card'),
    })),
    refuseAnswer: assign({ error: 'invalidOperation' as const }),
  },
}).createMachine({
  id: 'cardPayment',
  context: ({ input: { site, ...base } }) => ({
    base,
    brands: cardBrandsFor(site),
    request: null,
    formErrors: [],
    action: null,
    answer: null,
    orderCode: null,
    redirect: null,
    error: null,
  }),
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
    submitting: callState({
      src: 'createCardPayment',
      input: ({ context }) => context.request as CardPaymentRequest,
      onDone: ANSWERED,
      onFailure: FAILED,
    }),
    fingerprinting: { on: { FINGERPRINT_RESULT: 'authorising' } },
    challenging: { on: { CHALLENGE_RESULT: 'authorising' } },
    authorising: callState({
      src: 'authorise3ds2',
      input: ({ context, event }) => ({
        cartId: context.base.cartId,
        paymentData: context.action?.paymentData ?? '',
        details: 'details' in event ? event.details : {},
      }),
      onDone: ANSWERED,
      onFailure: FAILED,
    }),
    answered: {
      always: [
        ...NEXT_STEPS.map((step) => ({
          guard: { type: 'leadsTo', params: { step } } as const,
          target: step,
          actions: 'followAnswer' as const,
        })),
        { target: 'failed', actions: 'refuseAnswer' },
      ],
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
