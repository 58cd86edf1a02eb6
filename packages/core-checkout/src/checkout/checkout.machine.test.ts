import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guestInput, homeAddress, loggedInput } from '../../test/checkout-inputs.js';
import { CheckoutOracle, shopperView } from '../../test/checkout-oracle.js';
import { fakeCheckoutPort, hangingCall } from '../../test/fake-ports.js';
import { CALL_TIMEOUT_MS } from '../calls/call-state.js';
import { address, purchase } from '../../test/fixtures.js';
import {
  allStateIds,
  describePath,
  done,
  elapse,
  garble,
  modelPaths,
  refuse,
  replayPath,
  stateIdsOf,
  type ModelEvent,
} from '@atelier/core-catalogue/testing';
import type { CheckoutPort } from '../ports/checkout-port.js';
import { checkoutActorsFrom } from './checkout-actors.js';
import type { CheckoutInput } from './checkout-machine-types.js';
import { checkoutMachine } from './checkout.machine.js';

const submitted = address({ id: 'new', nationalId: '12345678Z' });
const suggestionA = address({ id: 'sa', postalCode: '28002' });
const suggestionB = address({ id: 'sb', postalCode: '28003' });
const billing = { ...submitted, city: 'Madrid', country: 'ES', region: 'ES-M' };
const notAvailable = { errors: [{ reason: 'NOT_AVAILABLE', subject: 'sdd' }] };
const invalidAddress = { errors: [{ errorCode: 'cart-addressId.invalid-001' }] };
const modes = [{ code: 'standard' }, { code: 'sdd', isSdd: true }, { code: 'pickup' }];

const submit = (method: string, billingDiffers = false) => ({
  type: 'SUBMIT_SHIPPING',
  address: submitted,
  method,
  billingDiffers,
});

const verification = (id: string): ModelEvent[] => [
  done(id, { status: 'CORRECT', suggestions: [] }),
  done(id, { status: 'REVIEW', suggestions: [suggestionA] }),
  done(id, { status: 'REVIEW', suggestions: [suggestionA, suggestionB] }),
  done(id, { status: 'INCORRECT', suggestions: [] }),
  done(id, { status: 'REVIEW', suggestions: [] }),
  garble(id),
];

const other = { notAvailable: false, invalidAddress: false };
const notAvailableHere = { notAvailable: true, invalidAddress: false };
const invalidHere = { notAvailable: false, invalidAddress: true };

const EVENTS: ModelEvent[] = [
  { type: 'GUEST_EMAIL', email: 'guest@example.com' },
  { type: 'RESUME_GUEST' },
  submit('standard'),
  submit('pickup'),
  submit('sdd'),
  submit('sdd', true),
  { type: 'CHOOSE_SUGGESTION', address: suggestionB },
  { type: 'SUBMIT_BILLING', address: billing },
  { type: 'DISMISS_MODAL' },
  { type: 'RETRY' },
  { type: 'BACK' },
  { type: 'PAYMENT_SUCCEEDED', orderCode: 'O-1' },
  { type: 'PAYMENT_FAILED', error: { errors: [{ errorCode: 'cart.cannotBePurchased' }] } },
  { type: 'PAYMENT_FAILED', error: { errors: [{ message: 'order already created' }] } },
  { type: 'PAYMENT_FAILED', error: { errors: [{ reason: 'shippingNotAvailable' }] } },
  { type: 'PAYMENT_FAILED', error: { errors: [{ message: 'validation error in cart' }] } },
  { type: 'EXPRESS_COMPLETED', orderCode: 'O-X' },
  done('loadCheckoutData', { addresses: [homeAddress], countries: [], deliveryModes: modes }),
  done('loadCheckoutData', { addresses: [], countries: [], deliveryModes: modes }),
  garble('loadCheckoutData'),
  elapse('checkout.loading'),
  done('autoFill', undefined),
  refuse('autoFill', invalidHere),
  refuse('autoFill', other),
  done('setGuestEmail', undefined),
  refuse('setGuestEmail', other),
  done('setDeliveryMode', undefined),
  refuse('setDeliveryMode', notAvailableHere),
  refuse('setDeliveryMode', invalidHere),
  elapse('checkout.shippingSubmit.setDeliveryMode'),
  ...verification('validateAddress'),
  done('updateAddress', undefined),
  refuse('updateAddress', other),
  done('addAddress', undefined),
  refuse('addAddress', other),
  done('setDeliveryAddress', undefined),
  refuse('setDeliveryAddress', other),
  done('updateUserNationalId', undefined),
  refuse('updateUserNationalId', other),
  done('reloadDeliveryModes', modes),
  refuse('reloadDeliveryModes', other),
  done('resendShippingData', undefined),
  refuse('resendShippingData', notAvailableHere),
  done('resetDeliveryMode', undefined),
  refuse('resetDeliveryMode', other),
  done('findOrder', 'O-FOUND'),
  elapse('checkout.findingOrder'),
];

