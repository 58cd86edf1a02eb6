// An oracle for the checkout machine's model-based tests, written from
// docs/product/checkout.md §1.1, §5; docs/product/payments.md §6.2 and docs/product/checkout.md §4
// apart from the machine: it reads the events of a path (the shopper's, and each back-end call's
// answer) and says what the shopper must see after them. It shares no code with the machine or its
// rules; its only knowledge of the machine is the names of the calls (the actors) and the typed
// failure they reject with.
import type { AnyMachineSnapshot } from 'xstate';
import { CallFailed } from '../src/calls/call-failure.js';
import type { CheckoutInput } from '../src/checkout/checkout-machine-types.js';
import type { ModelEvent } from '@atelier/core-catalogue/testing';

export type Screen =
  | 'busy'
  | 'loadError'
  | 'register'
  | 'shipping'
  | 'billing'
  | 'payment'
  | 'confirmation'
  | 'cart'
  | 'home'
  | 'external';

export interface ShopperView {
  screen: Screen;
  modal: string | null;
  /** The shipping method the form shows. */
  method: string;
  orderCode: string | null;
}

/** What the shopper sees of a snapshot of the machine. */
export function shopperView(snapshot: AnyMachineSnapshot): ShopperView {
  const context = snapshot.context as {
    modal: string | null;
    shippingMethod: string;
    orderCode: string | null;
  };
  const base = { method: context.shippingMethod, orderCode: null };
  if (snapshot.status === 'done') {
    const output = snapshot.output as { kind: string; to?: Screen; orderCode?: string };
    return output.kind === 'confirmation'
      ? { ...base, screen: 'confirmation', modal: null, orderCode: output.orderCode ?? null }
      : { ...base, screen: output.to as Screen, modal: null };
  }
  const value = snapshot.value as string | Record<string, string>;
  const modal = context.modal;
  if (typeof value === 'string') {
    const resting = ['loadError', 'register', 'shipping', 'billing', 'payment'];
    return { ...base, screen: resting.includes(value) ? (value as Screen) : 'busy', modal };
  }
  const [step, inner] = Object.entries(value)[0] ?? ['', ''];
  if (inner === 'choosingSuggestion') {
    return { ...base, screen: step === 'billingSubmit' ? 'billing' : 'shipping', modal };
  }
  return { ...base, screen: 'busy', modal };
}

const PICKUP = new Set(['pickup', 'pickup_2h', 'externalpickup']);
const SHIP_FROM_STORE = new Set(['sdd', 'pickup_2h']);
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const TIMEOUT = 'xstate.after.callTimeout.';

type Modes = readonly { code: string; available?: boolean | undefined }[];

interface Submitted {
  address: { nationalId?: string; saveForFutureOrders?: boolean };
  method: string;
  billingDiffers: boolean;
}

/** The spec's checkout, step by step. Throws when the machine calls what the spec does not. */
export class CheckoutOracle {
  private view: ShopperView;
  private pending: string | null = null;
  private calls: string[] = [];
  /** Where a failed or refused address verification sends the shopper back to. */
  private submitting: 'shipping' | 'billing' = 'shipping';
  private submitted: Submitted | null = null;
  private addresses = 0;
  private modes: Modes;
  private defaultInvalid: boolean;
  private readonly final = () =>
    ['confirmation', 'cart', 'home', 'external'].includes(this.view.screen);

  constructor(private readonly input: CheckoutInput) {
    this.defaultInvalid = input.user?.defaultAddressInvalid ?? false;
    this.modes = input.bag.shippingMethods;
    const method = input.bag.shippingMethod ?? 'standard';
    this.view = { screen: 'busy', modal: null, method, orderCode: null };
    const { bag, settings, user, hasLinkedEmail } = input;
    const emptyBag =
      bag.products.length === 0 && !input.noStockModalPending && input.paymentMethod !== 'addi';
    if (emptyBag) this.show('cart');
    else if (settings.crossBorderManaged && hasLinkedEmail) this.show('external');
    else if (settings.crossBorderManaged && user === null) this.show('register');
    else this.call('loadCheckoutData');
  }

  get current(): ShopperView {
    return this.view;
  }

  apply(event: ModelEvent): void {
    if (event.type === 'xstate.init' || this.final()) return;
    if (event.type.startsWith(DONE))
      return this.answered(event.type.slice(DONE.length), event.output);
    if (event.type.startsWith(ERROR))
      return this.failed(event.type.slice(ERROR.length), event.error);
    if (event.type.startsWith(TIMEOUT)) return this.failed(this.pending ?? '?', null);
    this.shopper(event);
  }

