import { assign, fromPromise, setup } from 'xstate';
import type { PaymentPort } from '../ports/payment-port.js';
import { createPaymentWith } from './create-payment-with.js';
import type { PaymentCreationResult, ThreeDs2Action } from './payment-creation-result.js';
import { classifyPaymentError, type PaymentErrorKind } from './payment-error.js';
import { unusableAnswerError, type PaymentFlowError } from './payment-flow-error.js';
import type { PaymentRequest } from './payment-requests.js';
import { creationResultIs, readCreationResult } from './read-creation-result.js';

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

/**
 * The payment step for any method (spec 2, 4.10): create the payment, then an order goes to
 * confirmation, a redirect leaves for the provider (by GET or POST), a 3DS2 action is handed
 * to the card flow with its data stored; anything else is an error modal.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentOutput,
  },
  actors: {
    createPayment: fromPromise<PaymentCreationResult, PaymentRequest>(() =>
      Promise.reject(new Error('createPayment is not provided')),
    ),
  },
  guards: {
    isOrder: (_, p: { output: unknown }) => creationResultIs(p.output, 'order'),
    isRedirect: (_, p: { output: unknown }) => creationResultIs(p.output, 'redirect'),
    isThreeDs2: (_, p: { output: unknown }) =>
      creationResultIs(p.output, 'fingerprint') || creationResultIs(p.output, 'challenge'),
  },
  actions: {
    takePayment: assign({
      payment: ({ event }) => event.payment,
      error: null,
      result: null,
    }),
    storeResult: assign({ result: (_, p: { output: unknown }) => readCreationResult(p.output) }),
    storeError: assign({ error: (_, p: { error: unknown }) => classifyPaymentError(p.error) }),
    rejectAnswer: assign({
      error: ({ context }, p: { output: unknown }) =>
        unusableAnswerError(p.output, context.payment?.method ?? ''),
    }),
  },
}).createMachine({
  id: 'payment',
  context: { payment: null, result: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { PAY: { target: 'creating', actions: 'takePayment' } } },
    creating: {
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => context.payment as PaymentRequest,
        onDone: [
          {
            guard: { type: 'isOrder', params: ({ event }) => ({ output: event.output }) },
            target: 'confirmed',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'isRedirect', params: ({ event }) => ({ output: event.output }) },
            target: 'redirecting',
            actions: { type: 'storeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: 'isThreeDs2', params: ({ event }) => ({ output: event.output }) },
            target: 'authenticating',
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
    failed: { on: { PAY: { target: 'creating', actions: 'takePayment' } } },
    confirmed: { type: 'final' },
    redirecting: { type: 'final' },
    authenticating: { type: 'final' },
  },
  output: ({ context }): PaymentOutput => {
    const method = context.payment?.method ?? '';
    const result = context.result;
    if (result?.kind === 'redirect') {
      return {
        kind: 'redirect',
        method,
        url: result.url,
        httpMethod: result.httpMethod,
        fields: result.fields,
      };
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
    createPayment: fromPromise<PaymentCreationResult, PaymentRequest>(({ input }) =>
      createPaymentWith(port, input),
    ),
  };
}
