import { notProvided } from '@atelier/core-catalogue';
import { assign, fromPromise, setup } from 'xstate';
import { callActor } from '../calls/call-actor.js';
import { failureParams, type CallFailure } from '../calls/call-failure.js';
import type { CallOptions } from '../calls/call-signal.js';
import { CALL_TIMEOUT_MS, callStateFor } from '../calls/call-state.js';
import type { PaymentPort } from '../ports/payment-port.js';
import { createPaymentWith } from './create-payment-with.js';
import {
  paymentCreationResultSchema,
  type PaymentCreationResult,
  type ThreeDs2Action,
} from './payment-creation-result.js';
import { classifyPaymentError, type PaymentErrorKind } from './payment-error.js';
import { paymentFailureError, type PaymentFlowError } from './payment-flow-error.js';
import type { PaymentRequest } from './payment-requests.js';

export type PaymentEvent = { type: 'PAY'; payment: PaymentRequest };

export interface PaymentContext {
  payment: PaymentRequest | null;
  result: PaymentCreationResult | null;
  error: PaymentErrorKind | PaymentFlowError | null;
}

export type PaymentOutput =
  | { kind: 'order'; method: string; orderCode: string; email?: string }
  | {
      kind: 'redirect';
      method: string;
      url: string;
      httpMethod: 'GET' | 'POST';
      fields: Record<string, string>;
    }
  | { kind: 'threeDs2'; method: string; action: ThreeDs2Action };

const callState = callStateFor<PaymentContext, PaymentEvent>();
const withAnswer = ({ event }: { event: { output: PaymentCreationResult } }) => ({
  answer: event.output,
});
const ANSWER = { type: 'takeResult', params: withAnswer } as const;

/**
 * The payment step for any method (docs/product/payments.md §3): create the payment, then an order
 * goes to confirmation, a redirect leaves for the provider (by GET or POST), a 3DS2 action is
 * handed to the card flow with its data stored; a failure (rejection, unreadable answer, timeout)
 * is an error modal and the shopper can pay again.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentOutput,
  },
  actors: {
    createPayment: fromPromise<PaymentCreationResult, PaymentRequest>(
      notProvided('paymentMachine', 'createPayment'),
    ),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    isOrder: (_, p: { answer: PaymentCreationResult }) => p.answer.kind === 'order',
    isRedirect: (_, p: { answer: PaymentCreationResult }) => p.answer.kind === 'redirect',
  },
  actions: {
    takePayment: assign({ payment: ({ event }) => event.payment, error: null, result: null }),
    takeResult: assign((_, p: { answer: PaymentCreationResult }) => ({ result: p.answer })),
    fail: assign(({ context }, p: { failure: CallFailure<PaymentErrorKind> }) => ({
      error: paymentFailureError(p.failure, context.payment?.method ?? ''),
    })),
  },
}).createMachine({
  id: 'payment',
  context: { payment: null, result: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { PAY: { target: 'creating', actions: 'takePayment' } } },
    creating: callState({
      src: 'createPayment',
      input: ({ context }) => context.payment as PaymentRequest,
      onDone: [
        { guard: { type: 'isOrder', params: withAnswer }, target: 'confirmed', actions: ANSWER },
        {
          guard: { type: 'isRedirect', params: withAnswer },
          target: 'redirecting',
          actions: ANSWER,
        },
        { target: 'authenticating', actions: ANSWER },
      ],
      onFailure: {
        target: 'failed',
        actions: { type: 'fail', params: failureParams(classifyPaymentError) },
      },
    }),
    failed: { on: { PAY: { target: 'creating', actions: 'takePayment' } } },
    confirmed: { type: 'final' },
    redirecting: { type: 'final' },
    authenticating: { type: 'final' },
  },
  output: ({ context: { payment, result } }): PaymentOutput => {
    const method = payment?.method ?? '';
    if (result?.kind === 'redirect') {
      const { url, httpMethod, fields } = result;
      return { kind: 'redirect', method, url, httpMethod, fields };
    }
    if (result?.kind === 'fingerprint' || result?.kind === 'challenge') {
      return { kind: 'threeDs2', method, action: result };
    }
    const order = result?.kind === 'order' ? result : null;
    return {
      kind: 'order',
      method,
      orderCode: order?.orderCode ?? '',
      ...(order?.email === undefined ? {} : { email: order.email }),
    };
  },
});

/** The payment machine's actor backed by a PaymentPort. */
export function paymentActorsFrom(port: PaymentPort) {
  return {
    createPayment: callActor({
      call: (payment: PaymentRequest, options: CallOptions) =>
        createPaymentWith(port, payment, options),
      answer: paymentCreationResultSchema,
      classify: classifyPaymentError,
    }),
  };
}