  private show(screen: Screen, modal: string | null = null) {
    this.view = { ...this.view, screen, modal };
    this.pending = null;
  }

  private call(name: string) {
    this.view = { ...this.view, screen: 'busy' };
    this.pending = name;
  }

  private expect(name: string) {
    if (this.pending !== name) {
      throw new Error(
        `the machine answered ${name} while the spec waits for ${String(this.pending)}`,
      );
    }
  }

  private isLogged() {
    return this.input.user !== null;
  }

  private needsBilling() {
    const s = this.submitted;
    return s !== null && (s.billingDiffers || PICKUP.has(s.method));
  }

  private shopper(event: ModelEvent) {
    const screen = this.view.screen;
    const choosing = this.pending === 'choosing';
    if (event.type === 'EXPRESS_COMPLETED') {
      this.view = { ...this.view, orderCode: event['orderCode'] as string };
      return this.show('confirmation');
    }
    if (screen === 'busy' && !choosing) return;
    if (choosing) {
      if (event.type === 'CHOOSE_SUGGESTION') {
        this.view = { ...this.view, modal: null };
        return this.nextCall();
      }
      if (event.type === 'DISMISS_MODAL') return this.show(this.submitting);
      return;
    }
    switch (`${screen}:${event.type}`) {
      case 'loadError:RETRY':
        this.view = { ...this.view, modal: null };
        return this.call('loadCheckoutData');
      case 'register:GUEST_EMAIL':
        this.view = { ...this.view, modal: null };
        return this.call('setGuestEmail');
      case 'register:RESUME_GUEST':
        // docs/product/checkout.md §2.5: only a guest whose bag holds an e-mail; no call.
        if (this.input.user !== null || !this.input.bag.email?.trim()) return;
        return this.show('shipping');
      case 'shipping:SUBMIT_SHIPPING':
        return this.submitShipping(event as unknown as Submitted);
      case 'billing:SUBMIT_BILLING':
        return this.submitBilling();
      case 'billing:BACK':
        return this.show('shipping');
      case 'payment:BACK':
        return this.show(this.needsBilling() ? 'billing' : 'shipping');
      case 'payment:PAYMENT_SUCCEEDED':
        this.view = { ...this.view, orderCode: event['orderCode'] as string };
        return this.show('confirmation');
      case 'payment:PAYMENT_FAILED':
        return this.paymentFailed(JSON.stringify(event['error']).toLowerCase());
      case 'shipping:DISMISS_MODAL':
      case 'billing:DISMISS_MODAL':
      case 'payment:DISMISS_MODAL':
        this.view = { ...this.view, modal: null };
        return;
      default:
        return;
    }
  }

  /**
   * docs/product/checkout.md §5.1 shipping step: the calls in their order, each only when it
   * applies.
   */
  private submitShipping(event: Submitted) {
    const { settings } = this.input;
    const logged = this.isLogged();
    this.submitted = event;
    this.submitting = 'shipping';
    this.view = { ...this.view, method: event.method, modal: null };
    this.calls = ['setDeliveryMode'];
    if (settings.addressVerificationEnabled && !PICKUP.has(event.method)) {
      this.calls.push('validateAddress');
    }
    if (logged && this.defaultInvalid) this.calls.push('updateAddress');
    if (logged && this.addresses === 0 && event.address.saveForFutureOrders !== false) {
      this.calls.push('addAddress');
    }
    this.calls.push('setDeliveryAddress');
    const nationalId = event.address.nationalId ?? '';
    if (
      settings.nationalIdAsked &&
      logged &&
      !this.input.user?.hasNationalId &&
      nationalId !== ''
    ) {
      this.calls.push('updateUserNationalId');
    }
    this.calls.push('shippingDone');
    this.nextCall();
  }

  /** docs/product/checkout.md §6 billing step. */
  private submitBilling() {
    const method = this.view.method;
    this.submitting = 'billing';
    this.view = { ...this.view, modal: null };
    this.calls = [];
    if (this.input.settings.addressVerificationEnabled) this.calls.push('validateAddress');
    if (SHIP_FROM_STORE.has(method)) this.calls.push('resendShippingData');
    else if (PICKUP.has(method)) this.calls.push('resetDeliveryMode');
    this.calls.push('billingDone');
    this.nextCall();
  }

  private nextCall() {
    const next = this.calls.shift();
    if (next === 'shippingDone') return this.show(this.needsBilling() ? 'billing' : 'payment');
    if (next === 'billingDone') return this.show('payment');
    this.call(next ?? '?');
  }

