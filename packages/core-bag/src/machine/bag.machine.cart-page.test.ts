import { describe, expect, it } from 'vitest';
import { addItem, quantities, startBag } from '../../test/bag-harness.js';
import { FakeCommerce, SDD, STANDARD, product } from '../../test/fake-commerce.js';

// The operations the bag page starts besides the drawer's
// (docs/product/bag.md §1.1, §2.2, §3, §4.1, §5, §7; docs/product/wishlist.md;
// docs/product/shipping.md §2): the shopper's shipping method, a typed same-day postal code, gift
// messages, dropping a saved item and the promotions the shopper switches.
const ring = product('ring', { price: 30, stock: 3 });
const chain = product('chain', { price: 20, stock: 2 });

async function bagWith(backend = new FakeCommerce([ring, chain])) {
  const bag = startBag(backend);
  bag.actor.send({ type: 'ADD', items: [addItem(ring), addItem(chain)] });
  await bag.settle();
  return bag;
}

describe('bag page operations', () => {
  it('sets a method the shopper picks among the available ones, locked while it runs', async () => {
    const backend = new FakeCommerce([ring, chain]);
    backend.shippingMethods = [STANDARD, { ...SDD, available: false }];
    const bag = await bagWith(backend);
    bag.actor.send({ type: 'CHECK_SHIPPING' });
    await bag.settle();
    backend.calls = [];
    // Not offered (unavailable): ignored, no call.
    bag.actor.send({ type: 'SET_SHIPPING_METHOD', code: 'sdd' });
    expect(bag.actor.getSnapshot().context.isInterfaceLocked).toBe(false);
    backend.shippingMethods = [STANDARD, SDD];
    bag.actor.send({ type: 'CHECK_SHIPPING' });
    await bag.settle();
    backend.calls = [];
    bag.actor.send({ type: 'SET_SHIPPING_METHOD', code: 'sdd' });
    expect(bag.actor.getSnapshot().context.isInterfaceLocked).toBe(true);
    expect(bag.actor.getSnapshot().context.operation).toBe('setShippingMethod');
    await bag.settle();
    expect(backend.calls).toEqual(['setDeliveryMode']);
    expect(bag.actor.getSnapshot().context.bag?.shippingMethod?.code).toBe('sdd');
  });

  it('a typed postal code is validated, then the whole check sequence runs with it', async () => {
    const backend = new FakeCommerce([ring, chain]);
    backend.shippingMethods = [STANDARD, SDD];
    const bag = await bagWith(backend);
    backend.calls = [];
    bag.actor.send({ type: 'CHECK_SDD_POSTAL_CODE', postalCode: ' 28001 ' });
    await bag.settle();
    expect(backend.calls).toEqual([
      'validateSddPostalCode',
      'getBag',
      'getShippingMethods',
      'setDeliveryMode',
      'validateSddPostalCode',
    ]);
    const { context } = bag.actor.getSnapshot();
    expect(context.sddPostalCode).toBe('28001');
    expect(context.isSddEnabled).toBe(true);
    // A postal code with errors turns SDD off; a blank one is not sent.
    backend.postalCodeErrors = [{ reason: 'NO_STORE' }];
    bag.actor.send({ type: 'CHECK_SDD_POSTAL_CODE', postalCode: '99999' });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.isSddEnabled).toBe(false);
    backend.calls = [];
    bag.actor.send({ type: 'CHECK_SDD_POSTAL_CODE', postalCode: '  ' });
    expect(backend.calls).toEqual([]);
  });

  it('a typed postal code that splits the bag runs best cart: the cheaper group goes, no undo', async () => {
    const web = product('web', { price: 90, onlineStock: true, availableSdd: [] });
    const store = product('store', { price: 10, onlineStock: false, availableSdd: ['s1'] });
    const backend = new FakeCommerce([web, store]);
    const bag = startBag(backend);
    bag.actor.send({ type: 'ADD', items: [addItem(web), addItem(store)] });
    await bag.settle();
    backend.bags.get('guid-1')!.storesByCP = [{ id: 's1' }];
    backend.shippingMethods = [{ ...STANDARD, available: false }];
    bag.actor.send({ type: 'CHECK_SDD_POSTAL_CODE', postalCode: '28001' });
    await bag.settle();
    expect(quantities(bag)).toEqual([['web', 1]]);
    const { context } = bag.actor.getSnapshot();
    expect(context.withoutStock).toContainEqual({ productId: 'store', reason: 'bestCart' });
    expect(context.isSddEnabled).toBe(false);
    expect(context.undo).toEqual([]);
  });

  it('keeps a gift message on its line', async () => {
    const bag = await bagWith();
    const info = { destinationMessage: 'Ana', fromMessage: 'Leo', message: 'Happy birthday' };
    bag.actor.send({ type: 'SET_GIFT_MESSAGE', entryNumber: 1, info });
    expect(bag.actor.getSnapshot().context.operation).toBe('setGiftMessage');
    await bag.settle();
    const entries = bag.actor.getSnapshot().context.bag?.products ?? [];
    expect(entries.find((e) => e.entryNumber === 1)?.giftCardInfo).toEqual(info);
    // An entry that is not in the bag is ignored.
    bag.backend.calls = [];
    bag.actor.send({ type: 'SET_GIFT_MESSAGE', entryNumber: 9, info });
    expect(bag.backend.calls).toEqual([]);
  });

  it('drops a saved-for-later item for good', async () => {
    const bag = await bagWith();
    bag.actor.send({ type: 'SAVE_FOR_LATER', entryNumber: 1 });
    await bag.settle();
    expect(bag.actor.getSnapshot().context.bag?.saveForLater?.entries).toHaveLength(1);
    bag.actor.send({ type: 'REMOVE_SAVED', entryNumber: 0 });
    await bag.settle();
    const { context } = bag.actor.getSnapshot();
    expect(context.bag?.saveForLater?.entries).toEqual([]);
    expect(quantities(bag)).toEqual([['ring', 1]]);
    expect(context.undo).toEqual([]);
  });

  it('switches a promotion the shopper chooses (employee discount)', async () => {
    const bag = await bagWith();
    bag.actor.send({ type: 'APPLY_PROMOTION', promotionId: 'EMPLOYEE_DISCOUNT', apply: true });
    expect(bag.actor.getSnapshot().context.operation).toBe('applyPromotion');
    await bag.settle();
    expect(bag.actor.getSnapshot().context.bag?.shouldApplyPromotion).toEqual([
      { key: 'EMPLOYEE_DISCOUNT', value: true },
    ]);
  });
});
