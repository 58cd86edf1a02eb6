import { describe, expect, it } from 'vitest';
import { ProductAvailabilityErrorSchema } from './availability-error.schema.js';
import { BagSchema } from './bag.schema.js';
import { EntryPayloadSchema } from './entry-payload.schema.js';
import { PromotionSchema } from './promotion.schema.js';
import { ShippingMethodSchema } from './shipping-method.schema.js';
import { AnonymousWishlistSchema, WishlistSchema } from './wishlist.schema.js';

const entry = {
  entryNumber: 0,
  quantity: 2,
  isGift: false,
  product: {
    id: 'p1',
    onlineStock: true,
    stock: 3,
    hasOverallStock: true,
    availableSdd: ['s1'],
    price: { value: 25, currency: 'EUR' },
  },
  size: { code: 'p1-12' },
};

describe('entities (docs/product/bag.md §1.1)', () => {
  it('accepts a full bag and a nearly empty new one', () => {
    expect(BagSchema.parse({ products: [] })).toEqual({ products: [] });
    const bag = BagSchema.parse({
      code: '000123',
      products: [entry],
      cartId: 'guid',
      priceSummary: {
        total: { value: 50, currency: 'EUR' },
        appliedVoucher: { voucherCode: 'WELCOME' },
      },
      shippingMethod: { code: 'standard', isSdd: false, available: true, priceRanges: [] },
      saveForLater: { entries: [], listUid: 'l1' },
      productAvailabilityErrors: [
        {
          id: 'p1',
          noOnlineStock: true,
          noStoreStock: false,
          hasSddNotAvailable: true,
          quantityToDecrease: 1,
          reasons: ['NO_WEB_STOCK'],
        },
      ],
      shouldApplyPromotion: [{ key: 'employeeDiscount', value: true }],
      gwpPromotions: { successful: true, state: 'applied' },
    });
    expect(bag.products[0]?.product.id).toBe('p1');
  });

  it('rejects malformed bags', () => {
    expect(BagSchema.safeParse({}).success).toBe(false);
    expect(BagSchema.safeParse({ products: [{ ...entry, quantity: 'two' }] }).success).toBe(false);
    expect(BagSchema.safeParse(null).success).toBe(false);
  });

  it("carries the addresses as core-catalogue's one Address, not as loose records", () => {
    const madrid = {
      name: 'Ana',
      surname: 'García',
      address: 'Gran Vía 1',
      postalCode: '28001',
      city: { code: 'MAD', name: 'Madrid' },
      country: { code: 'ES' },
    };
    const bag = BagSchema.parse({ products: [], shippingAddress: madrid, billingAddress: null });
    expect(bag.shippingAddress).toEqual({ ...madrid, saveForFutureOrders: true });
    // The loose record the bag took before: a postal code alone, or the back-end's own shape.
    expect(
      BagSchema.safeParse({ products: [], shippingAddress: { postalCode: '28001' } }).success,
    ).toBe(false);
    const occ = { firstName: 'Ana', lastName: 'García', line1: 'Gran Vía 1', postalCode: '28001' };
    expect(BagSchema.safeParse({ products: [], billingAddress: occ }).success).toBe(false);
  });

  it('entry payloads need a code and a positive integer quantity', () => {
    expect(
      EntryPayloadSchema.safeParse({
        productCode: 'p1-12',
        quantity: 1,
        engravingInfo: { engravingText: 'A&B', fontSize: '12' },
        giftCardInfo: { destinationMessage: 'To', fromMessage: 'From', message: 'Hi' },
      }).success,
    ).toBe(true);
    expect(EntryPayloadSchema.safeParse({ productCode: 'p1', quantity: 0 }).success).toBe(false);
  });

  it('availability errors only carry the known reasons', () => {
    const base = {
      id: 'p',
      noOnlineStock: true,
      noStoreStock: true,
      hasSddNotAvailable: false,
      quantityToDecrease: 1,
    };
    expect(
      ProductAvailabilityErrorSchema.safeParse({ ...base, reasons: ['HOLIDAY'] }).success,
    ).toBe(true);
    expect(ProductAvailabilityErrorSchema.safeParse({ ...base, reasons: ['LATER'] }).success).toBe(
      false,
    );
  });

  it('shipping methods carry price ranges priced in Money', () => {
    expect(
      ShippingMethodSchema.parse({
        code: 'sdd_madrid',
        isSdd: true,
        available: true,
        priceRanges: [{ minimum: 0, price: { value: 9.95, currency: 'EUR' } }],
      }).priceRanges,
    ).toHaveLength(1);
  });

  it('wishlists exist on the server and as local ids', () => {
    expect(WishlistSchema.parse({ entries: [{ id: 'p1' }] }).entries).toHaveLength(1);
    expect(AnonymousWishlistSchema.parse(['p1', 'p2'])).toEqual(['p1', 'p2']);
  });

  it('promotions carry goals, discounts, user types, channels and dates', () => {
    const promotion = PromotionSchema.parse({
      id: 'promo',
      promotionTypeCode: 'freeGift',
      goalsToReach: [{ type: 'minCartAmount', value: 100 }],
      discounts: [{ type: 'freeGift', value: { product: 'gift-1' } }],
      includedUserTypes: ['employee'],
      excludedUserTypes: [],
      channels: ['web'],
      startEnabledDate: '2026-01-01T00:00:00Z',
      endEnabledDate: null,
    });
    expect(promotion.channels).toEqual(['web']);
    expect(PromotionSchema.safeParse({ ...promotion, channels: ['tv'] }).success).toBe(false);
  });
});
