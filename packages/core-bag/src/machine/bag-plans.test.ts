// The context-level rules the bag machine calls, tested without the machine.
import { describe, expect, it } from 'vitest';
import { bag, entry } from '../../test/entries.js';
import { SDD, STANDARD } from '../../test/fake-commerce.js';
import type { AddItem } from '../lines/add-to-bag.js';
import {
  completedAdd,
  isAddBlockedBySdd,
  needsSwitchToStandard,
  screenAdd,
} from './bag-add-plan.js';
import { initialBagContext } from './bag-context.js';
import { failureOutcome } from './bag-failure.js';
import {
  completedRemovals,
  decreasePlan,
  increasePlan,
  isAtStockLimit,
} from './bag-quantity-plan.js';
import {
  bestCartApplies,
  bestCartPlan,
  sddPostalCodeFor,
  shippingMethodToSet,
} from './bag-shipping-plan.js';
import { availabilityPlan, stockSyncPlan } from './bag-stock-plan.js';
import type { BagContext } from './bag.machine.types.js';

function context(overrides: Partial<BagContext> = {}): BagContext {
  return { ...initialBagContext(), cartId: 'c1', ...overrides };
}

const item = (id: string, product: Partial<AddItem['product']> = {}): AddItem => ({
  payload: { productCode: id, quantity: 1 },
  product: { id, stock: 3, onlineStock: true, hasOverallStock: true, availableSdd: [], ...product },
});

function pendingAdd(items: AddItem[], fastFlow = false): BagContext['pendingAdd'] {
  return { items, fastFlow, avoidErrorModal: false, requested: items.length, withoutStockIds: [] };
}

describe('add plan (docs/product/bag.md §3.1)', () => {
  it('blocks an SDD add without overall and online stock', () => {
    const ctx = context({
      isSddEnabled: true,
      pendingAdd: pendingAdd([item('a', { hasOverallStock: false, onlineStock: false })]),
    });
    expect(isAddBlockedBySdd(ctx)).toBe(true);
    expect(isAddBlockedBySdd({ ...ctx, isSddEnabled: false })).toBe(false);
  });

  it('screens: without-stock items listed, SDD off for web-only products', () => {
    const ctx = context({
      isSddEnabled: true,
      pendingAdd: pendingAdd([item('web', { hasOverallStock: false }), item('gone', { stock: 0 })]),
    });
    const patch = screenAdd(ctx);
    expect(patch.switchToStandard).toBe(true);
    expect(patch.isSddEnabled).toBe(false);
    expect(patch.pendingAdd?.items.map((i) => i.product.id)).toEqual(['web']);
    expect(patch.pendingAdd?.withoutStockIds).toEqual(['gone']);
    expect(patch.withoutStock).toEqual([{ productId: 'gone', reason: 'noStock' }]);
  });

  it('completes to the cart in the fast flow, else notifies', () => {
    const all = context({ pendingAdd: pendingAdd([item('a')], true) });
    expect(completedAdd(all)).toMatchObject({
      goToCart: true,
      tracked: [{ productId: 'a', quantity: 1 }],
    });
    const partial = context({
      pendingAdd: { ...pendingAdd([item('a')], true)!, requested: 2, withoutStockIds: ['b'] },
    });
    expect(completedAdd(partial)).toMatchObject({
      goToCart: false,
      modal: { kind: 'addNotification', added: ['a'], withoutStock: ['b'] },
    });
  });

  it('what the back-end put in short is without stock, tracked as what went in, and no fast flow', () => {
    const ctx = context({
      pendingAdd: pendingAdd([item('full'), item('half'), item('none')], true),
      bag: bag([], {
        cartModifications: [
          { productCode: 'half', statusCode: 'lowStock', quantityAdded: 1 },
          { productCode: 'none', statusCode: 'noStock', quantityAdded: 0 },
          { productCode: 'full', statusCode: 'success', quantityAdded: 1 },
        ],
      }),
    });
    ctx.pendingAdd!.items[1]!.payload.quantity = 3;
    const outcome = completedAdd(ctx);
    expect(outcome.goToCart).toBe(false);
    expect(outcome.modal).toEqual({
      kind: 'addNotification',
      added: ['full', 'half'],
      withoutStock: ['half', 'none'],
    });
    expect(outcome.tracked).toEqual([
      { productId: 'full', quantity: 1 },
      { productId: 'half', quantity: 1 },
    ]);
    expect(outcome.withoutStock).toEqual([
      { productId: 'half', reason: 'partial' },
      { productId: 'none', reason: 'noStock' },
    ]);
  });

  it('switches to standard only from an SDD method with a standard one offered', () => {
    const base = context({
      switchToStandard: true,
      shippingMethods: [STANDARD, SDD],
      bag: bag([], { shippingMethod: SDD }),
    });
    expect(needsSwitchToStandard(base)).toBe(true);
    expect(needsSwitchToStandard({ ...base, bag: bag([], { shippingMethod: STANDARD }) })).toBe(
      false,
    );
    expect(needsSwitchToStandard({ ...base, shippingMethods: [SDD] })).toBe(false);
  });
});