const INPUTS: [string, CheckoutInput][] = [
  ['guest', guestInput],
  [
    'guest whose bag holds the e-mail',
    { ...guestInput, bag: { ...guestInput.bag, email: 'g@example.com' } },
  ],
  ['logged user', loggedInput],
  ['empty bag', { ...guestInput, bag: { ...guestInput.bag, products: [] } }],
  [
    'cross-border, linked e-mail',
    {
      ...guestInput,
      hasLinkedEmail: true,
      settings: { ...guestInput.settings, crossBorderManaged: true },
    },
  ],
];

/** Distinct enough for coverage, small enough to traverse: the state plus the flags guards read. */
const serialize = (s: { value: unknown; context: Record<string, unknown> }) =>
  JSON.stringify([
    s.value,
    s.context['shippingMethod'],
    s.context['billingDiffers'],
    s.context['user'],
    (s.context['addresses'] as unknown[]).length,
    s.context['shippingAddress'] === null,
    s.context['modal'],
  ]);

describe('checkoutMachine (model-based)', () => {
  const plans = INPUTS.map(([name, input]) => ({
    name,
    input,
    paths: modelPaths(checkoutMachine, { events: EVENTS, input, serialize: serialize as never }),
  }));

  it('reaches every state across the entry situations', () => {
    const reached = new Set(
      plans.flatMap(({ paths }) => paths.flatMap((p) => stateIdsOf(p.state.value, 'checkout'))),
    );
    expect([...reached].sort()).toEqual(allStateIds(checkoutMachine).sort());
  });

  for (const { name, input, paths } of plans) {
    it(`${name}: after every shortest path the shopper sees what the spec says (${paths.length} paths)`, async () => {
      // Replays are independent actors: running them together keeps the suite fast.
      const results = await Promise.all(
        paths.map(async (path) => ({
          path,
          snapshot: (await replayPath(checkoutMachine, path, { input })).snapshot,
        })),
      );
      for (const { path, snapshot } of results) {
        const oracle = new CheckoutOracle(input);
        for (const { event } of path.steps) oracle.apply(event);
        expect(shopperView(snapshot), describePath(path)).toEqual(oracle.current);
      }
    });
  }
});

