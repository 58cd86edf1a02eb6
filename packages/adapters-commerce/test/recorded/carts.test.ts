import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OccListProblem } from '../../src/index.js';
import { recorded, startReplay } from './replay.js';

// Standard SAP Commerce carts (test/recorded/carts, cart-modifications, delivery-modes,
// vouchers, promotions): fired promotions, vouchers with a currency object, stock
// modifications on add and on validate, delivery modes with their cost.
let replay: Awaited<ReturnType<typeof startReplay>>;
beforeAll(async () => {
  replay = await startReplay();
});
afterAll(() => replay.close());

type Json = Record<string, unknown>;
const CART = '/users/current/carts/00002718';
const cart = () => recorded<Json>('carts/cart-with-promotions.json');

describe('a cart with fired promotions (GET carts/{cart})', () => {
  it('reads promotions, vouchers, taxes and line totals', async () => {
    replay.serve([{ method: 'GET', path: CART, body: cart() }]);
    const bag = await replay.client().bag.getBag('00002718');
    expect(bag.code).toBe('00002718');
    expect(bag.cartId).toBe('7c1b3a7e-3a8e-4f55-9a44-2f1a6f3b9a10');
    expect(bag.priceSummary).toMatchObject({
      total: { value: 246.6, currency: 'USD' },
      totalAfterShipment: { value: 245.8, currency: 'USD' },
      // The order's discount: the line's is inside its total (246.6 for 2 x 137).
      totalDiscounts: { value: 20, currency: 'USD' },
      shipmentPrice: { value: 7.49, currency: 'USD' },
      appliedVoucher: { voucherCode: 'CouponForCart' },
      appliedPromotion: [
        {
          promotionTypeCode: 'order_threshold_fixed_discount_main',
          description: 'Buy over $200.00 get $20.00 discount on cart',
        },
      ],
    });
    const [line] = bag.products;
    expect(line).toMatchObject({
      entryNumber: 0,
      quantity: 2,
      totalPrice: { value: 246.6, currency: 'USD' },
      product: {
        id: '3780171',
        name: 'PSR 18-2',
        stock: 51,
        onlineStock: true,
        price: { value: 137, currency: 'USD' },
      },
    });
    // One picture in four formats: the bag shows its thumbnail.
    expect(line?.product.image).toBe(
      recorded<{ entries: { product: { images: { format: string; url: string }[] } }[] }>(
        'carts/cart-with-promotions.json',
      ).entries[0]!.product.images.find((image) => image.format === 'thumbnail')!.url,
    );
    expect(bag.shippingMethod).toMatchObject({ code: 'standard-net' });
    expect(bag.shippingAddress).toMatchObject({ name: 'Test', city: { name: 'Lachine' } });
  });

  it('reads saved carts that have no code and prices without a currency', async () => {
    replay.serve([
      { method: 'GET', path: '/users/current/carts', body: recorded('carts/saved-carts.json') },
    ]);
    const bags = await replay.client().bag.getUserBags();
    expect(bags.map((bag) => bag.cartId)).toEqual([
      'ca9b4d35-7d9e-4a52-b87c-bb44575c7ae2',
      expect.any(String),
    ]);
    expect(bags[0]?.products[0]?.product.price).toEqual({ value: 3.45, currency: 'USD' });
    expect(bags[0]?.priceSummary?.totalAfterShipment).toEqual({ value: 3.45, currency: 'USD' });
  });

  it('drops one unreadable cart of the list and reports it', async () => {
    const list = recorded<{ carts: Json[] }>('carts/saved-carts.json');
    list.carts.splice(1, 0, { guid: 'broken', entries: 'not a list' });
    replay.serve([{ method: 'GET', path: '/users/current/carts', body: list }]);
    const problems: OccListProblem[] = [];
    const bags = await replay
      .client({ onListProblem: (problem) => problems.push(problem) })
      .bag.getUserBags();
    expect(bags).toHaveLength(2);
    expect(problems).toMatchObject([{ list: 'carts', index: 1, id: 'broken' }]);
  });
});

