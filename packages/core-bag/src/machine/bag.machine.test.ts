import { describe, expect, it } from 'vitest';
import { addItem, quantities, startBag } from '../../test/bag-harness.js';
import { FakeCommerce, SDD, STANDARD, product } from '../../test/fake-commerce.js';

const ring = product('ring', { price: 30, stock: 3 });
const chain = product('chain', { price: 20, stock: 1 });
const soldOut = product('soldout', { stock: 0, hasOverallStock: false, onlineStock: false });
const toussi = product('toussi', { price: 0, isToussi: true });

function commerce() {
  return new FakeCommerce([ring, chain, soldOut, toussi]);
}

describe('bag lifecycle (docs/product/bag.md §2)', () => {
  it('creates the bag on first need and reports the new cart id for the cookie', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    expect(bag.backend.calls).toEqual(['createBag', 'addEntries']);
    expect(bag.actor.getSnapshot().context.cartId).toBe('guid-1');
    expect(bag.emitted).toContainEqual({ type: 'bag.cartIdChanged', cartId: 'guid-1' });
    expect(quantities(bag)).toEqual([['ring', 1]]);
  });

  it('restores from a stored cart id', async () => {
    const backend = commerce();
    backend.seedBag('stored', [['ring', 2]]);
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', cartId: 'stored' });
    expect(bag.actor.getSnapshot().context.isInterfaceLocked).toBe(true);
    await bag.settle();
    expect(quantities(bag)).toEqual([['ring', 2]]);
    expect(bag.actor.getSnapshot().matches({ unlocked: 'idle' })).toBe(true);
  });

  it('logs in with a previous token to the latest user bag', async () => {
    const backend = commerce();
    backend.seedBag('u-old', [['chain', 1]]);
    backend.seedBag('u-new', [['ring', 1]]);
    backend.userBagIds = ['u-new', 'u-old'];
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', previousToken: 'token', cartId: 'ignored' });
    await bag.settle();
    expect(backend.calls).toEqual(['getUserBags']);
    expect(bag.actor.getSnapshot().context.cartId).toBe('u-new');
  });

  it('clears storage when nothing is stored', () => {
    const bag = startBag(commerce(), { cartId: 'stale' });
    bag.actor.send({ type: 'START' });
    expect(bag.actor.getSnapshot().context.cartId).toBeNull();
    expect(bag.emitted).toEqual([{ type: 'bag.cartIdChanged', cartId: null }]);
  });

  it('removing the bag clears ids and products and resets gift packaging', async () => {
    const bag = startBag(commerce(), { defaultPackaging: true });
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    bag.actor.send({ type: 'SET_PACKAGING', include: false });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.includePackaging).toBe(false);
    bag.actor.send({ type: 'REMOVE_BAG' });
    const { context } = bag.actor.getSnapshot();
    expect(context).toMatchObject({ bag: null, cartId: null, includePackaging: true });
    expect(bag.emitted.at(-1)).toEqual({ type: 'bag.cartIdChanged', cartId: null });
  });

  it('learns who is signed in after a page load without a call or a merge, even while locked', async () => {
    const backend = commerce();
    backend.seedBag('stored', [['ring', 1]]);
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', cartId: 'stored' });
    const member = {
      id: 'u',
      loggedIn: true,
      hasLoyaltyMembership: true,
      freeShippingRemaining: 3,
    };
    bag.actor.send({ type: 'IDENTIFY', user: member });
    expect(bag.actor.getSnapshot().context.user).toEqual(member);
    await bag.settle();
    expect(backend.calls).toEqual(['getBag']);
    expect(quantities(bag)).toEqual([['ring', 1]]);
    // After a logout the shopper is nobody again.
    bag.actor.send({ type: 'IDENTIFY', user: null });
    expect(bag.actor.getSnapshot().context.user).toBeNull();
  });

  it('merges the anonymous bag into the latest user bag and warns when the count changed', async () => {
    const backend = commerce();
    backend.seedBag('anon', [['ring', 1]]);
    backend.seedBag('u-1', [['chain', 1]]);
    backend.seedBag('u-2', [['chain', 1]]);
    backend.userBagIds = ['u-1', 'u-2'];
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', cartId: 'anon' });
    await bag.settle();
    bag.actor.send({ type: 'LOGIN', user: { id: 'u', firstName: 'Ana', loggedIn: true } });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(context.cartId).toBe('u-2');
    expect(quantities(bag)).toEqual([
      ['chain', 1],
      ['ring', 1],
    ]);
    expect(context.modal).toEqual({ kind: 'mergeWarning', firstName: 'Ana' });
  });

  it('refuses to merge a bag into itself', async () => {
    const backend = commerce();
    backend.seedBag('same', [['ring', 1]]);
    backend.userBagIds = ['same'];
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', cartId: 'same' });
    await bag.settle();
    bag.actor.send({ type: 'LOGIN', user: { id: 'u', loggedIn: true } });
    await bag.settle();
    const snapshot = bag.actor.getSnapshot();
    expect(snapshot.matches({ unlocked: 'failed' })).toBe(true);
    expect(snapshot.context.failure?.kind).toBe('sameBag');
    expect(quantities(bag)).toEqual([['ring', 1]]);
  });

  it('a failed merge removes the bag, then restores the user bag', async () => {
    const backend = commerce();
    backend.seedBag('anon', [['ring', 1]]);
    backend.seedBag('mine', [['chain', 1]]);
    backend.userBagIds = ['mine'];
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', cartId: 'anon' });
    await bag.settle();
    backend.failures.set('createBag', { errors: [{ type: 'ModelSavingError' }] });
    bag.actor.send({ type: 'LOGIN', user: { id: 'u', loggedIn: true } });
    await bag.settle();
    const snapshot = bag.actor.getSnapshot();
    expect(bag.emitted).toContainEqual({ type: 'bag.cartIdChanged', cartId: null });
    expect(snapshot.context.cartId).toBe('mine');
    expect(snapshot.matches({ unlocked: 'failed' })).toBe(true);
    expect(snapshot.context.failure).toMatchObject({ operation: 'merge', kind: 'unexpected' });
  });
});