describe('checkoutMachine with a checkout port', () => {
  function start(input: CheckoutInput, overrides: Partial<CheckoutPort> = {}) {
    const { port, calls } = fakeCheckoutPort({
      getAddresses: () => Promise.resolve([]),
      getDeliveryCountries: () => Promise.resolve([{ code: 'ES', name: 'España' }]),
      getDeliveryModes: () => Promise.resolve(modes),
      setEmail: () => Promise.resolve(),
      setDeliveryMode: () => Promise.resolve(),
      setDeliveryAddress: () => Promise.resolve(),
      validateAddress: () => Promise.resolve({ status: 'CORRECT', suggestions: [] }),
      updateAddress: (a) => Promise.resolve(a),
      addAddress: (a) => Promise.resolve(a),
      updateUserNationalId: () => Promise.resolve(),
      ...overrides,
    });
    const actor = createActor(checkoutMachine.provide({ actors: checkoutActorsFrom(port) }), {
      input,
    }).start();
    const names = () => calls.map((c) => c.name);
    return { actor, calls, names };
  }
  const settled = (
    actor: ReturnType<typeof start>['actor'],
    value: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0],
  ) => waitFor(actor, (s) => s.matches(value));

  it('redirects an empty bag to the cart, unless a no-stock modal is pending or the method is Addi', async () => {
    const empty = { ...guestInput.bag, products: [] };
    expect(start({ ...guestInput, bag: empty }).actor.getSnapshot().output).toEqual({
      kind: 'redirect',
      to: 'cart',
    });
    const pending = start({ ...guestInput, bag: empty, noStockModalPending: true });
    await settled(pending.actor, 'register');
    const addi = start({ ...guestInput, bag: empty, paymentMethod: 'addi' });
    await settled(addi.actor, 'register');
  });

  it('sends cross-border linked e-mails to the external checkout and unlinked guests to register', () => {
    const crossBorder = { ...guestInput.settings, crossBorderManaged: true };
    expect(
      start({ ...guestInput, settings: crossBorder, hasLinkedEmail: true }).actor.getSnapshot()
        .output,
    ).toEqual({
      kind: 'redirect',
      to: 'external',
    });
    const guest = start({ ...guestInput, settings: crossBorder });
    expect(guest.actor.getSnapshot().value).toBe('register');
    expect(guest.names()).toEqual([]);
  });

  it('sends a cross-border guest to the external checkout once the e-mail is linked (ADR 0054)', async () => {
    const crossBorder = { ...guestInput.settings, crossBorderManaged: true };
    const { actor, names } = start({ ...guestInput, settings: crossBorder });
    expect(actor.getSnapshot().value).toBe('register');
    actor.send({ type: 'GUEST_EMAIL', email: 'guest@example.com' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'redirect', to: 'external' });
    expect(names()).toEqual(['setEmail']);
  });

  it('resets the completed flag on entry and loads addresses, countries and methods', async () => {
    const { actor, names } = start(guestInput);
    expect(actor.getSnapshot().context.completed).toBe(false);
    await settled(actor, 'register');
    expect(names()).toEqual(['getAddresses', 'getDeliveryCountries', 'getDeliveryModes']);
    expect(actor.getSnapshot().context.countries).toEqual([{ code: 'ES', name: 'España' }]);
  });

  it('shows an error modal when the checkout data fails to load, and retries', async () => {
    let fail = true;
    const { actor } = start(guestInput, {
      getDeliveryModes: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(modes)),
    });
    await settled(actor, 'loadError');
    expect(actor.getSnapshot().context.modal).toBe('checkoutDataError');
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled(actor, 'register');
  });

  it('a reloading guest whose bag holds the e-mail resumes at shipping without sending it again (ADR 0066)', async () => {
    const { actor, names } = start({
      ...guestInput,
      bag: { ...guestInput.bag, email: 'g@example.com' },
    });
    await settled(actor, 'register');
    actor.send({ type: 'RESUME_GUEST' });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(names()).toEqual(['getAddresses', 'getDeliveryCountries', 'getDeliveryModes']);
  });

  it('a guest without an e-mail on the bag cannot resume: the register step stays', async () => {
    for (const email of [null, '', '   ']) {
      const { actor, names } = start({ ...guestInput, bag: { ...guestInput.bag, email } });
      await settled(actor, 'register');
      actor.send({ type: 'RESUME_GUEST' });
      expect(actor.getSnapshot().value).toBe('register');
      expect(names()).not.toContain('setEmail');
    }
  });

  it('guest: e-mail, then the shipping step in order, then payment', async () => {
    const { actor, names } = start(guestInput);
    await settled(actor, 'register');
    actor.send({ type: 'GUEST_EMAIL', email: 'guest@example.com' });
    await settled(actor, 'shipping');
    actor.send({
      type: 'SUBMIT_SHIPPING',
      address: submitted,
      method: 'standard',
      billingDiffers: false,
    });
    await settled(actor, 'payment');
    expect(names().slice(3)).toEqual([
      'setEmail',
      'setDeliveryMode',
      'validateAddress',
      'setDeliveryAddress',
      'setDeliveryMode',
    ]);
    expect(actor.getSnapshot().context.stepsDone).toEqual(['shipping']);
    expect(actor.getSnapshot().context.shippingAddress).toEqual(submitted);
  });

  it('logged user without addresses: saves the address and updates the national id', async () => {
    const { actor, names, calls } = start({
      ...loggedInput,
      user: { hasNationalId: false, defaultAddressInvalid: false },
    });
    await settled(actor, 'shipping');
    actor.send({
      type: 'SUBMIT_SHIPPING',
      address: submitted,
      method: 'standard',
      billingDiffers: false,
    });
    await settled(actor, 'payment');
    expect(names().slice(3)).toEqual([
      'setDeliveryMode',
      'validateAddress',
      'addAddress',
      'setDeliveryAddress',
      'setDeliveryMode',
      'updateUserNationalId',
    ]);
    expect(calls.at(-1)?.args).toEqual(['12345678Z']);
  });

  it('logged user: auto-fills the default address with the standard method, then goes to payment', async () => {
    const { actor, calls } = start(
      { ...loggedInput, bag: { ...loggedInput.bag, shippingMethod: 'express' } },
      { getAddresses: () => Promise.resolve([homeAddress]) },
    );
    await settled(actor, 'payment');
    expect(calls.slice(3).map((c) => [c.name, c.args[0]])).toEqual([
      ['setDeliveryMode', 'standard'],
      ['setDeliveryAddress', homeAddress],
    ]);
  });

  it('auto-fill: an invalid-address error marks the default address invalid and opens shipping', async () => {
    const { actor } = start(loggedInput, {
      getAddresses: () => Promise.resolve([homeAddress]),
      setDeliveryAddress: () => Promise.reject(invalidAddress),
    });
    await settled(actor, 'shipping');
    expect(actor.getSnapshot().context.user?.defaultAddressInvalid).toBe(true);
  });

  it('updates an invalid default address during the shipping step', async () => {
    const { actor, names } = start(
      { ...loggedInput, bag: { ...loggedInput.bag, shippingAddress: homeAddress } },
      { getAddresses: () => Promise.resolve([homeAddress]) },
    );
    await settled(actor, 'payment');
    actor.send({ type: 'BACK' });
    actor.send({
      type: 'SUBMIT_SHIPPING',
      address: homeAddress,
      method: 'standard',
      billingDiffers: false,
    });
    await settled(actor, 'payment');
    expect(names()).toContain('updateAddress');
    expect(actor.getSnapshot().context.user?.defaultAddressInvalid).toBe(false);
  });

  it('uses the only suggestion of an address to review', async () => {
    const { actor, calls } = start(guestInput, {
      validateAddress: () => Promise.resolve({ status: 'REVIEW', suggestions: [suggestionA] }),
    });
    await settled(actor, 'register');
    actor.send({ type: 'GUEST_EMAIL', email: 'g@example.com' });
    await settled(actor, 'shipping');
    actor.send(submit('standard') as never);
    await settled(actor, 'payment');
    expect(calls.find((c) => c.name === 'setDeliveryAddress')?.args[0]).toEqual(suggestionA);
  });

  it('stops at the suggestion modal with several suggestions until the shopper chooses', async () => {
    const { actor, calls } = start(guestInput, {
      validateAddress: () =>
        Promise.resolve({ status: 'REVIEW', suggestions: [suggestionA, suggestionB] }),
    });
    await settled(actor, 'register');
    actor.send({ type: 'GUEST_EMAIL', email: 'g@example.com' });
    await settled(actor, 'shipping');
    actor.send(submit('standard') as never);
    await settled(actor, { shippingSubmit: 'choosingSuggestion' });
    expect(actor.getSnapshot().context.modal).toBe('addressSuggestions');
    expect(calls.some((c) => c.name === 'setDeliveryAddress')).toBe(false);
    actor.send({ type: 'CHOOSE_SUGGESTION', address: suggestionB });
    await settled(actor, 'payment');
    expect(calls.find((c) => c.name === 'setDeliveryAddress')?.args[0]).toEqual(suggestionB);
  });

  it('opens the address-suggestion modal for an address that is not correct and stops there (docs/product/checkout.md §5.2)', async () => {
    const { actor, names } = start(guestInput, {
      validateAddress: () => Promise.resolve({ status: 'INCORRECT', suggestions: [suggestionA] }),
    });
    await settled(actor, 'register');
    actor.send({ type: 'GUEST_EMAIL', email: 'g@example.com' });
    await settled(actor, 'shipping');
    actor.send(submit('standard') as never);
    await waitFor(actor, (s) => s.context.modal !== null);
    expect(actor.getSnapshot().context.modal).toBe('addressSuggestions');
    expect(actor.getSnapshot().context.suggestions).toEqual([suggestionA]);
    expect(names()).not.toContain('setDeliveryAddress');
    actor.send({ type: 'DISMISS_MODAL' });
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.modal).toBeNull();
  });

  it('skips address verification for pickup and goes through billing, re-setting the method', async () => {
    const { actor, names } = start(guestInput);
    await settled(actor, 'register');
    actor.send({ type: 'GUEST_EMAIL', email: 'g@example.com' });
    await settled(actor, 'shipping');
    actor.send(submit('pickup') as never);
    await settled(actor, 'billing');
    expect(names()).not.toContain('validateAddress');
    expect(actor.getSnapshot().context.stepsDone).toEqual(['shipping']);
    actor.send({ type: 'SUBMIT_BILLING', address: billing });
    await settled(actor, 'payment');
    expect(names().filter((n) => n === 'setDeliveryMode')).toHaveLength(3);
    expect(actor.getSnapshot().context.billingAddress).toEqual(billing);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('billing');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('shipping');
  });

  it('falls back to the first method when a ship-from-store method is not available', async () => {
    const { actor } = start(guestInput, {
      setDeliveryMode: (code) =>
        code === 'sdd' ? Promise.reject(notAvailable) : Promise.resolve(),
      getDeliveryModes: () =>
        Promise.resolve([{ code: 'sdd', available: false }, { code: 'express' }]),
    });
    await settled(actor, 'register');
    actor.send({ type: 'GUEST_EMAIL', email: 'g@example.com' });
    await settled(actor, 'shipping');
    actor.send(submit('sdd') as never);
    await waitFor(actor, (s) => s.context.modal === 'shipFromStoreNotAvailable');
    expect(actor.getSnapshot().value).toBe('shipping');
    expect(actor.getSnapshot().context.shippingMethod).toBe('express');
  });

  async function atPayment(input: CheckoutInput = loggedInput) {
    const started = start(input, { getAddresses: () => Promise.resolve([homeAddress]) });
    await settled(started.actor, 'payment');
    return started;
  }

  it('payment success marks the purchase completed and confirms', async () => {
    const { actor } = await atPayment();
    actor.send({ type: 'PAYMENT_SUCCEEDED', orderCode: 'O-7' });
    expect(actor.getSnapshot().context.completed).toBe(true);
    expect(actor.getSnapshot().output).toEqual({ kind: 'confirmation', orderCode: 'O-7' });
  });

  it('reacts to payment errors as docs/product/payments.md §6.2 says', async () => {
    const cart = await atPayment();
    cart.actor.send({
      type: 'PAYMENT_FAILED',
      error: { errors: [{ errorCode: 'cart.cannotBePurchased' }] },
    });
    expect(cart.actor.getSnapshot().output).toEqual({ kind: 'redirect', to: 'cart' });

    const sdd = await atPayment({
      ...loggedInput,
      bag: { ...loggedInput.bag, shippingMethod: 'sdd' },
    });
    sdd.actor.send({
      type: 'PAYMENT_FAILED',
      error: { errors: [{ reason: 'NOT_AVAILABLE', subject: 'sdd' }] },
    });
    expect(sdd.actor.getSnapshot().value).toBe('shipping');
    expect(sdd.actor.getSnapshot().context.shippingMethod).toBe('standard');

    const wrong = await atPayment();
    wrong.actor.send({
      type: 'PAYMENT_FAILED',
      error: { errors: [{ message: 'validation error in cart' }] },
    });
    expect(wrong.actor.getSnapshot().value).toBe('payment');
    expect(wrong.actor.getSnapshot().context.modal).toBe('wrongSavedAddress');

    const engraving = await atPayment();
    engraving.actor.send({
      type: 'PAYMENT_FAILED',
      error: { errors: [{ reason: 'noEngravingStock' }] },
    });
    expect(engraving.actor.getSnapshot().context.engravingsUnavailable).toBe(true);
  });

  it('an already-created order reaches the confirmation with its own order code (issue 22)', async () => {
    const { actor, calls } = start(loggedInput, {
      getAddresses: () => Promise.resolve([homeAddress]),
      getOrderByCartId: (cartId) => Promise.resolve(purchase(`O-OF-${cartId}`)),
    });
    await settled(actor, 'payment');
    actor.send({
      type: 'PAYMENT_FAILED',
      error: { errors: [{ message: 'Order already created' }] },
    });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ kind: 'confirmation', orderCode: 'O-OF-cart-1' });
    expect(done.context.completed).toBe(true);
    expect(calls.at(-1)).toMatchObject({ name: 'getOrderByCartId', args: ['cart-1'] });
  });

  it('an express checkout from the cart goes straight to confirmation', async () => {
    const { actor } = start(guestInput);
    await settled(actor, 'register');
    actor.send({ type: 'EXPRESS_COMPLETED', orderCode: 'O-X' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'confirmation', orderCode: 'O-X' });
  });

  it('treats malformed checkout data as a load failure', async () => {
    const { actor } = start(guestInput, { getAddresses: () => Promise.resolve('nope' as never) });
    await settled(actor, 'loadError');
    expect(actor.getSnapshot().context.modal).toBe('checkoutDataError');
  });

  it('keeps the known methods when the ship-from-store reload answers garbage', async () => {
    let reloads = 0;
    const { actor } = start(guestInput, {
      setDeliveryMode: (code) =>
        code === 'sdd' ? Promise.reject(notAvailable) : Promise.resolve(),
      getDeliveryModes: () =>
        reloads++ === 0 ? Promise.resolve(modes) : Promise.resolve({} as never),
    });
    await settled(actor, 'register');
    actor.send({ type: 'GUEST_EMAIL', email: 'g@example.com' });
    await settled(actor, 'shipping');
    actor.send(submit('sdd') as never);
    await waitFor(actor, (s) => s.context.modal === 'shipFromStoreNotAvailable');
    expect(actor.getSnapshot().context.deliveryModes).toEqual(modes);
    expect(actor.getSnapshot().context.shippingMethod).toBe('standard');
  });

  it('a load that never answers times out into the data error modal, its calls aborted', async () => {
    const clock = new SimulatedClock();
    const { port, calls } = fakeCheckoutPort({
      getAddresses: hangingCall,
      getDeliveryCountries: hangingCall,
      getDeliveryModes: hangingCall,
    });
    const actor = createActor(checkoutMachine.provide({ actors: checkoutActorsFrom(port) }), {
      input: guestInput,
      clock,
    }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(CALL_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('loadError');
    expect(actor.getSnapshot().context.modal).toBe('checkoutDataError');
    expect(calls.map((c) => c.signal?.aborted)).toEqual([true, true, true]);
  });
});