  /** docs/product/payments.md §6.2: where each payment error leads. */
  private paymentFailed(error: string) {
    if (error.includes('cart.cannotbepurchased')) return this.show('cart');
    if (error.includes('already created')) {
      this.view = { ...this.view, modal: null };
      return this.call('findOrder');
    }
    if (error.includes('shippingnotavailable')) {
      this.view = { ...this.view, method: 'standard' };
      return this.show('shipping', 'shippingNotAvailable');
    }
    if (error.includes('validation error in cart')) {
      return this.show('payment', this.isLogged() ? 'wrongSavedAddress' : 'wrongAddress');
    }
    this.show('payment', 'genericPaymentError');
  }

  private answered(name: string, output: unknown) {
    this.expect(name);
    switch (name) {
      case 'loadCheckoutData': {
        const data = output as { addresses: unknown[]; deliveryModes: Modes };
        this.addresses = data.addresses.length;
        this.modes = data.deliveryModes;
        if (!this.isLogged()) return this.show('register');
        if (this.input.bag.shippingAddress === null && this.addresses > 0) {
          this.view = { ...this.view, method: 'standard' };
          return this.call('autoFill');
        }
        return this.show(this.addresses > 0 ? 'payment' : 'shipping');
      }
      case 'autoFill':
        return this.show('payment');
      case 'setGuestEmail':
        return this.show('shipping');
      case 'validateAddress':
        return this.verified(output as { status: string; suggestions: unknown[] });
      case 'updateAddress':
        this.defaultInvalid = false;
        return this.nextCall();
      case 'reloadDeliveryModes': {
        this.modes = output as Modes;
        this.view = { ...this.view, method: this.fallbackMethod() };
        return this.show('shipping', 'shipFromStoreNotAvailable');
      }
      case 'findOrder':
        this.view = { ...this.view, orderCode: output as string };
        return this.show('confirmation');
      default:
        return this.nextCall();
    }
  }

  /** docs/product/checkout.md §5.2. */
  private verified({ status, suggestions }: { status: string; suggestions: unknown[] }) {
    if (status === 'CORRECT' || (status === 'REVIEW' && suggestions.length === 1)) {
      return this.nextCall();
    }
    // Not correct with something to choose, or several to review: the modal. Not correct with
    // nothing that fits is the error, as a review without suggestions is.
    if (
      (status === 'INCORRECT' && suggestions.length > 0) ||
      (status === 'REVIEW' && suggestions.length > 1)
    ) {
      this.view = { ...this.view, screen: this.submitting, modal: 'addressSuggestions' };
      this.pending = 'choosing';
      return;
    }
    this.show(this.submitting, 'wrongAddress');
  }

  private failed(name: string, error: unknown) {
    this.expect(name);
    const failure = error instanceof CallFailed ? error.failure : { kind: 'timeout' as const };
    const reason =
      failure.kind === 'rejected'
        ? (failure.reason as { notAvailable: boolean; invalidAddress: boolean })
        : { notAvailable: false, invalidAddress: false };
    switch (name) {
      case 'loadCheckoutData':
        return this.show('loadError', 'checkoutDataError');
      case 'autoFill':
        if (reason.invalidAddress) this.defaultInvalid = true;
        // On the way to payment, a failed fill opens shipping (docs/product/checkout.md §10.1).
        return this.show('shipping');
      case 'setGuestEmail':
        return this.show('register', 'genericError');
      case 'validateAddress':
        return this.show(this.submitting, 'wrongAddress');
      case 'reloadDeliveryModes':
        this.view = { ...this.view, method: this.fallbackMethod() };
        return this.show('shipping', 'shipFromStoreNotAvailable');
      case 'resetDeliveryMode':
        return this.show('billing', 'wrongAddress');
      case 'findOrder':
        return this.show('payment', 'genericPaymentError');
      default:
        // Saving shipping data failed (docs/product/checkout.md §10.2).
        if (SHIP_FROM_STORE.has(this.view.method) && reason.notAvailable) {
          return this.call('reloadDeliveryModes');
        }
        if (reason.invalidAddress) this.defaultInvalid = true;
        return this.show('shipping', 'wrongAddress');
    }
  }

  /**
   * Ship-from-store fallback (docs/product/checkout.md §10.3): the first applicable method it
   * knows.
   */
  private fallbackMethod() {
    return (this.modes.find((m) => m.available !== false) ?? this.modes[0])?.code ?? 'standard';
  }
}
