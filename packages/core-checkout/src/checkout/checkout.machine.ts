import { assign, fromPromise, setup } from 'xstate';
import type { BillingAddress } from '../entities/billing-address.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import { paymentErrorReaction } from '../payment/payment-error-reaction.js';
import { classifyPaymentError } from '../payment/payment-error.js';
import type { AddressVerification } from './address-verification.js';
import {
  autoFillAddress,
  fallbackMethodCode,
  needsAutoFill,
  standardMethodCode,
} from './auto-fill.js';
import { billingFromShipping } from './billing-from-shipping.js';
import type { DeliveryMode } from './checkout-bag.js';
import { readCheckoutData, readDeliveryModes } from './checkout-data.js';
import { checkoutFillErrorReaction, isInvalidAddressError } from './checkout-fill-error.js';
import type {
  CheckoutContext,
  CheckoutData,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutput,
} from './checkout-machine-types.js';
import {
  decisionOf,
  entryOf,
  isShipFromStoreUnavailable,
  pickupPostalCodeOf,
  routeOf,
  shippingStepContextOf,
  stepsOf,
} from './checkout-selectors.js';
import { previousStep, type CheckoutStep } from './checkout-steps.js';
import { isPickupMethod, isShipFromStoreMethod } from './shipping-method-kind.js';
import {
  shouldSaveAddress,
  shouldUpdateInvalidDefault,
  shouldUpdateNationalId,
  shouldVerifyAddress,
} from './shipping-step-rules.js';

const missing = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

type ErrorParams = { error: unknown };
type OutputParams = { output: unknown };
const withError = ({ event }: { event: { error: unknown } }): ErrorParams => ({
  error: event.error,
});
const withOutput = ({ event }: { event: { output: unknown } }): OutputParams => ({
  output: event.output,
});

/** Saving shipping data failing (spec 2, 8.2): ship-from-store fallback, invalid default, wrong address. */
const shippingSaveErrors = [
  {
    guard: { type: 'shipFromStoreUnavailable', params: withError },
    target: '#checkout.shipFromStoreFallback',
  },
  {
    guard: { type: 'invalidAddressError', params: withError },
    target: '#checkout.shipping',
    actions: [
      'markDefaultAddressInvalid',
      { type: 'showModal', params: { modal: 'wrongAddress' } },
    ],
  },
  {
    target: '#checkout.shipping',
    actions: { type: 'showModal', params: { modal: 'wrongAddress' } },
  },
] as const;