describe('interface lock (docs/product/bag.md §2.6)', () => {
  it('ignores operations that arrive while locked', async () => {
    const backend = commerce();
    backend.delay = () => 5;
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    bag.actor.send({ type: 'ADD', items: [addItem(chain)] });
    bag.actor.send({ type: 'APPLY_VOUCHER', code: 'WELCOME' });
    await bag.settle();
    expect(backend.calls).toEqual(['createBag', 'addEntries']);
    expect(quantities(bag)).toEqual([['ring', 1]]);
    expect(backend.maxInFlight).toBe(1);
  });

  it('keeps a packaging toggle during the first load and sends it after', async () => {
    const backend = commerce();
    backend.seedBag('stored', [['ring', 1]]);
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', cartId: 'stored' });
    bag.actor.send({ type: 'SET_PACKAGING', include: true });
    await bag.settle();
    expect(backend.calls).toEqual(['getBag', 'setPackaging']);
    expect(bag.actor.getSnapshot().context.includePackaging).toBe(true);
  });

  it('ignores the packaging toggle while locked after the first load', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    bag.actor.send({ type: 'INCREASE', entryNumber: 0 });
    bag.actor.send({ type: 'SET_PACKAGING', include: true });
    await bag.settle();
    expect(backend.calls).not.toContain('setPackaging');
    expect(bag.actor.getSnapshot().context.includePackaging).toBe(false);
  });
});

