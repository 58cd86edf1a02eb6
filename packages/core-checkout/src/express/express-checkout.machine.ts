import { notProvided } from '@atelier/core-catalogue';
import { assign, fromPromise, setup } from 'xstate';
import { failureParams, type CallFailure } from '../calls/call-failure.js';
import { CALL_TIMEOUT_MS, callStateFor } from '../calls/call-state.js';
import type { BillingAddress } from '../entities/billing-address.js';
import type { Purchaser } from '../entities/purchaser.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import type { PaymentCreationResult } from '../payment/payment-creation-result.js';
import {
  expressErrorDetails,
  expressErrorModal,
  expressFailureModal,
  type ExpressErrorDetails,
  type ExpressErrorModal,
} from './express-error-modal.js';
import {
  walletToAddresses,
  type WalletAddressContext,
  type WalletContact,
} from './wallet-address.js';

export interface ExpressCheckoutInput extends WalletAddressContext {
  /** The wallet the shopper paid with, named in the error modal. */
  method: string;
  contact: WalletContact;
  isGuest: boolean;
}

export interface ExpressCheckoutContext extends ExpressCheckoutInput {
  shipping: ShippingAddress | null;
  billing: BillingAddress | null;
  purchaser: Purchaser | null;
  result: PaymentCreationResult | null;
  error: ExpressErrorModal | null;
}

export interface ExpressPayInput {
  method: string;
  shipping: ShippingAddress;
  billing: BillingAddress;
}

export type ExpressCheckoutOutput =
  | { kind: 'order'; orderCode: string; isExpress: true }
  | { kind: 'redirect'; url: string; httpMethod: 'GET' | 'POST'; fields: Record<string, string> }
  | { kind: 'error'; modal: ExpressErrorModal };

const MACHINE = 'expressCheckoutMachine';
const callState = callStateFor<ExpressCheckoutContext>();
const FAILED = {
  target: 'failed',
  actions: { type: 'fail', params: failureParams(expressErrorDetails) },
} as const;
const withAnswer = ({ event }: { event: { output: PaymentCreationResult } }) => ({
  answer: event.output,
});

/**
 * Express checkout (docs/product/payments.md §5.1): wallet data to shipping and billing, guest
 * login, shipping address and guest data on the bag, then pay. Failures end in the express error
 * modal that names the method.
 */
export const expressCheckoutMachine = setup({
  types: {
    context: {} as ExpressCheckoutContext,
    input: {} as ExpressCheckoutInput,
    output: {} as ExpressCheckoutOutput,
  },
  actors: {
    loginAsGuest: fromPromise<void, { email: string }>(notProvided(MACHINE, 'loginAsGuest')),
    setShippingAddress: fromPromise<void, { address: ShippingAddress }>(
      notProvided(MACHINE, 'setShippingAddress'),
    ),
    setGuestData: fromPromise<void, { purchaser: Purchaser }>(notProvided(MACHINE, 'setGuestData')),
    pay: fromPromise<PaymentCreationResult, ExpressPayInput>(notProvided(MACHINE, 'pay')),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    walletUnusable: ({ context }) => !walletToAddresses(context.contact, context).ok,
    isGuest: ({ context }) => context.isGuest,
    orderOrRedirect: (_, p: { answer: PaymentCreationResult }) =>
      p.answer.kind === 'order' || p.answer.kind === 'redirect',
  },
  actions: {
    takeWalletAddresses: assign(({ context }) => {
      const result = walletToAddresses(context.contact, context);
      return result.ok
        ? { shipping: result.shipping, billing: result.billing, purchaser: result.purchaser }
        : {};
    }),
    rejectWallet: assign(({ context }) => ({
      error: expressErrorModal(context.method, new Error('cityOrRegion')),
    })),
    takeResult: assign((_, p: { answer: PaymentCreationResult }) => ({ result: p.answer })),
    refuseAnswer: assign(({ context }) => ({
      error: expressErrorModal(context.method, new Error('Unexpected payment answer')),
    })),
    fail: assign(({ context }, p: { failure: CallFailure<ExpressErrorDetails> }) => ({
      error: expressFailureModal(context.method, p.failure),
    })),
  },
}).createMachine({
  id: 'expressCheckout',
  context: ({ input }) => ({
    ...input,
    shipping: null,
    billing: null,
    purchaser: null,
    result: null,
    error: null,
  }),
  initial: 'mapping',
  states: {
    mapping: {
      always: [
        { guard: 'walletUnusable', target: 'failed', actions: 'rejectWallet' },
        { guard: 'isGuest', target: 'loggingIn', actions: 'takeWalletAddresses' },
        { target: 'settingAddress', actions: 'takeWalletAddresses' },
      ],
    },
    loggingIn: callState({
      src: 'loginAsGuest',
      input: ({ context }) => ({ email: context.purchaser?.email ?? '' }),
      onDone: 'settingAddress',
      onFailure: FAILED,
    }),
    settingAddress: callState({
      src: 'setShippingAddress',
      input: ({ context }) => ({ address: context.shipping as ShippingAddress }),
      onDone: 'settingGuestData',
      onFailure: FAILED,
    }),
    settingGuestData: callState({
      src: 'setGuestData',
      input: ({ context }) => ({ purchaser: context.purchaser as Purchaser }),
      onDone: 'paying',
      onFailure: FAILED,
    }),
    paying: callState({
      src: 'pay',
      input: ({ context }) => ({
        method: context.method,
        shipping: context.shipping as ShippingAddress,
        billing: context.billing as BillingAddress,
      }),
      onDone: [
        {
          guard: { type: 'orderOrRedirect', params: withAnswer },
          target: 'done',
          actions: { type: 'takeResult', params: withAnswer },
        },
        { target: 'failed', actions: 'refuseAnswer' },
      ],
      onFailure: FAILED,
    }),
    done: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context: { result, error, method } }): ExpressCheckoutOutput => {
    if (error !== null || result === null) {
      return { kind: 'error', modal: error ?? expressErrorModal(method, null) };
    }
    if (result.kind === 'redirect') {
      const { url, httpMethod, fields } = result;
      return { kind: 'redirect', url, httpMethod, fields };
    }
    return {
      kind: 'order',
      orderCode: result.kind === 'order' ? result.orderCode : '',
      isExpress: true,
    };
  },
});