describe('stock modifications (standard OCC cartModifications)', () => {
  it('an add that fell short comes back on the bag as a modification', async () => {
    replay.serve([
      {
        method: 'POST',
        path: `${CART}/entries`,
        body: recorded('cart-modifications/add-low-stock.json'),
      },
      { method: 'GET', path: CART, body: cart() },
    ]);
    const bag = await replay
      .client()
      .bag.addEntries('00002718', [{ productCode: '325414', quantity: 2 }]);
    expect(bag.cartModifications).toEqual([
      { productCode: '325414', statusCode: 'lowStock', quantity: 2, quantityAdded: 1 },
    ]);
  });

  it('the standard dialect validates by POST and reads what the back-end lowered or removed', async () => {
    replay.serve([
      {
        method: 'POST',
        path: `${CART}/validate`,
        body: recorded('cart-modifications/validate-no-stock.json'),
      },
      { method: 'GET', path: CART, body: cart() },
    ]);
    const bag = await replay
      .client({ dialect: 'standard' })
      .bag.validateStock('00002718', { refresh: true, sendToCrossBorder: false });
    expect(replay.requests.map((request) => request.method)).toEqual(['POST', 'GET']);
    expect(bag.cartModifications).toEqual([
      { productCode: '325414', statusCode: 'noStock', quantity: 2, quantityAdded: 0 },
    ]);
    expect(bag.productAvailabilityErrors).toEqual([]);
  });

  it('keeps every modification of a validation that lowered two lines', async () => {
    replay.serve([
      {
        method: 'POST',
        path: `${CART}/validate`,
        body: recorded('cart-modifications/validate-low-stock.json'),
      },
      { method: 'GET', path: CART, body: cart() },
    ]);
    const bag = await replay
      .client({ dialect: 'standard' })
      .bag.validateStock('00002718', { refresh: true, sendToCrossBorder: false });
    expect(bag.cartModifications?.map((m) => [m.productCode, m.quantityAdded])).toEqual([
      ['325414', 1],
      ['2278102', 1],
    ]);
  });
});

describe('delivery modes, vouchers and promotions', () => {
  it('reads delivery modes with their cost as one price range from 0', async () => {
    replay.serve([
      {
        method: 'GET',
        path: `${CART}/deliverymodes`,
        body: recorded('delivery-modes/list.json'),
      },
    ]);
    const methods = await replay.client().bag.getShippingMethods('00002718');
    expect(methods).toEqual([
      {
        code: 'standard-net',
        name: 'Standard Delivery',
        isSdd: false,
        available: true,
        priceRanges: [{ minimum: 0, price: { value: 9.99, currency: 'USD' } }],
      },
      {
        code: 'premium-net',
        name: 'Premium Delivery',
        isSdd: false,
        available: true,
        priceRanges: [{ minimum: 0, price: { value: 16.99, currency: 'USD' } }],
      },
    ]);
  });

  it('keeps the readable delivery modes when one is not', async () => {
    const list = recorded<{ deliveryModes: Json[] }>('delivery-modes/list.json');
    list.deliveryModes.unshift({ name: 'no code' });
    replay.serve([{ method: 'GET', path: `${CART}/deliverymodes`, body: list }]);
    const problems: OccListProblem[] = [];
    const methods = await replay
      .client({ onListProblem: (problem) => problems.push(problem) })
      .bag.getShippingMethods('00002718');
    expect(methods.map((method) => method.code)).toEqual(['standard-net', 'premium-net']);
    expect(problems).toMatchObject([{ list: 'deliveryModes', index: 0, id: null }]);
  });

  it('reads vouchers whose currency is an object', async () => {
    replay.serve([
      { method: 'GET', path: `${CART}/vouchers`, body: recorded('vouchers/list.json') },
    ]);
    const vouchers = await replay.client().bag.getVouchers('00002718');
    expect(vouchers).toEqual([
      {
        voucherCode: 'CouponForCart',
        name: 'Coupon for cart',
        value: { value: 20, currency: 'USD' },
      },
      // A voucher without a value (free shipping) has no Money to carry its currency.
      { voucherCode: 'FreeShippingVoucher', name: 'Free shipping' },
    ]);
  });

  it('reads the promotions list: the code stands for the type, no goals are known', async () => {
    replay.serve([{ method: 'GET', path: '/promotions', body: recorded('promotions/list.json') }]);
    const promotions = await replay.client().bag.getPromotions();
    expect(promotions[0]).toEqual({
      id: 'order_threshold_fixed_discount_main',
      promotionTypeCode: 'order_threshold_fixed_discount_main',
      goalsToReach: [],
      discounts: [],
      startEnabledDate: '2019-01-01T00:00:00+0000',
      endEnabledDate: '2099-12-31T23:00:00+0000',
    });
    expect(promotions).toHaveLength(2);
  });
});