describe('adding, increasing and decreasing (docs/product/bag.md §3)', () => {
  it('adds what has stock, lists the rest as without stock and notifies', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(ring), addItem(soldOut)], fastFlow: true });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(quantities(bag)).toEqual([['ring', 1]]);
    expect(context.withoutStock).toEqual([{ productId: 'soldout', reason: 'noStock' }]);
    expect(context.modal).toEqual({
      kind: 'addNotification',
      added: ['ring'],
      withoutStock: ['soldout'],
    });
    expect(bag.emitted).not.toContainEqual({ type: 'bag.goToCart' });
    expect(bag.emitted).toContainEqual({
      type: 'tracking.addToCart',
      items: [{ productId: 'ring', quantity: 1 }],
    });
  });

  it('goes to the cart when everything was added in the fast flow', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(ring), addItem(chain)], fastFlow: true });
    await bag.settle();
    expect(bag.emitted).toContainEqual({ type: 'bag.goToCart' });
    expect(bag.actor.getSnapshot().context.modal).toBeNull();
  });

  it('adds nothing and calls nothing when nothing has stock', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(soldOut)] });
    await bag.settle();
    expect(bag.backend.calls).toEqual([]);
    expect(bag.actor.getSnapshot().context.modal?.kind).toBe('addNotification');
  });

  it('at the stock limit an increase is a no-stock note, not a call', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(chain)] });
    await bag.settle();
    bag.actor.send({ type: 'INCREASE', entryNumber: 0 });
    expect(bag.actor.getSnapshot().context.noStockNotes).toEqual([0]);
    expect(bag.backend.calls).toEqual(['createBag', 'addEntries']);
  });

  it('increases and decreases; decreasing at 1 removes to the undo list; undo restores', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    bag.actor.send({ type: 'INCREASE', entryNumber: 0 });
    await bag.settle();
    expect(quantities(bag)).toEqual([['ring', 2]]);
    bag.actor.send({ type: 'DECREASE', entryNumber: 0 });
    await bag.settle();
    expect(quantities(bag)).toEqual([['ring', 1]]);
    bag.actor.send({ type: 'DECREASE', entryNumber: 0 });
    await bag.settle();
    expect(quantities(bag)).toEqual([]);
    expect(bag.actor.getSnapshot().context.undo.map((e) => e.product.id)).toEqual(['ring']);
    expect(bag.emitted).toContainEqual({
      type: 'tracking.removeFromCart',
      items: [{ productId: 'ring', quantity: 1 }],
    });
    bag.actor.send({ type: 'UNDO', productId: 'ring' });
    await bag.settle();
    expect(quantities(bag)).toEqual([['ring', 1]]);
    expect(bag.actor.getSnapshot().context.undo).toEqual([]);
  });

  it('decreasing by more than the quantity removes the entry', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(ring, 2)] });
    await bag.settle();
    bag.actor.send({ type: 'DECREASE', entryNumber: 0, by: 5 });
    await bag.settle();
    expect(quantities(bag)).toEqual([]);
  });

  it('keeps no undo for toussis, nor when undo is off', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(toussi)] });
    await bag.settle();
    bag.actor.send({ type: 'REMOVE', entryNumber: 0 });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.undo).toEqual([]);

    const noUndo = startBag(commerce(), { undoEnabled: false });
    noUndo.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await noUndo.settle();
    noUndo.actor.send({ type: 'REMOVE', entryNumber: 0 });
    await noUndo.settle();
    expect(noUndo.actor.getSnapshot().context.undo).toEqual([]);
  });
});

