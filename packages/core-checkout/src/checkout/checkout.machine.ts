import { notProvided } from '@atelier/core-catalogue';
import { assign, fromPromise, setup } from 'xstate';
import { failureParams, type CallFailure } from '../calls/call-failure.js';
import { CALL_TIMEOUT_MS, callStateFor } from '../calls/call-state.js';
import type { BillingAddress } from '../entities/billing-address.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import { paymentErrorReaction } from '../payment/payment-error-reaction.js';
import { classifyCheckoutPaymentError } from '../payment/checkout-payment-error.js';
import {
  addressVerificationDecision,
  type AddressVerification,
  type AddressVerificationDecision,
} from './address-verification.js';
import { autoFillAddress, fallbackMethodCode, standardMethodCode } from './auto-fill.js';
import { billingFromShipping } from './billing-from-shipping.js';
import type { DeliveryMode } from './checkout-bag.js';
import { guestCanResume } from './checkout-entry.js';
import {
  checkoutFillErrorReaction,
  classifyCheckoutError,
  type CheckoutRejection,
} from './checkout-fill-error.js';
import type {
  CheckoutContext,
  CheckoutData,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutput,
} from './checkout-machine-types.js';
import {
  billingStepContextOf,
  canAutoFillOf,
  entryOf,
  pickupPostalCodeOf,
  routeOf,
  shippingStepContextOf,
  stepsOf,
} from './checkout-selectors.js';
import { previousStep, type CheckoutStep } from './checkout-steps.js';
import { isShipFromStoreMethod } from './shipping-method-kind.js';
import {
  BILLING_STEP_ORDER,
  billingStepActions,
  SHIPPING_STEP_ORDER,
  shippingStepActions,
  type BillingStepAction,
  type ShippingStepAction,
} from './shipping-step-rules.js';

const MACHINE = 'checkoutMachine';
type Failure = CallFailure<CheckoutRejection>;
type Step = ShippingStepAction | BillingStepAction;
/** The step whose submission is running. */
type Submitted = 'shipping' | 'billing';
const callState = callStateFor<CheckoutContext, CheckoutEvent>();
const withFailure = failureParams(classifyCheckoutError);
const withVerification = ({ event }: { event: { output: AddressVerification } }) => ({
  decision: addressVerificationDecision(event.output),
});
const modal = (name: NonNullable<CheckoutContext['modal']>) =>
  ({ type: 'showModal', params: { modal: name } }) as const;
const rejectedAs = (p: { failure: Failure }, flag: keyof CheckoutRejection) =>
  p.failure.kind === 'rejected' && p.failure.reason[flag];
/** The submitted step's next action: every action state ends here, one action fewer. */
const NEXT = { target: 'next', actions: 'dropAction' } as const;
/** Routes to the state of the first remaining action (the actions name the states). */
const nextAction = (order: readonly Step[]) => [
  ...order
    .filter((step) => step !== 'markStepDone')
    .map((step) => ({ guard: { type: 'nextIs', params: { step } } as const, target: step })),
  // Every list ends with it, so nothing else is left.
  { target: 'markStepDone' },
];

/**
 * Saving shipping data failing (docs/product/checkout.md §10.2, §10.3): ship-from-store fallback,
 * invalid default, wrong address.
 */
const SAVE_FAILED = [
  {
    guard: { type: 'shipFromStoreUnavailable', params: withFailure },
    target: '#checkout.shipFromStoreFallback',
  },
  {
    guard: { type: 'invalidAddress', params: withFailure },
    target: '#checkout.shipping',
    actions: ['markDefaultAddressInvalid', modal('wrongAddress')],
  },
  { target: '#checkout.shipping', actions: modal('wrongAddress') },
] as const;

/**
 * docs/product/checkout.md §5.2, for the shipping or the billing address: what the verification
 * says.
 */
