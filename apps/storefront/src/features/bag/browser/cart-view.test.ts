import { bagMachine, type BagContext, type CartEntry } from '@atelier/core-bag';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { cartView } from './cart-view.js';

// The machine's own starting context, so the test follows its shape as it grows.
const START = createActor(bagMachine, { input: {} }).getSnapshot().context;

const entry = (entryNumber: number, id: string, price: number, extra: Partial<CartEntry> = {}) =>
  ({
    entryNumber,
    quantity: 1,
    isGift: false,
    product: {
      id,
      name: id,
      onlineStock: true,
      stock: 5,
      hasOverallStock: true,
      availableSdd: [],
      price: { value: price, currency: 'EUR' },
    },
    ...extra,
  }) satisfies CartEntry;

const STANDARD = {
  code: 'standard',
  isSdd: false,
  available: true,
  priceRanges: [
    { minimum: 50, price: { value: 0, currency: 'EUR' } },
    { minimum: 0, price: { value: 4.95, currency: 'EUR' } },
  ],
};
const SDD = {
  code: 'sdd',
  isSdd: true,
  available: false,
  priceRanges: [{ minimum: 0, price: { value: 7.95, currency: 'EUR' } }],
};

function context(patch: Partial<BagContext>): BagContext {
  return { ...START, ...patch };
}

describe('cartView (docs/product/bag.md page)', () => {
  it('shows lines with their gift message, saved items, free gifts and the totals', () => {
    const gift = { destinationMessage: 'Ana', fromMessage: 'Leo', message: 'Hola' };
    const view = cartView(
      context({
        cartId: 'g1',
        bag: {
          products: [
            entry(0, 'ring', 30, { quantity: 2, giftCardInfo: gift }),
            entry(1, 'box', 0, { isGift: true }),
          ],
          saveForLater: { listUid: 'l', entries: [entry(0, 'chain', 20, { saveForLater: true })] },
          priceSummary: {
            total: { value: 60, currency: 'EUR' },
            totalDiscounts: { value: 6, currency: 'EUR' },
            appliedVoucher: { voucherCode: 'WELCOME10' },
          },
          shippingMethod: { code: 'standard', isSdd: false, available: true, priceRanges: [] },
        },
        shippingMethods: [STANDARD, SDD],
      }),
      'es-es',
    );
    expect(view.lines.map((line) => [line.productId, line.giftCardInfo, line.isGift])).toEqual([
      ['ring', gift, false],
      ['box', null, true],
    ]);
    expect(view.saved.map((item) => [item.productId, item.href])).toEqual([
      ['chain', '/es-es/p/chain'],
    ]);
    // Gifts are not counted; 60 - 6 = 54 reaches the free range of standard shipping.
    expect(view.count).toBe(2);
    expect(view.summary.shippingPrice).toBe(0);
    expect(view.grandTotal).toBe(54);
    expect(view.appliedVoucher).toBe('WELCOME10');
    expect(view.appliedVouchers).toEqual(['WELCOME10']);
    expect(view.methods.map((m) => [m.code, m.price, m.available, m.isSdd])).toEqual([
      ['standard', 0, true, false],
      ['sdd', 7.95, false, true],
    ]);
    expect(view.methods[0]?.ranges).toEqual([
      { minimum: 0, price: 4.95 },
      { minimum: 50, price: 0 },
    ]);
    expect(view.freeShippingFrom).toBe(50);
    expect(view.hasSddMethod).toBe(true);
    expect(view.selectedMethod).toBe('standard');
  });

  it('names the voucher failure only while the field is flagged after a refused apply', () => {
    const refused = {
      operation: 'applyVoucher' as const,
      kind: 'voucher' as const,
      error: { errors: [{ type: 'VoucherOperationError', reason: 'expired' }] },
    };
    const bag = { products: [entry(0, 'ring', 30)] };
    expect(
      cartView(context({ bag, wrongVoucher: true, failure: refused }), 'es-es').voucherError,
    ).toBe('expired');
    expect(
      cartView(context({ bag, wrongVoucher: false, failure: refused }), 'es-es').voucherError,
    ).toBe(null);
    const other = { operation: 'changeQuantity' as const, kind: 'unexpected' as const };
    expect(
      cartView(context({ bag, wrongVoucher: true, failure: other }), 'es-es').voucherError,
    ).toBe(null);
  });

  it('offers the employee discount only when the back-end lists it for this shopper', () => {
    const products = [entry(0, 'ring', 30)];
    expect(cartView(context({ bag: { products } }), 'es-es').employeeDiscount).toEqual({
      offered: false,
      on: false,
    });
    const offered = { products, shouldApplyPromotion: [{ key: 'EMPLOYEE_DISCOUNT', value: true }] };
    expect(cartView(context({ bag: offered }), 'es-es').employeeDiscount).toEqual({
      offered: true,
      on: true,
    });
  });

  it('shows the loyalty free-shipping checkbox to a signed-in member while shipping costs', () => {
    const loyalty = {
      id: 'LOYALTY_FREE_SHIPPING',
      promotionTypeCode: 'FreeShippingPromotion',
      goalsToReach: [],
      discounts: [],
      includedUserTypes: ['loyalty'],
    };
    const bag = {
      products: [entry(0, 'ring', 30)],
      shippingMethod: { code: 'standard', isSdd: false, available: true, priceRanges: [] },
      shouldApplyPromotion: [{ key: 'LOYALTY_FREE_SHIPPING', value: true }],
    };
    const member = {
      id: 'u',
      loggedIn: true,
      hasLoyaltyMembership: true,
      freeShippingRemaining: 3,
    };
    const shown = cartView(context({ bag, user: member, shippingMethods: [STANDARD] }), 'es-es', [
      loyalty,
    ]);
    expect(shown.loyaltyFreeShipping).toEqual({
      promotionId: 'LOYALTY_FREE_SHIPPING',
      shown: true,
      on: true,
    });
    // A guest, or a member without the site's loyalty promotion, never sees it.
    expect(
      cartView(context({ bag, shippingMethods: [STANDARD] }), 'es-es', [loyalty])
        .loyaltyFreeShipping.shown,
    ).toBe(false);
    expect(
      cartView(context({ bag, user: member, shippingMethods: [STANDARD] }), 'es-es', [])
        .loyaltyFreeShipping.shown,
    ).toBe(false);
    // Nor does a member with no free shipments left.
    const spent = { ...member, freeShippingRemaining: 0 };
    expect(
      cartView(context({ bag, user: spent, shippingMethods: [STANDARD] }), 'es-es', [loyalty])
        .loyaltyFreeShipping.shown,
    ).toBe(false);
  });
});