describe('same-day delivery and stock (docs/product/bag.md §3.2, §4.4; docs/product/shipping.md §4)', () => {
  async function sddBag() {
    const backend = commerce();
    backend.shippingMethods = [STANDARD, SDD];
    const bag = startBag(backend, {
      user: { id: 'u', loggedIn: true, defaultAddressPostalCode: '28001' },
    });
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    bag.actor.send({ type: 'SET_POINT_OF_SALE', postalCode: '28001', storeIds: ['s1'] });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.isSddEnabled).toBe(true);
    return bag;
  }

  it('the check sequence sets standard, takes the default postal code and validates it', async () => {
    const bag = await sddBag();
    bag.backend.calls = [];
    bag.actor.send({ type: 'CHECK_SHIPPING' });
    await bag.settle();
    expect(bag.backend.calls).toEqual([
      'getBag',
      'getShippingMethods',
      'setDeliveryMode',
      'validateSddPostalCode',
    ]);
    const { context } = bag.actor.getSnapshot();
    expect(context.bag?.shippingMethod?.code).toBe('standard');
    expect(context.sddPostalCode).toBe('28001');
    expect(context.isSddEnabled).toBe(true);
    expect(context.isInterfaceLocked).toBe(false);
  });

  it('a postal code with errors turns SDD off', async () => {
    const bag = await sddBag();
    bag.backend.postalCodeErrors = [{ reason: 'NO_STORE' }];
    bag.actor.send({ type: 'CHECK_SHIPPING' });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.isSddEnabled).toBe(false);
  });

  it('an SDD product without overall stock but with online stock turns SDD off and the SDD method to standard', async () => {
    const bag = await sddBag();
    bag.actor.send({ type: 'CHECK_SHIPPING' });
    await bag.settle();
    bag.backend.bags.get('guid-1')!.shippingMethod = SDD;
    const webOnly = product('web', { hasOverallStock: false, onlineStock: true, stock: 2 });
    bag.backend.catalogue.set('web', webOnly);
    bag.backend.calls = [];
    bag.actor.send({ type: 'ADD', items: [addItem(webOnly)] });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(bag.backend.calls).toEqual(['addEntries', 'setDeliveryMode']);
    expect(context.isSddEnabled).toBe(false);
    expect(context.bag?.shippingMethod?.code).toBe('standard');
    expect(quantities(bag)).toContainEqual(['web', 1]);
  });

  it('an SDD product with neither overall nor online stock raises noSddStock and adds nothing', async () => {
    const bag = await sddBag();
    const nowhere = product('nowhere', { hasOverallStock: false, onlineStock: false, stock: 2 });
    bag.backend.catalogue.set('nowhere', nowhere);
    bag.backend.calls = [];
    bag.actor.send({ type: 'ADD', items: [addItem(nowhere)] });
    await bag.settle();
    const snapshot = bag.actor.getSnapshot();
    expect(bag.backend.calls).toEqual([]);
    expect(snapshot.context.modal).toEqual({
      kind: 'noSddStock',
      title: 'noSddStock',
      message: 'productNotAvailableToShip',
    });
    expect(snapshot.matches({ unlocked: 'failed' })).toBe(true);
    expect(quantities(bag)).toEqual([['ring', 1]]);
  });

  it('synchronises stock: lowers, removes and lists without stock', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring, 3), addItem(chain)] });
    await bag.settle();
    backend.catalogue.set('ring', { ...ring, stock: 2 });
    backend.catalogue.set('chain', { ...chain, stock: 0 });
    bag.actor.send({ type: 'SYNC_STOCK', refresh: true });
    await bag.settle();
    expect(quantities(bag)).toEqual([['ring', 2]]);
    expect(bag.actor.getSnapshot().context.withoutStock).toContainEqual({
      productId: 'chain',
      reason: 'stock',
    });
  });

  it('availability errors of the point-of-sale call remove or lower entries', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring, 3), addItem(chain)] });
    await bag.settle();
    backend.availabilityErrors = [
      {
        id: 'ring',
        noOnlineStock: true,
        noStoreStock: true,
        hasSddNotAvailable: false,
        quantityToDecrease: 1,
      },
      {
        id: 'chain',
        noOnlineStock: true,
        noStoreStock: false,
        hasSddNotAvailable: true,
        quantityToDecrease: 1,
      },
    ];
    bag.actor.send({ type: 'SET_POINT_OF_SALE', postalCode: '28001', storeIds: ['s1', 's2'] });
    await bag.settle();
    expect(quantities(bag)).toEqual([['ring', 2]]);
    const { context } = bag.actor.getSnapshot();
    expect(context.withoutStock).toContainEqual({ productId: 'chain', reason: 'availability' });
    expect(context.isSddEnabled).toBe(true);
  });

  it('with no method available and both groups present, removes the cheaper group and reloads', async () => {
    const backend = commerce();
    const web = product('web', { price: 10, onlineStock: true, availableSdd: [] });
    const store = product('store', { price: 90, onlineStock: false, availableSdd: ['s1'] });
    backend.catalogue.set('web', web);
    backend.catalogue.set('store', store);
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(web), addItem(store)] });
    await bag.settle();
    backend.bags.get('guid-1')!.storesByCP = [{ id: 's1' }];
    backend.shippingMethods = [];
    backend.calls = [];
    bag.actor.send({ type: 'CHECK_SHIPPING' });
    await bag.settle();
    expect(quantities(bag)).toEqual([['store', 1]]);
    const { context } = bag.actor.getSnapshot();
    expect(context.isSddEnabled).toBe(true);
    expect(context.withoutStock).toContainEqual({ productId: 'web', reason: 'bestCart' });
    expect(context.undo).toEqual([]);
    expect(backend.calls.filter((c) => c === 'getShippingMethods')).toHaveLength(2);
  });
});