const verifyAddress = (step: Submitted) =>
  callState({
    src: 'validateAddress',
    input: ({ context }) => ({
      address: (step === 'shipping' ? context.pendingAddress : context.pendingBilling) as
        ShippingAddress | BillingAddress,
    }),
    onDone: [
      { guard: { type: 'acceptsAddress', params: withVerification }, ...NEXT },
      {
        guard: { type: 'usesSuggestion', params: withVerification },
        target: 'next',
        actions: [
          {
            type: 'useSuggestion',
            params: (args: Parameters<typeof withVerification>[0]) => ({
              ...withVerification(args),
              step,
            }),
          },
          'dropAction',
        ],
      },
      {
        guard: { type: 'offersSuggestions', params: withVerification },
        target: 'choosingSuggestion',
        actions: { type: 'offerSuggestions', params: withVerification },
      },
      { target: `#checkout.${step}`, actions: modal('wrongAddress') },
    ],
    onFailure: { target: `#checkout.${step}`, actions: modal('wrongAddress') },
  });

/** The address-suggestion modal; the flow waits for the shopper (docs/product/checkout.md §5.2). */
const choosingSuggestion = (step: Submitted) =>
  ({
    on: {
      CHOOSE_SUGGESTION: {
        target: 'next',
        actions: { type: 'takeChosenSuggestion', params: { step } },
      },
      DISMISS_MODAL: { target: `#checkout.${step}`, actions: 'dismissModal' },
    },
  }) as const;

/** A suggestion replaces the address being submitted: billing takes it in its own shape. */
const withSuggestion = (step: Submitted, address: ShippingAddress) =>
  step === 'shipping'
    ? { pendingAddress: address }
    : { pendingBilling: billingFromShipping(address) };