/**
 * The checkout (spec 2, sections 2 and 4.8; spec 3, section 4): entry redirects, data load,
 * routing of guests and logged users, auto-fill, the shipping step's seven actions, billing,
 * payment to confirmation and back navigation. Every back-end call is a named actor; every
 * decision is a pure function of its own file.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  actors: {
    loadCheckoutData: fromPromise<CheckoutData, void>(missing('loadCheckoutData')),
    /** Sends the standard method and the chosen address to the bag. */
    autoFill: fromPromise<void, { address: ShippingAddress; method: string }>(missing('autoFill')),
    setGuestEmail: fromPromise<void, { email: string }>(missing('setGuestEmail')),
    setDeliveryMode: fromPromise<void, { method: string }>(missing('setDeliveryMode')),
    validateAddress: fromPromise<AddressVerification, { address: ShippingAddress }>(
      missing('validateAddress'),
    ),
    updateAddress: fromPromise<void, { address: ShippingAddress }>(missing('updateAddress')),
    addAddress: fromPromise<void, { address: ShippingAddress }>(missing('addAddress')),
    setDeliveryAddress: fromPromise<void, { address: ShippingAddress; method: string }>(
      missing('setDeliveryAddress'),
    ),
    updateUserNationalId: fromPromise<void, { nationalId: string }>(
      missing('updateUserNationalId'),
    ),
    reloadDeliveryModes: fromPromise<DeliveryMode[], void>(missing('reloadDeliveryModes')),
    validateBillingAddress: fromPromise<AddressVerification, { address: BillingAddress }>(
      missing('validateBillingAddress'),
    ),
    resendShippingData: fromPromise<void, { address: ShippingAddress; method: string }>(
      missing('resendShippingData'),
    ),
    resetDeliveryMode: fromPromise<void, { method: string }>(missing('resetDeliveryMode')),
    /** The code of the order already placed for the cart (spec 2, 8.2 "already created"). */
    findOrder: fromPromise<string, { cartId: string }>(missing('findOrder')),
  },
  guards: {
    validCheckoutData: (_, p: OutputParams) => readCheckoutData(p.output) !== null,
    entryToCart: ({ context }) => entryOf(context) === 'cart',
    entryToExternal: ({ context }) => entryOf(context) === 'external',
    entryToRegister: ({ context }) => entryOf(context) === 'register',
    isGuest: ({ context }) => context.user === null,
    canAutoFill: ({ context }) =>
      needsAutoFill({
        isGuest: context.user === null,
        bagShippingAddress: context.shippingAddress,
      }) && autoFillAddress(context.addresses, pickupPostalCodeOf(context)) !== null,
    routesToPayment: ({ context }) => routeOf(context) === 'payment',
    fillErrorInvalidAddress: (_, p: ErrorParams) => isInvalidAddressError(p.error),
    // The fill runs on the way to a step: an error heading to shipping has nowhere else to go.
    fillErrorHome: ({ context }, p: ErrorParams) =>
      checkoutFillErrorReaction(
        p.error,
        routeOf(context) === 'payment' ? 'payment' : 'shipping',
      ) === 'home',
    shouldVerifyAddress: ({ context }) => shouldVerifyAddress(shippingStepContextOf(context)),
    shouldVerifyBilling: ({ context }) => context.settings.addressVerificationEnabled,
    shouldUpdateInvalidDefault: ({ context }) =>
      shouldUpdateInvalidDefault(shippingStepContextOf(context)),
    shouldSaveAddress: ({ context }) => shouldSaveAddress(shippingStepContextOf(context)),
    shouldUpdateNationalId: ({ context }) =>
      shouldUpdateNationalId(shippingStepContextOf(context)) &&
      (context.pendingAddress?.nationalId ?? '') !== '',
    addressAccepted: (_, p: OutputParams) => decisionOf(p.output).kind === 'accept',
    oneSuggestion: (_, p: OutputParams) => decisionOf(p.output).kind === 'useSuggestion',
    severalSuggestions: (_, p: OutputParams) => decisionOf(p.output).kind === 'chooseSuggestion',
    needsBilling: ({ context }) => stepsOf(context).includes('billing'),
    isShipFromStoreMethod: ({ context }) => isShipFromStoreMethod(context.shippingMethod),
    isPickupMethod: ({ context }) => isPickupMethod(context.shippingMethod),
    shipFromStoreUnavailable: ({ context }, p: ErrorParams) =>
      isShipFromStoreUnavailable(context, p.error),
    invalidAddressError: (_, p: ErrorParams) => isInvalidAddressError(p.error),
    foundOrder: (_, p: OutputParams) => typeof p.output === 'string' && p.output !== '',
    backTo: ({ context }, p: { step: CheckoutStep; from: CheckoutStep }) =>
      previousStep(p.from, {
        billingDiffers: context.billingDiffers,
        shippingMethod: context.shippingMethod,
      }) === p.step,
    paymentErrorGoesTo: ({ context, event }, p: { goTo: 'cart' | 'shipping' | 'confirmation' }) =>
      event.type === 'PAYMENT_FAILED' &&
      paymentErrorReaction(classifyPaymentError(event.error), { isGuest: context.user === null })
        .goTo === p.goTo,
  },
  actions: {
    resetCompleted: assign({ completed: false }),
    markCompleted: assign({
      completed: true,
      orderCode: ({ event }) =>
        event.type === 'PAYMENT_SUCCEEDED' || event.type === 'EXPRESS_COMPLETED'
          ? event.orderCode
          : null,
    }),
    completeWithFoundOrder: assign((_, p: OutputParams) => ({
      completed: true,
      orderCode: p.output as string,
    })),
    redirectTo: assign((_, p: { to: 'cart' | 'home' | 'external' }) => ({ redirect: p.to })),
    takeCheckoutData: assign((_, p: OutputParams) => readCheckoutData(p.output) ?? {}),
    takeAutoFill: assign(({ context }) => ({
      shippingAddress: autoFillAddress(context.addresses, pickupPostalCodeOf(context)),
      shippingMethod: standardMethodCode(context.deliveryModes),
    })),
    showModal: assign((_, p: { modal: CheckoutContext['modal'] }) => ({ modal: p.modal })),
    dismissModal: assign({ modal: null, suggestions: [] }),
    markDefaultAddressInvalid: assign(({ context }) => ({
      user: context.user === null ? null : { ...context.user, defaultAddressInvalid: true },
    })),
    markDefaultAddressValid: assign(({ context }) => ({
      user: context.user === null ? null : { ...context.user, defaultAddressInvalid: false },
    })),
    takeShippingSubmission: assign(({ event }) =>
      event.type === 'SUBMIT_SHIPPING'
        ? {
            pendingAddress: event.address,
            shippingMethod: event.method,
            billingDiffers: event.billingDiffers,
            modal: null,
          }
        : {},
    ),
    useOnlySuggestion: assign((_, p: OutputParams) => {
      const decision = decisionOf(p.output);
      return decision.kind === 'useSuggestion' ? { pendingAddress: decision.address } : {};
    }),
    offerSuggestions: assign((_, p: OutputParams) => {
      const decision = decisionOf(p.output);
      return {
        suggestions: decision.kind === 'chooseSuggestion' ? decision.suggestions : [],
        modal: 'addressSuggestions' as const,
      };
    }),
    takeChosenSuggestion: assign(({ event }) =>
      event.type === 'CHOOSE_SUGGESTION'
        ? { pendingAddress: event.address, suggestions: [], modal: null }
        : {},
    ),
    takeChosenBillingSuggestion: assign(({ event }) =>
      event.type === 'CHOOSE_SUGGESTION'
        ? { pendingBilling: billingFromShipping(event.address), suggestions: [], modal: null }
        : {},
    ),
    useOnlyBillingSuggestion: assign((_, p: OutputParams) => {
      const decision = decisionOf(p.output);
      return decision.kind === 'useSuggestion'
        ? { pendingBilling: billingFromShipping(decision.address) }
        : {};
    }),
    commitShipping: assign(({ context }) => ({ shippingAddress: context.pendingAddress })),
    markStepDone: assign(({ context }, p: { step: CheckoutStep }) => ({
      stepsDone: context.stepsDone.includes(p.step)
        ? context.stepsDone
        : [...context.stepsDone, p.step],
    })),
    takeBillingSubmission: assign(({ event }) =>
      event.type === 'SUBMIT_BILLING' ? { pendingBilling: event.address, modal: null } : {},
    ),
    commitBilling: assign(({ context }) => ({ billingAddress: context.pendingBilling })),
    fallBackToFirstMethod: assign(({ context }, p: OutputParams) => {
      const modes = readDeliveryModes(p.output) ?? context.deliveryModes;
      return { deliveryModes: modes, shippingMethod: fallbackMethodCode(modes) ?? 'standard' };
    }),
    reactToPaymentError: assign(({ context, event }) => {
      if (event.type !== 'PAYMENT_FAILED') return {};
      const reaction = paymentErrorReaction(classifyPaymentError(event.error), {
        isGuest: context.user === null,
      });
      return {
        modal: reaction.modal,
        engravingsUnavailable: context.engravingsUnavailable || reaction.markEngravingsUnavailable,
        ...(reaction.resetShippingMethod
          ? { shippingMethod: standardMethodCode(context.deliveryModes) }
          : {}),
      };
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    completed: false,
    addresses: [],
    countries: [],
    deliveryModes: input.bag.shippingMethods,
    shippingMethod: input.bag.shippingMethod ?? 'standard',
    billingDiffers: false,
    shippingAddress: input.bag.shippingAddress,
    billingAddress: input.bag.billingAddress,
    pendingAddress: null,
    pendingBilling: null,
    suggestions: [],
    stepsDone: [],
    modal: null,
    redirect: null,
    orderCode: null,
    engravingsUnavailable: false,
  }),
  initial: 'entering',
  on: {
    EXPRESS_COMPLETED: { target: '.confirmation', actions: 'markCompleted' },
  },
  states: {
    entering: {
      entry: 'resetCompleted',
      always: [
        {
          guard: 'entryToCart',
          target: 'redirected',
          actions: { type: 'redirectTo', params: { to: 'cart' } },
        },
        {
          guard: 'entryToExternal',
          target: 'redirected',
          actions: { type: 'redirectTo', params: { to: 'external' } },
        },
        { guard: 'entryToRegister', target: 'register' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadCheckoutData',
        src: 'loadCheckoutData',
        onDone: [
          {
            guard: { type: 'validCheckoutData', params: withOutput },
            target: 'routing',
            actions: { type: 'takeCheckoutData', params: withOutput },
          },
          {
            target: 'loadError',
            actions: { type: 'showModal', params: { modal: 'checkoutDataError' } },
          },
        ],
        onError: {
          target: 'loadError',
          actions: { type: 'showModal', params: { modal: 'checkoutDataError' } },
        },
      },
    },
    loadError: {
      on: { RETRY: { target: 'loading', actions: 'dismissModal' } },
    },
    routing: {
      always: [
        { guard: 'isGuest', target: 'register' },
        { guard: 'canAutoFill', target: 'autoFilling', actions: 'takeAutoFill' },
        { guard: 'routesToPayment', target: 'payment' },
        { target: 'shipping' },
      ],
    },
    autoFilling: {
      invoke: {
        id: 'autoFill',
        src: 'autoFill',
        input: ({ context }) => ({
          address: context.shippingAddress as ShippingAddress,
          method: context.shippingMethod,
        }),
        onDone: [{ guard: 'routesToPayment', target: 'payment' }, { target: 'shipping' }],
        onError: [
          {
            guard: { type: 'fillErrorInvalidAddress', params: withError },
            target: 'shipping',
            actions: 'markDefaultAddressInvalid',
          },
          {
            guard: { type: 'fillErrorHome', params: withError },
            target: 'redirected',
            actions: { type: 'redirectTo', params: { to: 'home' } },
          },
          { target: 'shipping' },
        ],
      },
    },
    register: {
      on: { GUEST_EMAIL: 'savingGuestEmail' },
    },
    savingGuestEmail: {
      invoke: {
        id: 'setGuestEmail',
        src: 'setGuestEmail',
        input: ({ event }) => ({ email: event.type === 'GUEST_EMAIL' ? event.email : '' }),
        onDone: 'shipping',
        onError: {
          target: 'register',
          actions: { type: 'showModal', params: { modal: 'genericError' } },
        },
      },
    },
    shipping: {
      on: {
        SUBMIT_SHIPPING: { target: 'shippingSubmit', actions: 'takeShippingSubmission' },
        DISMISS_MODAL: { actions: 'dismissModal' },
      },
    },
    shippingSubmit: {
      initial: 'settingMethod',
      states: {
        settingMethod: {
          invoke: {
            id: 'setDeliveryMode',
            src: 'setDeliveryMode',
            input: ({ context }) => ({ method: context.shippingMethod }),
            onDone: 'verifyCheck',
            onError: shippingSaveErrors,
          },
        },
        verifyCheck: {
          always: [
            { guard: 'shouldVerifyAddress', target: 'verifying' },
            { target: 'invalidDefaultCheck' },
          ],
        },
        verifying: {
          invoke: {
            id: 'validateAddress',
            src: 'validateAddress',
            input: ({ context }) => ({ address: context.pendingAddress as ShippingAddress }),
            onDone: [
              {
                guard: { type: 'addressAccepted', params: withOutput },
                target: 'invalidDefaultCheck',
              },
              {
                guard: { type: 'oneSuggestion', params: withOutput },
                target: 'invalidDefaultCheck',
                actions: { type: 'useOnlySuggestion', params: withOutput },
              },
              {
                guard: { type: 'severalSuggestions', params: withOutput },
                target: 'choosingSuggestion',
                actions: { type: 'offerSuggestions', params: withOutput },
              },
              {
                target: '#checkout.shipping',
                actions: { type: 'showModal', params: { modal: 'wrongAddress' } },
              },
            ],
            onError: {
              target: '#checkout.shipping',
              actions: { type: 'showModal', params: { modal: 'wrongAddress' } },
            },
          },
        },
        choosingSuggestion: {
          on: {
            CHOOSE_SUGGESTION: { target: 'invalidDefaultCheck', actions: 'takeChosenSuggestion' },
            DISMISS_MODAL: { target: '#checkout.shipping', actions: 'dismissModal' },
          },
        },
        invalidDefaultCheck: {
          always: [
            { guard: 'shouldUpdateInvalidDefault', target: 'updatingDefault' },
            { target: 'saveCheck' },
          ],
        },
        updatingDefault: {
          invoke: {
            id: 'updateAddress',
            src: 'updateAddress',
            input: ({ context }) => ({ address: context.pendingAddress as ShippingAddress }),
            onDone: { target: 'saveCheck', actions: 'markDefaultAddressValid' },
            onError: shippingSaveErrors,
          },
        },
        saveCheck: {
          always: [
            { guard: 'shouldSaveAddress', target: 'savingAddress' },
            { target: 'sendingToBag' },
          ],
        },
        savingAddress: {
          invoke: {
            id: 'addAddress',
            src: 'addAddress',
            input: ({ context }) => ({ address: context.pendingAddress as ShippingAddress }),
            onDone: 'sendingToBag',
            onError: shippingSaveErrors,
          },
        },
        sendingToBag: {
          invoke: {
            id: 'setDeliveryAddress',
            src: 'setDeliveryAddress',
            input: ({ context }) => ({
              address: context.pendingAddress as ShippingAddress,
              method: context.shippingMethod,
            }),
            onDone: { target: 'nationalIdCheck', actions: 'commitShipping' },
            onError: shippingSaveErrors,
          },
        },
        nationalIdCheck: {
          always: [
            { guard: 'shouldUpdateNationalId', target: 'updatingNationalId' },
            { target: 'stepDone' },
          ],
        },
        updatingNationalId: {
          invoke: {
            id: 'updateUserNationalId',
            src: 'updateUserNationalId',
            input: ({ context }) => ({ nationalId: context.pendingAddress?.nationalId ?? '' }),
            onDone: 'stepDone',
            onError: shippingSaveErrors,
          },
        },
        stepDone: {
          entry: { type: 'markStepDone', params: { step: 'shipping' } },
          always: [
            { guard: 'needsBilling', target: '#checkout.billing' },
            { target: '#checkout.payment' },
          ],
        },
      },
    },
    shipFromStoreFallback: {
      invoke: {
        id: 'reloadDeliveryModes',
        src: 'reloadDeliveryModes',
        onDone: {
          target: 'shipping',
          actions: [
            { type: 'fallBackToFirstMethod', params: withOutput },
            { type: 'showModal', params: { modal: 'shipFromStoreNotAvailable' } },
          ],
        },
        onError: {
          target: 'shipping',
          actions: { type: 'showModal', params: { modal: 'shipFromStoreNotAvailable' } },
        },
      },
    },
    billing: {
      on: {
        SUBMIT_BILLING: { target: 'billingSubmit', actions: 'takeBillingSubmission' },
        BACK: 'shipping',
        DISMISS_MODAL: { actions: 'dismissModal' },
      },
    },
    billingSubmit: {
      initial: 'verifyCheck',
      states: {
        verifyCheck: {
          always: [
            { guard: 'shouldVerifyBilling', target: 'verifying' },
            { target: 'resendCheck' },
          ],
        },
        verifying: {
          invoke: {
            id: 'validateBillingAddress',
            src: 'validateBillingAddress',
            input: ({ context }) => ({ address: context.pendingBilling as BillingAddress }),
            onDone: [
              { guard: { type: 'addressAccepted', params: withOutput }, target: 'resendCheck' },
              {
                guard: { type: 'oneSuggestion', params: withOutput },
                target: 'resendCheck',
                actions: { type: 'useOnlyBillingSuggestion', params: withOutput },
              },
              {
                guard: { type: 'severalSuggestions', params: withOutput },
                target: 'choosingSuggestion',
                actions: { type: 'offerSuggestions', params: withOutput },
              },
              {
                target: '#checkout.billing',
                actions: { type: 'showModal', params: { modal: 'wrongAddress' } },
              },
            ],
            onError: {
              target: '#checkout.billing',
              actions: { type: 'showModal', params: { modal: 'wrongAddress' } },
            },
          },
        },
        choosingSuggestion: {
          on: {
            CHOOSE_SUGGESTION: { target: 'resendCheck', actions: 'takeChosenBillingSuggestion' },
            DISMISS_MODAL: { target: '#checkout.billing', actions: 'dismissModal' },
          },
        },
        resendCheck: {
          always: [
            { guard: 'isShipFromStoreMethod', target: 'resendingShipping' },
            { guard: 'isPickupMethod', target: 'resettingMethod' },
            { target: 'stepDone' },
          ],
        },
        resendingShipping: {
          invoke: {
            id: 'resendShippingData',
            src: 'resendShippingData',
            input: ({ context }) => ({
              address: context.shippingAddress as ShippingAddress,
              method: context.shippingMethod,
            }),
            onDone: 'stepDone',
            onError: shippingSaveErrors,
          },
        },
        resettingMethod: {
          invoke: {
            id: 'resetDeliveryMode',
            src: 'resetDeliveryMode',
            input: ({ context }) => ({ method: context.shippingMethod }),
            onDone: 'stepDone',
            onError: {
              target: '#checkout.billing',
              actions: { type: 'showModal', params: { modal: 'wrongAddress' } },
            },
          },
        },
        stepDone: {
          entry: ['commitBilling', { type: 'markStepDone', params: { step: 'billing' } }],
          always: '#checkout.payment',
        },
      },
    },
    payment: {
      on: {
        PAYMENT_SUCCEEDED: { target: 'confirmation', actions: 'markCompleted' },
        PAYMENT_FAILED: [
          {
            guard: { type: 'paymentErrorGoesTo', params: { goTo: 'confirmation' } },
            target: 'findingOrder',
          },
          {
            guard: { type: 'paymentErrorGoesTo', params: { goTo: 'cart' } },
            target: 'redirected',
            actions: ['reactToPaymentError', { type: 'redirectTo', params: { to: 'cart' } }],
          },
          {
            guard: { type: 'paymentErrorGoesTo', params: { goTo: 'shipping' } },
            target: 'shipping',
            actions: 'reactToPaymentError',
          },
          { actions: 'reactToPaymentError' },
        ],
        BACK: [
          {
            guard: { type: 'backTo', params: { step: 'billing', from: 'payment' } },
            target: 'billing',
          },
          { target: 'shipping' },
        ],
        DISMISS_MODAL: { actions: 'dismissModal' },
      },
    },
    findingOrder: {
      invoke: {
        id: 'findOrder',
        src: 'findOrder',
        input: ({ context }) => ({ cartId: context.bag.cartId }),
        onDone: [
          {
            guard: { type: 'foundOrder', params: withOutput },
            target: 'confirmation',
            actions: { type: 'completeWithFoundOrder', params: withOutput },
          },
          {
            target: 'payment',
            actions: { type: 'showModal', params: { modal: 'genericPaymentError' } },
          },
        ],
        onError: {
          target: 'payment',
          actions: { type: 'showModal', params: { modal: 'genericPaymentError' } },
        },
      },
    },
    confirmation: { type: 'final' },
    redirected: { type: 'final' },
  },
  output: ({ context }): CheckoutOutput =>
    context.redirect !== null && !context.completed
      ? { kind: 'redirect', to: context.redirect }
      : { kind: 'confirmation', orderCode: context.orderCode ?? '' },
});