describe('quantity plan (docs/product/bag.md §3)', () => {
  const ctx = context({
    bag: bag([
      entry({ entryNumber: 0, quantity: 2, stock: 2 }),
      entry({ entryNumber: 1, quantity: 1 }),
    ]),
  });

  it('notes the stock limit, else increases by one', () => {
    expect(isAtStockLimit(ctx, 0)).toBe(true);
    expect(isAtStockLimit(ctx, 1)).toBe(false);
    expect(increasePlan(ctx, 1)).toEqual({ pendingChanges: [{ entryNumber: 1, quantity: 2 }] });
  });

  it('decreases, or removes at 1 and on remove', () => {
    expect(decreasePlan(ctx, 0, 1)).toEqual({ pendingChanges: [{ entryNumber: 0, quantity: 1 }] });
    expect(decreasePlan(ctx, 1, 1).pendingRemovals).toHaveLength(1);
    expect(decreasePlan(ctx, 0, 'all').pendingChanges).toEqual([{ entryNumber: 0, quantity: 0 }]);
    expect(decreasePlan(ctx, 7, 1)).toEqual({});
  });

  it('keeps removals for undo and tracks them', () => {
    const removed = entry({ entryNumber: 1, productId: 'r', quantity: 2 });
    const done = completedRemovals(context({ pendingRemovals: [removed], noStockNotes: [1, 3] }));
    expect(done.patch).toEqual({ undo: [removed], noStockNotes: [3] });
    expect(done.tracked).toEqual([{ productId: 'r', quantity: 2 }]);
  });
});

describe('stock plan (docs/product/bag.md §4.1)', () => {
  it("lists what the back-end's own check removed as without stock, and changes nothing itself", () => {
    const ctx = context({
      bag: bag([entry({ entryNumber: 0, productId: 'kept', quantity: 1, stock: 1 })], {
        productAvailabilityErrors: [],
        cartModifications: [
          { productCode: 'kept', statusCode: 'lowStock', quantity: 2, quantityAdded: 1 },
          { productCode: 'gone', statusCode: 'noStock', quantity: 2, quantityAdded: 0 },
        ],
      }),
    });
    const patch = stockSyncPlan(ctx);
    expect(patch.pendingChanges).toEqual([]);
    expect(patch.withoutStock).toEqual([{ productId: 'gone', reason: 'stock' }]);
  });

  it('turns synchronisation and availability errors into changes', () => {
    const ctx = context({
      isSddEnabled: true,
      bag: bag(
        [
          entry({ entryNumber: 0, productId: 'low', quantity: 3, stock: 1 }),
          entry({ entryNumber: 1, productId: 'none', quantity: 1, stock: 0 }),
          entry({ entryNumber: 2, productId: 'web', quantity: 2, stock: 9 }),
        ],
        {
          productAvailabilityErrors: [
            {
              id: 'web',
              noOnlineStock: true,
              noStoreStock: true,
              hasSddNotAvailable: true,
              quantityToDecrease: 2,
            },
          ],
        },
      ),
    });
    const patch = stockSyncPlan(ctx);
    expect(patch.pendingChanges).toEqual([
      { entryNumber: 0, quantity: 1 },
      { entryNumber: 1, quantity: 0 },
      { entryNumber: 2, quantity: 0 },
    ]);
    expect(patch.withoutStock).toEqual([
      { productId: 'none', reason: 'stock' },
      { productId: 'web', reason: 'availability' },
    ]);
    expect(patch.isSddEnabled).toBe(true);
  });

  it('lowers a line once when stock and an availability error both ask (issue 22)', () => {
    const ctx = context({
      bag: bag([entry({ entryNumber: 0, productId: 'a', quantity: 5, stock: 3 })], {
        productAvailabilityErrors: [
          {
            id: 'a',
            noOnlineStock: true,
            noStoreStock: true,
            hasSddNotAvailable: false,
            quantityToDecrease: 2,
          },
        ],
      }),
    });
    expect(stockSyncPlan(ctx).pendingChanges).toEqual([{ entryNumber: 0, quantity: 3 }]);
    // The error asks for more than the stock does: its figure wins, still once.
    const deeper = context({
      bag: bag([entry({ entryNumber: 0, productId: 'a', quantity: 5, stock: 3 })], {
        productAvailabilityErrors: [
          {
            id: 'a',
            noOnlineStock: true,
            noStoreStock: true,
            hasSddNotAvailable: false,
            quantityToDecrease: 4,
          },
        ],
      }),
    });
    expect(stockSyncPlan(deeper).pendingChanges).toEqual([{ entryNumber: 0, quantity: 1 }]);
  });

  it('availability plan decides SDD for the postal code', () => {
    const ctx = context({
      bag: bag([entry({ entryNumber: 0, productId: 'a', quantity: 2 })], {
        productAvailabilityErrors: [
          {
            id: 'a',
            noOnlineStock: false,
            noStoreStock: true,
            hasSddNotAvailable: true,
            quantityToDecrease: 0,
          },
        ],
      }),
    });
    expect(availabilityPlan(ctx)).toMatchObject({ pendingChanges: [], isSddEnabled: false });
  });
});