describe('save for later (docs/product/bag.md §5)', () => {
  it('moves an entry out and restores it, partly when stock is short', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring, 3)] });
    await bag.settle();
    bag.actor.send({ type: 'SAVE_FOR_LATER', entryNumber: 0 });
    await bag.settle();
    expect(quantities(bag)).toEqual([]);
    expect(bag.emitted).toContainEqual({
      type: 'tracking.removeFromCart',
      items: [{ productId: 'ring', quantity: 3 }],
    });
    backend.catalogue.set('ring', { ...ring, stock: 1 });
    bag.actor.send({ type: 'RESTORE_SAVED', entryNumber: 0, quantity: 3 });
    await bag.settle();
    expect(quantities(bag)).toEqual([['ring', 1]]);
    expect(bag.actor.getSnapshot().context.withoutStock).toContainEqual({
      productId: 'ring',
      reason: 'partial',
      savedForLater: true,
    });
    expect(bag.emitted.at(-1)).toEqual({
      type: 'tracking.addToCart',
      items: [{ productId: 'ring', quantity: 1 }],
    });
  });
});

describe('vouchers (docs/product/bag.md §7)', () => {
  it('applies a voucher: wrongVoucher false, coupon ok', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    bag.actor.send({ type: 'SET_WRONG_VOUCHER', value: true });
    bag.actor.send({ type: 'APPLY_VOUCHER', code: 'WELCOME' });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(context.wrongVoucher).toBe(false);
    expect(context.bag?.priceSummary?.appliedVoucher?.voucherCode).toBe('WELCOME');
    expect(bag.emitted).toContainEqual({ type: 'tracking.couponOk', code: 'WELCOME' });
    bag.actor.send({ type: 'DELETE_VOUCHER', code: 'WELCOME' });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.bag?.priceSummary?.appliedVoucher).toBeNull();
  });

  it('a failing voucher sets wrongVoucher, emits coupon ko and shows no modal', async () => {
    const bag = startBag(commerce());
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    bag.actor.send({ type: 'DISMISS_MODAL' });
    bag.actor.send({ type: 'APPLY_VOUCHER', code: 'NOPE' });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(context.wrongVoucher).toBe(true);
    expect(context.modal).toBeNull();
    expect(bag.emitted).toContainEqual({ type: 'tracking.couponKo', code: 'NOPE' });
    expect(quantities(bag)).toEqual([['ring', 1]]);
  });
});

