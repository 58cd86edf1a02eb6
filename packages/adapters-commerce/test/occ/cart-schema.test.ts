import { describe, expect, it } from 'vitest';
import {
  cartWireSchema,
  deliveryModesWireSchema,
  vouchersWireSchema,
} from '../../src/occ/schemas/cart.schema.js';
import { collectListProblems } from '../../src/occ/schemas/tolerant-list.js';

const price = (value: number) => ({ value, currencyIso: 'EUR', formattedValue: `${value} €` });

export const occCart = {
  code: '00012',
  guid: 'g-12',
  user: { uid: 'anonymous' },
  entries: [
    {
      entryNumber: 0,
      quantity: 2,
      product: {
        code: 'P1',
        name: 'Ring',
        stock: { stockLevelStatus: 'lowStock', stockLevel: 3 },
        onlineStock: true,
        hasOverallStock: true,
        availableSdd: ['1001'],
        url: '/ring/p/P1',
        images: [
          { format: 'product', url: '/media/p1.svg' },
          { format: 'thumbnail', url: '/media/p1-small.svg' },
        ],
      },
      basePrice: price(25),
      size: '12',
      isGift: false,
      engravingInfo: { engravingText: 'A&B' },
    },
    { entryNumber: 1, quantity: 1, product: { code: 'GIFT' }, basePrice: price(0), isGift: true },
  ],
  totalUnitCount: 2,
  subTotal: price(50),
  totalPrice: price(54.95),
  totalDiscounts: price(0),
  deliveryCost: price(4.95),
  appliedVouchers: [{ code: 'WELCOME10', voucherCode: 'WELCOME10' }],
  appliedOrderPromotions: [{ promotionTypeCode: 'GiftWithPurchase' }],
  gwpPromotions: [{ code: 'GWP_100', successful: true, state: 'APPLIED' }],
  shouldApplyPromotion: { EMPLOYEE_DISCOUNT: false },
  deliveryMode: { code: 'sdd', name: 'Same day' },
  deliveryAddress: {
    firstName: 'Ana',
    lastName: 'García',
    line1: 'Calle 1',
    postalCode: '28001',
    town: 'Madrid',
    country: { isocode: 'ES' },
  },
  email: 'a@b.c',
  packaging: true,
  paymentMode: 'card',
  sddPostalCode: '28001',
  pickupStore: '1001',
  saveForLater: {
    listUid: 'anonymous:g-12',
    entries: [{ entryNumber: 0, quantity: 1, product: { code: 'P2', price: price(10) } }],
  },
};