describe('shipping plan (docs/product/shipping.md §2)', () => {
  const twoGroups = bag(
    [
      entry({ entryNumber: 0, productId: 'web', price: 10 }),
      entry({
        entryNumber: 1,
        productId: 'store',
        price: 40,
        onlineStock: false,
        availableSdd: ['s1'],
      }),
    ],
    { storesByCP: [{ id: 's1' }] },
  );

  it('applies best cart once, only with no method available and both groups', () => {
    const ctx = context({ bag: twoGroups, shippingMethods: [] });
    expect(bestCartApplies(ctx)).toBe(true);
    expect(bestCartApplies({ ...ctx, bestCartTried: true })).toBe(false);
    expect(bestCartApplies({ ...ctx, shippingMethods: [STANDARD] })).toBe(false);
    expect(bestCartPlan(ctx)).toEqual({
      bestCartTried: true,
      pendingChanges: [{ entryNumber: 0, quantity: 0 }],
      withoutStock: [{ productId: 'web', reason: 'bestCart' }],
      isSddEnabled: true,
    });
  });

  it('sets standard unless the chosen method is still offered', () => {
    expect(shippingMethodToSet(context({ bag: bag([]), shippingMethods: [STANDARD, SDD] }))).toBe(
      'standard',
    );
    expect(
      shippingMethodToSet(
        context({ bag: bag([], { shippingMethod: SDD }), shippingMethods: [STANDARD, SDD] }),
      ),
    ).toBeNull();
  });

  it('takes the SDD postal code from the user, else keeps the known one', () => {
    const user = { id: 'u', loggedIn: true, defaultAddressPostalCode: '28001' };
    expect(sddPostalCodeFor(context({ user, isSddEnabled: true, shippingMethods: [SDD] }))).toBe(
      '28001',
    );
    expect(sddPostalCodeFor(context({ user, isSddEnabled: false, sddPostalCode: '08001' }))).toBe(
      '08001',
    );
  });
});

describe('failure outcome (docs/product/bag.md §9.3)', () => {
  const withBag = context({ bag: bag([entry()]), pendingVoucher: 'CODE' });

  it('a gone cart removes the bag and its id', () => {
    const outcome = failureOutcome(withBag, { operation: 'changeQuantity', kind: 'cartGone' });
    expect(outcome.patch).toMatchObject({ bag: null, cartId: null });
    expect(outcome.emitted).toEqual([{ type: 'bag.cartIdChanged', cartId: null }]);
  });

  it('a voucher failure flags the input, tracks coupon ko and shows no modal', () => {
    const outcome = failureOutcome(withBag, { operation: 'applyVoucher', kind: 'unexpected' });
    expect(outcome.patch.wrongVoucher).toBe(true);
    expect(outcome.patch.modal).toBeUndefined();
    expect(outcome.emitted).toEqual([{ type: 'tracking.couponKo', code: 'CODE' }]);
  });

  it('an expired cart restores with the new id; a stale one looks up the order', () => {
    const expired = { errors: [{ type: 'CartExpiredError', subject: 'c2' }] };
    expect(
      failureOutcome(withBag, { operation: 'add', kind: 'expired', error: expired }),
    ).toMatchObject({
      patch: { cartId: 'c2' },
      recovery: 'restore',
    });
    const stale = { errors: [{ type: 'JaloObjectNoLongerValidError' }] };
    expect(
      failureOutcome(withBag, { operation: 'add', kind: 'unexpected', error: stale }).recovery,
    ).toBe('lookUpOrder');
  });

  it('timeouts and malformed answers keep the bag and show the unexpected-error modal', () => {
    for (const kind of ['timeout', 'malformed'] as const) {
      const outcome = failureOutcome(withBag, { operation: 'synchronizeStock', kind });
      expect(outcome.patch.bag).toBeUndefined();
      expect(outcome.patch.modal).toEqual({
        kind: 'error',
        operation: 'synchronizeStock',
        reason: 'unexpectedErrorOnCart',
      });
    }
  });
});