describe('cart errors (docs/product/bag.md §9.3)', () => {
  it('a cart that is gone removes the bag and shows the error modal', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    backend.bags.clear();
    bag.actor.send({ type: 'INCREASE', entryNumber: 0 });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(context.bag).toBeNull();
    expect(context.cartId).toBeNull();
    expect(context.modal).toEqual({
      kind: 'error',
      operation: 'changeQuantity',
      reason: 'cartNotFound',
    });
  });

  it('an expired cart is restored with the new cart id, without a modal', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    bag.actor.send({ type: 'DISMISS_MODAL' });
    backend.seedBag('renewed', [['ring', 1]]);
    backend.failures.set('validateStock', {
      errors: [{ type: 'CartExpiredError', subject: 'renewed' }],
    });
    bag.actor.send({ type: 'SYNC_STOCK' });
    await bag.settle();
    const snapshot = bag.actor.getSnapshot();
    expect(snapshot.context.cartId).toBe('renewed');
    expect(snapshot.matches({ unlocked: 'idle' })).toBe(true);
    expect(snapshot.context.modal).toBeNull();
    expect(bag.emitted).toContainEqual({ type: 'bag.cartIdChanged', cartId: 'renewed' });
  });

  it('a no-stock error on add lists the bundle product from the square brackets', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    backend.failures.set('addEntries', {
      errors: [{ type: 'InsufficientStockError', message: 'Bundle product [chain] has no stock' }],
    });
    bag.actor.send({ type: 'ADD', items: [addItem(chain)] });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(context.withoutStock).toContainEqual({ productId: 'chain', reason: 'noStock' });
    expect(context.modal).toEqual({ kind: 'noStock', productIds: ['chain'] });
    expect(quantities(bag)).toEqual([['ring', 1]]);
  });

  it('the without-stock modal can be avoided by the flow', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    backend.failures.set('createBag', { errors: [{ type: 'InsufficientStockError' }] });
    bag.actor.send({ type: 'ADD', items: [addItem(ring)], avoidErrorModal: true });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.modal).toBeNull();
  });

  it('a stale cart looks up the order the cart became', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    backend.placedOrder = { code: 'order-9' };
    backend.failures.set('validateStock', { errors: [{ type: 'JaloObjectNoLongerValidError' }] });
    bag.actor.send({ type: 'SYNC_STOCK' });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(context.placedOrderCode).toBe('order-9');
    expect(context.bag).toBeNull();
  });

  it('a stale cart with no order keeps the bag and ends failed', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    backend.failures.set('validateStock', { errors: [{ errorCode: 'cart.notCalculated' }] });
    bag.actor.send({ type: 'SYNC_STOCK' });
    await bag.settle();
    const snapshot = bag.actor.getSnapshot();
    expect(backend.calls.at(-1)).toBe('findOrderForCart');
    expect(snapshot.matches({ unlocked: 'failed' })).toBe(true);
    expect(quantities(bag)).toEqual([['ring', 1]]);
  });

  it('labels wishlist and unexpected errors, and a forced check looks up the order', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    backend.failures.set('validateStock', { errors: [{ message: 'wishlist is broken' }] });
    bag.actor.send({ type: 'SYNC_STOCK' });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.failure?.kind).toBe('wishlist');
    bag.actor.send({ type: 'CHECK_ORDER' });
    await bag.settle();
    expect(backend.calls.at(-1)).toBe('findOrderForCart');
  });
});