describe('OCC cart -> bag (docs/product/bag.md §1.1)', () => {
  it('maps entries, prices, addresses, methods and flags', () => {
    const bag = cartWireSchema().parse(occCart);
    expect(bag.cartId).toBe('g-12');
    expect(bag.products[0]).toEqual({
      entryNumber: 0,
      quantity: 2,
      product: {
        id: 'P1',
        name: 'Ring',
        onlineStock: true,
        stock: 3,
        hasOverallStock: true,
        availableSdd: ['1001'],
        price: { value: 25, currency: 'EUR' },
        image: '/media/p1-small.svg',
        url: '/ring/p/P1',
      },
      size: { code: 'P1', name: '12' },
      isGift: false,
      engravingOptions: { engravingText: 'A&B' },
    });
    expect(bag.products[1]?.isGift).toBe(true);
    // No stock in the answer is an uncounted stock, never a reason to remove the line.
    expect(bag.products[1]?.product.onlineStock).toBe(true);
    expect(bag.priceSummary).toEqual({
      total: { value: 50, currency: 'EUR' },
      totalAfterShipment: { value: 54.95, currency: 'EUR' },
      totalDiscounts: { value: 0, currency: 'EUR' },
      shipmentPrice: { value: 4.95, currency: 'EUR' },
      appliedVoucher: { voucherCode: 'WELCOME10' },
      // Every stacked voucher, so each shows as a chip (issue 31.8).
      appliedVouchers: [{ voucherCode: 'WELCOME10' }],
      appliedPromotion: [{ promotionTypeCode: 'GiftWithPurchase' }],
    });
    expect(bag.shippingMethod).toEqual({
      code: 'sdd',
      isSdd: true,
      available: true,
      priceRanges: [],
    });
    expect(bag.shippingAddress).toMatchObject({
      name: 'Ana',
      surname: 'García',
      address: 'Calle 1',
      postalCode: '28001',
    });
    expect(bag.shouldApplyPromotion).toEqual([{ key: 'EMPLOYEE_DISCOUNT', value: false }]);
    expect(bag.gwpPromotions).toEqual({ successful: true, state: 'APPLIED' });
    expect(bag.pickupStore).toEqual({ id: '1001' });
    expect(bag.selectedPaymentModeCode).toBe('card');
    expect(bag.includePackaging).toBe(true);
    expect(bag.saveForLater?.entries[0]?.product.price).toEqual({ value: 10, currency: 'EUR' });
    expect(bag.saveForLater?.entries[0]?.saveForLater).toBe(true);
  });

  it('takes the first image when there is no thumbnail, and leaves both out without images', () => {
    const entry = occCart.entries[0];
    const bag = cartWireSchema().parse({
      ...occCart,
      entries: [
        { ...entry, product: { ...entry?.product, images: [{ url: '/media/only.svg' }] } },
        { ...entry, entryNumber: 1, product: { code: 'P9' } },
      ],
    });
    expect(bag.products[0]?.product.image).toBe('/media/only.svg');
    expect(bag.products[1]?.product).not.toHaveProperty('image');
    expect(bag.products[1]?.product).not.toHaveProperty('url');
  });

  it.each([
    ['neither code nor guid', { ...occCart, code: undefined, guid: undefined }],
    ['no total price', { ...occCart, totalPrice: undefined }],
    [
      'no currency in any price',
      {
        ...occCart,
        entries: [],
        saveForLater: undefined,
        subTotal: undefined,
        totalDiscounts: undefined,
        deliveryCost: undefined,
        totalPrice: { value: 1 },
      },
    ],
    ['entries that are not a list', { ...occCart, entries: 'none' }],
    [
      'an address whose country is not an object',
      { ...occCart, deliveryAddress: { ...occCart.deliveryAddress, country: 'ES' } },
    ],
    ['not an object', 'cart'],
  ])('rejects a cart with %s', (_name, wire) => {
    expect(cartWireSchema().safeParse(wire).success).toBe(false);
  });

  it('leaves out the entries it cannot read and keeps the cart (ADR 0035)', () => {
    const [entry] = occCart.entries;
    const { result, problems } = collectListProblems(() =>
      cartWireSchema().parse({
        ...occCart,
        entries: [
          entry,
          { entryNumber: 1, quantity: 1, product: {} },
          { ...entry, entryNumber: 2, quantity: 'two' },
          {
            ...entry,
            entryNumber: 3,
            product: { code: 'P', stock: { stockLevelStatus: 'plenty' } },
          },
        ],
      }),
    );
    expect(result.products.map((line) => line.entryNumber)).toEqual([0]);
    expect(problems.map((problem) => [problem.list, problem.index])).toEqual([
      ['entries', 1],
      ['entries', 2],
      ['entries', 3],
    ]);
  });

  it("reads a cart by its guid when it has no code, and a price without currency in the cart's", () => {
    const bag = cartWireSchema().parse({
      ...occCart,
      code: undefined,
      totalPrice: { value: 54.95 },
    });
    expect(bag.code).toBeUndefined();
    expect(bag.cartId).toBe('g-12');
    expect(bag.priceSummary?.totalAfterShipment).toEqual({ value: 54.95, currency: 'EUR' });
  });

  it("passes on a charm's piece and anchor, and refuses a link without its anchor", () => {
    const charm = {
      entryNumber: 1,
      quantity: 1,
      product: { code: 'C1', price: price(20) },
      personalisationInfo: { parentEntryNumber: 0, anchorId: 'A2' },
    };
    const bag = cartWireSchema().parse({ ...occCart, entries: [occCart.entries[0], charm] });
    expect(bag.products[1]?.personalisationInfo).toEqual({ parentEntryNumber: 0, anchorId: 'A2' });
    expect(bag.products[0]?.personalisationInfo).toBeUndefined();
    const broken = collectListProblems(() =>
      cartWireSchema().parse({
        ...occCart,
        entries: [{ ...charm, personalisationInfo: { parentEntryNumber: 0 } }],
      }),
    );
    expect(broken.result.products).toEqual([]);
    expect(broken.problems).toHaveLength(1);
  });

  it('passes on the products the workshop cannot engrave now', () => {
    const bag = cartWireSchema().parse({ ...occCart, notAvailableProductsForEngraving: ['P1'] });
    expect(bag.notAvailableProductsForEngraving).toEqual(['P1']);
    expect(cartWireSchema().parse(occCart).notAvailableProductsForEngraving).toBeUndefined();
  });

  it("maps a line's gift message and the stores serving the same-day postal code", () => {
    const entry = occCart.entries[0]!;
    const bag = cartWireSchema().parse({
      ...occCart,
      storesByCP: ['1001', { code: '1002' }],
      entries: [
        { ...entry, giftCardInfo: { destinationMessage: 'Ana', fromMessage: null, message: 'Hi' } },
        { ...entry, entryNumber: 1, giftCardInfo: { destinationMessage: '', message: '' } },
      ],
    });
    expect(bag.storesByCP).toEqual([{ id: '1001' }, { id: '1002' }]);
    expect(bag.products[0]?.giftCardInfo).toEqual({
      destinationMessage: 'Ana',
      fromMessage: '',
      message: 'Hi',
    });
    // A blank gift card is no message.
    expect(bag.products[1]?.giftCardInfo).toBeUndefined();
  });

  it('maps delivery modes with OCC money in the price ranges', () => {
    const modes = deliveryModesWireSchema().parse({
      deliveryModes: [
        {
          code: 'standard',
          name: 'Standard',
          available: true,
          priceRanges: [{ minimum: 0, pricing: price(4.95) }],
        },
        { code: 'sdd_madrid', available: false, priceRanges: [] },
      ],
    });
    expect(modes[0]?.priceRanges[0]?.price).toEqual({ value: 4.95, currency: 'EUR' });
    expect(modes[1]?.isSdd).toBe(true);
    // A mode with neither price ranges nor a delivery cost is left out of the list.
    expect(deliveryModesWireSchema().parse({ deliveryModes: [{ code: 'x' }] })).toEqual([]);
  });
});

describe('vouchers', () => {
  it('carry their value as Money, whether the currency comes as a code or an object', () => {
    expect(
      vouchersWireSchema().parse({
        vouchers: [
          { voucherCode: 'WELCOME10', name: 'Welcome', value: 10, currency: 'EUR' },
          { voucherCode: 'YEN500', value: 500, currency: { isocode: 'JPY', symbol: '¥' } },
          { voucherCode: 'PERCENT' },
        ],
      }),
    ).toEqual([
      { voucherCode: 'WELCOME10', name: 'Welcome', value: { value: 10, currency: 'EUR' } },
      { voucherCode: 'YEN500', value: { value: 500, currency: 'JPY' } },
      { voucherCode: 'PERCENT' },
    ]);
  });
});
