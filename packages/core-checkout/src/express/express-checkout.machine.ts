import { assign, fromPromise, setup } from 'xstate';
import type { BillingAddress } from '../entities/billing-address.js';
import type { Purchaser } from '../entities/purchaser.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import type { PaymentCreationResult } from '../payment/payment-creation-result.js';
import { readCreationResult } from '../payment/read-creation-result.js';
import { expressErrorModal, type ExpressErrorModal } from './express-error-modal.js';
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

const missing = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * Express checkout (spec 2, 4.10): wallet data to shipping and billing, guest login, shipping
 * address and guest data on the bag, then pay. Failures end in the express error modal that
 * names the method.
 */
export const expressCheckoutMachine = setup({
  types: {
    context: {} as ExpressCheckoutContext,
    input: {} as ExpressCheckoutInput,
    output: {} as ExpressCheckoutOutput,
  },
  actors: {
    loginAsGuest: fromPromise<void, { email: string }>(missing('loginAsGuest')),
    setShippingAddress: fromPromise<void, { address: ShippingAddress }>(
      missing('setShippingAddress'),
    ),
    setGuestData: fromPromise<void, { purchaser: Purchaser }>(missing('setGuestData')),
    pay: fromPromise<PaymentCreationResult, ExpressPayInput>(missing('pay')),
  },
  guards: {
    walletUnusable: ({ context }) => !walletToAddresses(context.contact, context).ok,
    isGuest: ({ context }) => context.isGuest,
    paidWithOrderOrRedirect: (_, p: { output: unknown }) => {
      const kind = readCreationResult(p.output)?.kind;
      return kind === 'order' || kind === 'redirect';
    },
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
    takeResult: assign({ result: (_, p: { output: unknown }) => readCreationResult(p.output) }),
    fail: assign(({ context }, p: { error: unknown }) => ({
      error: expressErrorModal(context.method, p.error),
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
    loggingIn: {
      invoke: {
        id: 'loginAsGuest',
        src: 'loginAsGuest',
        input: ({ context }) => ({ email: context.purchaser?.email ?? '' }),
        onDone: 'settingAddress',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settingAddress: {
      invoke: {
        id: 'setShippingAddress',
        src: 'setShippingAddress',
        input: ({ context }) => ({ address: context.shipping as ShippingAddress }),
        onDone: 'settingGuestData',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settingGuestData: {
      invoke: {
        id: 'setGuestData',
        src: 'setGuestData',
        input: ({ context }) => ({ purchaser: context.purchaser as Purchaser }),
        onDone: 'paying',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    paying: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({
          method: context.method,
          shipping: context.shipping as ShippingAddress,
          billing: context.billing as BillingAddress,
        }),
        onDone: [
          {
            guard: {
              type: 'paidWithOrderOrRedirect',
              params: ({ event }) => ({ output: event.output }),
            },
            target: 'done',
            actions: { type: 'takeResult', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'failed',
            actions: {
              type: 'fail',
              params: () => ({ error: new Error('Unexpected payment answer') }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }): ExpressCheckoutOutput => {
    const result = context.result;
    if (context.error !== null || result === null) {
      return { kind: 'error', modal: context.error ?? expressErrorModal(context.method, null) };
    }
    if (result.kind === 'redirect') {
      return {
        kind: 'redirect',
        url: result.url,
        httpMethod: result.httpMethod,
        fields: result.fields,
      };
    }
    return {
      kind: 'order',
      orderCode: result.kind === 'order' ? result.orderCode : '',
      isExpress: true,
    };
  },
});