/**
 * The checkout (docs/product/checkout.md §1.1, §5; docs/product/checkout.md §4): entry redirects,
 * data load, routing of guests and logged users, auto-fill, the shipping and billing steps (the
 * actions shippingStepActions / billingStepActions list, one state each), payment to confirmation
 * and back navigation. Every back-end call is a named actor on a timeout; every decision is a pure
 * function of its own file.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  actors: {
    loadCheckoutData: fromPromise<CheckoutData, void>(notProvided(MACHINE, 'loadCheckoutData')),
    /** Sends the standard method and the chosen address to the bag. */
    autoFill: fromPromise<void, { address: ShippingAddress; method: string }>(
      notProvided(MACHINE, 'autoFill'),
    ),
    setGuestEmail: fromPromise<void, { email: string }>(notProvided(MACHINE, 'setGuestEmail')),
    setDeliveryMode: fromPromise<void, { method: string }>(notProvided(MACHINE, 'setDeliveryMode')),
    validateAddress: fromPromise<
      AddressVerification,
      { address: ShippingAddress | BillingAddress }
    >(notProvided(MACHINE, 'validateAddress')),
    updateAddress: fromPromise<void, { address: ShippingAddress }>(
      notProvided(MACHINE, 'updateAddress'),
    ),
    addAddress: fromPromise<void, { address: ShippingAddress }>(notProvided(MACHINE, 'addAddress')),
    setDeliveryAddress: fromPromise<void, { address: ShippingAddress; method: string }>(
      notProvided(MACHINE, 'setDeliveryAddress'),
    ),
    updateUserNationalId: fromPromise<void, { nationalId: string }>(
      notProvided(MACHINE, 'updateUserNationalId'),
    ),
    reloadDeliveryModes: fromPromise<DeliveryMode[], void>(
      notProvided(MACHINE, 'reloadDeliveryModes'),
    ),
    resendShippingData: fromPromise<void, { address: ShippingAddress; method: string }>(
      notProvided(MACHINE, 'resendShippingData'),
    ),
    resetDeliveryMode: fromPromise<void, { method: string }>(
      notProvided(MACHINE, 'resetDeliveryMode'),
    ),
    /**
     * The code of the order already placed for the cart (docs/product/payments.md §6.2 "already
     * created").
     */
    findOrder: fromPromise<string, { cartId: string }>(notProvided(MACHINE, 'findOrder')),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    entryIs: ({ context }, p: { to: ReturnType<typeof entryOf> }) => entryOf(context) === p.to,
    isGuest: ({ context }) => context.user === null,
    guestCanResume: ({ context }) =>
      guestCanResume({ isGuest: context.user === null, bagEmail: context.bag.email }),
    crossBorderManaged: ({ context }) => context.settings.crossBorderManaged,
    canAutoFill: ({ context }) => canAutoFillOf(context),
    routesToPayment: ({ context }) => routeOf(context) === 'payment',
    // The fill runs on the way to a step: an error heading to shipping has nowhere else to go.
    fillFailureGoesHome: ({ context }, p: { failure: Failure }) =>
      checkoutFillErrorReaction(
        rejectedAs(p, 'invalidAddress'),
        routeOf(context) === 'payment' ? 'payment' : 'shipping',
      ) === 'home',
    invalidAddress: (_, p: { failure: Failure }) => rejectedAs(p, 'invalidAddress'),
    shipFromStoreUnavailable: ({ context }, p: { failure: Failure }) =>
      isShipFromStoreMethod(context.shippingMethod) && rejectedAs(p, 'notAvailable'),
    nextIs: ({ context }, p: { step: Step }) => context.remaining[0] === p.step,
    acceptsAddress: (_, p: { decision: AddressVerificationDecision }) =>
      p.decision.kind === 'accept',
    usesSuggestion: (_, p: { decision: AddressVerificationDecision }) =>
      p.decision.kind === 'useSuggestion',
    offersSuggestions: (_, p: { decision: AddressVerificationDecision }) =>
      p.decision.kind === 'chooseSuggestion',
    needsBilling: ({ context }) => stepsOf(context).includes('billing'),
    backTo: ({ context }, p: { step: CheckoutStep; from: CheckoutStep }) =>
      previousStep(p.from, context) === p.step,
    paymentErrorGoesTo: ({ context, event }, p: { goTo: 'cart' | 'shipping' | 'confirmation' }) =>
      event.type === 'PAYMENT_FAILED' &&
      paymentErrorReaction(classifyCheckoutPaymentError(event.error), {
        isGuest: context.user === null,
      }).goTo === p.goTo,
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
    completeWithFoundOrder: assign((_, p: { orderCode: string }) => ({
      completed: true,
      orderCode: p.orderCode,
    })),
    redirectTo: assign((_, p: { to: 'cart' | 'home' | 'external' }) => ({ redirect: p.to })),
    takeCheckoutData: assign((_, p: { data: CheckoutData }) => p.data),
    takeAutoFill: assign(({ context }) => ({
      shippingAddress: autoFillAddress(context.addresses, pickupPostalCodeOf(context)),
      shippingMethod: standardMethodCode(context.deliveryModes),
    })),
    showModal: assign((_, p: { modal: CheckoutContext['modal'] }) => ({ modal: p.modal })),
    dismissModal: assign({ modal: null, suggestions: [] }),
    markDefaultAddressInvalid: assign(({ context: { user } }) => ({
      user: user === null ? null : { ...user, defaultAddressInvalid: true },
    })),
    markDefaultAddressValid: assign(({ context: { user } }) => ({
      user: user === null ? null : { ...user, defaultAddressInvalid: false },
    })),
    takeShippingSubmission: assign(({ context, event }) => {
      if (event.type !== 'SUBMIT_SHIPPING') return {};
      const submitted = {
        ...context,
        pendingAddress: event.address,
        shippingMethod: event.method,
        billingDiffers: event.billingDiffers,
        modal: null,
      };
      return { ...submitted, remaining: shippingStepActions(shippingStepContextOf(submitted)) };
    }),
    takeBillingSubmission: assign(({ context, event }) =>
      event.type === 'SUBMIT_BILLING'
        ? {
            pendingBilling: event.address,
            modal: null,
            remaining: billingStepActions(billingStepContextOf(context)),
          }
        : {},
    ),
    dropAction: assign(({ context }) => ({ remaining: context.remaining.slice(1) })),
    useSuggestion: assign((_, p: { decision: AddressVerificationDecision; step: Submitted }) =>
      p.decision.kind === 'useSuggestion' ? withSuggestion(p.step, p.decision.address) : {},
    ),
    offerSuggestions: assign((_, p: { decision: AddressVerificationDecision }) => ({
      suggestions: p.decision.kind === 'chooseSuggestion' ? p.decision.suggestions : [],
      modal: 'addressSuggestions' as const,
    })),
    takeChosenSuggestion: assign(({ context, event }, p: { step: Submitted }) =>
      event.type === 'CHOOSE_SUGGESTION'
        ? {
            ...withSuggestion(p.step, event.address),
            suggestions: [],
            modal: null,
            remaining: context.remaining.slice(1),
          }
        : {},
    ),
    commitShipping: assign(({ context }) => ({ shippingAddress: context.pendingAddress })),
    commitBilling: assign(({ context }) => ({ billingAddress: context.pendingBilling })),
    markStepDone: assign(({ context }, p: { step: CheckoutStep }) => ({
      stepsDone: context.stepsDone.includes(p.step)
        ? context.stepsDone
        : [...context.stepsDone, p.step],
    })),
    fallBackToFirstMethod: assign(({ context }, p: { modes: DeliveryMode[] | null }) => {
      const modes = p.modes ?? context.deliveryModes;
      return { deliveryModes: modes, shippingMethod: fallbackMethodCode(modes) ?? 'standard' };
    }),
    reactToPaymentError: assign(({ context, event }) => {
      if (event.type !== 'PAYMENT_FAILED') return {};
      const reaction = paymentErrorReaction(classifyCheckoutPaymentError(event.error), {
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
    remaining: [],
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
        ...(['cart', 'external'] as const).map((to) => ({
          guard: { type: 'entryIs', params: { to } } as const,
          target: 'redirected',
          actions: { type: 'redirectTo', params: { to } } as const,
        })),
        { guard: { type: 'entryIs', params: { to: 'register' } }, target: 'register' },
        { target: 'loading' },
      ],
    },
    loading: callState({
      src: 'loadCheckoutData',
      onDone: {
        target: 'routing',
        actions: {
          type: 'takeCheckoutData',
          params: ({ event }: { event: { output: CheckoutData } }) => ({ data: event.output }),
        },
      },
      onFailure: { target: 'loadError', actions: modal('checkoutDataError') },
    }),
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
    autoFilling: callState({
      src: 'autoFill',
      input: ({ context }) => ({
        address: context.shippingAddress as ShippingAddress,
        method: context.shippingMethod,
      }),
      onDone: [{ guard: 'routesToPayment', target: 'payment' }, { target: 'shipping' }],
      onFailure: [
        {
          guard: { type: 'invalidAddress', params: withFailure },
          target: 'shipping',
          actions: 'markDefaultAddressInvalid',
        },
        {
          guard: { type: 'fillFailureGoesHome', params: withFailure },
          target: 'redirected',
          actions: { type: 'redirectTo', params: { to: 'home' } },
        },
        { target: 'shipping' },
      ],
    }),
    register: {
      on: {
        GUEST_EMAIL: { target: 'savingGuestEmail', actions: 'dismissModal' },
        RESUME_GUEST: { guard: 'guestCanResume', target: 'shipping', actions: 'dismissModal' },
      },
    },
    savingGuestEmail: callState({
      src: 'setGuestEmail',
      input: ({ event }) => ({ email: event.type === 'GUEST_EMAIL' ? event.email : '' }),
      // On a cross-border site the e-mail is now linked: the provider's checkout takes over
      // (docs/product/checkout.md §2.2; ADR 0054).
      onDone: [
        {
          guard: 'crossBorderManaged',
          target: 'redirected',
          actions: { type: 'redirectTo', params: { to: 'external' } },
        },
        { target: 'shipping' },
      ],
      onFailure: { target: 'register', actions: modal('genericError') },
    }),
    shipping: {
      on: {
        SUBMIT_SHIPPING: { target: 'shippingSubmit', actions: 'takeShippingSubmission' },
        DISMISS_MODAL: { actions: 'dismissModal' },
      },
    },
    shippingSubmit: {
      initial: 'next',
      states: {
        next: {
          always: nextAction(SHIPPING_STEP_ORDER),
        },
        setDeliveryMode: callState({
          src: 'setDeliveryMode',
          input: ({ context }) => ({ method: context.shippingMethod }),
          onDone: NEXT,
          onFailure: SAVE_FAILED,
        }),
        verifyAddress: verifyAddress('shipping'),
        choosingSuggestion: choosingSuggestion('shipping'),
        updateInvalidDefaultAddress: callState({
          src: 'updateAddress',
          input: ({ context }) => ({ address: context.pendingAddress as ShippingAddress }),
          onDone: { target: 'next', actions: ['markDefaultAddressValid', 'dropAction'] },
          onFailure: SAVE_FAILED,
        }),
        saveAddress: callState({
          src: 'addAddress',
          input: ({ context }) => ({ address: context.pendingAddress as ShippingAddress }),
          onDone: NEXT,
          onFailure: SAVE_FAILED,
        }),
        setDeliveryAddress: callState({
          src: 'setDeliveryAddress',
          input: ({ context }) => ({
            address: context.pendingAddress as ShippingAddress,
            method: context.shippingMethod,
          }),
          onDone: { target: 'next', actions: ['commitShipping', 'dropAction'] },
          onFailure: SAVE_FAILED,
        }),
        updateNationalId: callState({
          src: 'updateUserNationalId',
          input: ({ context }) => ({ nationalId: context.pendingAddress?.nationalId ?? '' }),
          onDone: NEXT,
          onFailure: SAVE_FAILED,
        }),
        markStepDone: {
          entry: { type: 'markStepDone', params: { step: 'shipping' } },
          always: [
            { guard: 'needsBilling', target: '#checkout.billing' },
            { target: '#checkout.payment' },
          ],
        },
      },
    },
    shipFromStoreFallback: callState({
      src: 'reloadDeliveryModes',
      onDone: {
        target: 'shipping',
        actions: [
          {
            type: 'fallBackToFirstMethod',
            params: ({ event }: { event: { output: DeliveryMode[] } }) => ({
              modes: event.output,
            }),
          },
          modal('shipFromStoreNotAvailable'),
        ],
      },
      onFailure: {
        target: 'shipping',
        actions: [
          { type: 'fallBackToFirstMethod', params: { modes: null } },
          modal('shipFromStoreNotAvailable'),
        ],
      },
    }),
    billing: {
      on: {
        SUBMIT_BILLING: { target: 'billingSubmit', actions: 'takeBillingSubmission' },
        BACK: { target: 'shipping', actions: 'dismissModal' },
        DISMISS_MODAL: { actions: 'dismissModal' },
      },
    },
    billingSubmit: {
      initial: 'next',
      states: {
        next: {
          always: nextAction(BILLING_STEP_ORDER),
        },
        verifyAddress: verifyAddress('billing'),
        choosingSuggestion: choosingSuggestion('billing'),
        resendShippingData: callState({
          src: 'resendShippingData',
          input: ({ context }) => ({
            address: context.shippingAddress as ShippingAddress,
            method: context.shippingMethod,
          }),
          onDone: NEXT,
          onFailure: SAVE_FAILED,
        }),
        resetDeliveryMode: callState({
          src: 'resetDeliveryMode',
          input: ({ context }) => ({ method: context.shippingMethod }),
          onDone: NEXT,
          onFailure: { target: '#checkout.billing', actions: modal('wrongAddress') },
        }),
        markStepDone: {
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
            actions: 'reactToPaymentError',
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
        // Leaving the step closes its modal.
        BACK: [
          {
            guard: { type: 'backTo', params: { step: 'billing', from: 'payment' } },
            target: 'billing',
            actions: 'dismissModal',
          },
          { target: 'shipping', actions: 'dismissModal' },
        ],
        DISMISS_MODAL: { actions: 'dismissModal' },
      },
    },
    findingOrder: callState({
      src: 'findOrder',
      input: ({ context }) => ({ cartId: context.bag.cartId }),
      onDone: {
        target: 'confirmation',
        actions: {
          type: 'completeWithFoundOrder',
          params: ({ event }: { event: { output: string } }) => ({ orderCode: event.output }),
        },
      },
      onFailure: { target: 'payment', actions: modal('genericPaymentError') },
    }),
    confirmation: { type: 'final' },
    redirected: { type: 'final' },
  },
  output: ({ context }): CheckoutOutput =>
    context.redirect !== null && !context.completed
      ? { kind: 'redirect', to: context.redirect }
      : { kind: 'confirmation', orderCode: context.orderCode ?? '' },
});