describe('regressions of issue 22', () => {
  const ana = { id: 'u', firstName: 'Ana', loggedIn: true };

  it('a LOGIN sent while the stored bag loads is applied after the load: merge, user kept', async () => {
    const backend = commerce();
    backend.delay = () => 5;
    backend.seedBag('anon', [['ring', 1]]);
    backend.seedBag('u-1', [['chain', 1]]);
    backend.userBagIds = ['u-1'];
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', cartId: 'anon' });
    bag.actor.send({ type: 'LOGIN', user: ana });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(backend.calls).toEqual(['getBag', 'getUserBags', 'createBag']);
    expect(context.user).toEqual(ana);
    expect(context.cartId).toBe('u-1');
    expect(quantities(bag)).toEqual([
      ['chain', 1],
      ['ring', 1],
    ]);
  });

  it('REMOVE_BAG and START sent during an operation are applied after it, in order', async () => {
    const backend = commerce();
    backend.delay = () => 5;
    backend.seedBag('stored', [['chain', 1]]);
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    bag.actor.send({ type: 'REMOVE_BAG' });
    bag.actor.send({ type: 'START', cartId: 'stored' });
    await bag.settle();
    expect(backend.calls).toEqual(['createBag', 'addEntries', 'getBag']);
    expect(bag.emitted.filter((e) => e.type === 'bag.cartIdChanged')).toEqual([
      { type: 'bag.cartIdChanged', cartId: 'guid-2' },
      { type: 'bag.cartIdChanged', cartId: null },
    ]);
    expect(bag.actor.getSnapshot().context.cartId).toBe('stored');
    expect(quantities(bag)).toEqual([['chain', 1]]);
    expect(bag.actor.getSnapshot().context.deferred).toEqual([]);
  });

  it('a failed packaging change is rolled back to what the bag says', async () => {
    const backend = commerce();
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    backend.bags.get('guid-1')!.includePackaging = false;
    backend.failures.set('setPackaging', { errors: [{ type: 'ModelSavingError' }] });
    bag.actor.send({ type: 'SET_PACKAGING', include: true });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(bag.actor.getSnapshot().matches({ unlocked: 'failed' })).toBe(true);
    expect(context.includePackaging).toBe(false);
    expect(context.pendingPackaging).toBeNull();
  });

  it('stock sync lowers a line once: quantity 5, stock 3, quantityToDecrease 2 ends at 3', async () => {
    const plenty = product('plenty', { price: 10, stock: 9 });
    const backend = new FakeCommerce([plenty]);
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(plenty, 5)] });
    await bag.settle();
    backend.catalogue.set('plenty', { ...plenty, stock: 3 });
    backend.availabilityErrors = [
      {
        id: 'plenty',
        noOnlineStock: true,
        noStoreStock: true,
        hasSddNotAvailable: false,
        quantityToDecrease: 2,
      },
    ];
    bag.actor.send({ type: 'SYNC_STOCK' });
    await bag.settle();
    expect(quantities(bag)).toEqual([['plenty', 3]]);
  });

  it('the merge warning reads the merge answer’s numberOfSelectedProducts', async () => {
    const backend = commerce();
    backend.seedBag('anon', [['ring', 1]]);
    backend.seedBag('u-1', []);
    backend.userBagIds = ['u-1'];
    const createBag = backend.createBag.bind(backend);
    // The back-end counts two selected products though one line came back.
    backend.createBag = async (options) => ({
      ...(await createBag(options)),
      numberOfSelectedProducts: 2,
    });
    const bag = startBag(backend);
    bag.actor.send({ type: 'START', cartId: 'anon' });
    await bag.settle();
    bag.actor.send({ type: 'LOGIN', user: ana });
    await bag.settle();
    expect(quantities(bag)).toEqual([['ring', 1]]);
    expect(bag.actor.getSnapshot().context.modal).toEqual({
      kind: 'mergeWarning',
      firstName: 'Ana',
    });
  });

  it('restoring the previous bag does not pre-select gift packaging', async () => {
    const backend = commerce();
    backend.seedBag('previous', [['ring', 1]]);
    const bag = startBag(backend, { defaultPackaging: true });
    bag.actor.send({ type: 'START', cartId: 'previous' });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.includePackaging).toBe(false);
    // A new bag still starts from the site's default.
    bag.actor.send({ type: 'REMOVE_BAG' });
    bag.actor.send({ type: 'ADD', items: [addItem(ring)] });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.includePackaging).toBe(true);
  });
});
