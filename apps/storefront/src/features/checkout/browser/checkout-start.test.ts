import { bagMachine, type BagContext, type CartEntry } from '@atelier/core-bag';
import { checkoutMachine, type ShippingAddress } from '@atelier/core-checkout';
import { siteSettingsSchema } from '@atelier/core-catalogue';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checkoutInputOf } from './checkout-input.js';
import { checkoutCartOf, methodPricesOf } from './summary-view.js';

const START = createActor(bagMachine, { input: {} }).getSnapshot().context;
const SITE = siteSettingsSchema.parse({
  code: 'es-es',
  language: 'es',
  locale: 'es-ES',
  countryCode: 'ES',
  currency: 'EUR',
  verifyAddress: true,
  askNationalId: true,
});

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
    { minimum: 100, price: { value: 0, currency: 'EUR' } },
    { minimum: 0, price: { value: 4.95, currency: 'EUR' } },
  ],
};
const EXPRESS = {
  code: 'express',
  isSdd: false,
  available: true,
  priceRanges: [{ minimum: 0, price: { value: 9.95, currency: 'EUR' } }],
};

const ADDRESS: ShippingAddress = {
  name: 'Ana',
  surname: 'García',
  address: 'Gran Vía 12',
  postalCode: '28013',
  city: { code: 'Madrid', name: 'Madrid' },
  region: { code: 'ES-28', name: 'Madrid' },
  country: { code: 'ES', name: 'España' },
  phone: '600000000',
  saveForFutureOrders: false,
};

function bag(patch: Partial<BagContext> = {}): BagContext {
  return {
    ...START,
    cartId: 'guid-1',
    shippingMethods: [STANDARD, EXPRESS],
    bag: {
      code: '00001',
      products: [entry(0, 'ring', 30, { size: { code: 'r-12', name: '12' } })],
      saveForLater: { listUid: 'l', entries: [entry(0, 'chain', 20, { saveForLater: true })] },
      email: 'ana@example.com',
    },
    ...patch,
  };
}

describe('checkoutInputOf: the checkout starts from the restored bag', () => {
  it("takes the bag's lines (not those saved for later), e-mail and the site's switches", () => {
    const input = checkoutInputOf({ bag: bag(), user: null, site: SITE, paymentMethod: 'card' });
    expect(input.bag.cartId).toBe('guid-1');
    expect(input.bag.products.map((p) => p.productId)).toEqual(['ring']);
    expect(input.bag.email).toBe('ana@example.com');
    expect(input.bag.shippingMethods.map((m) => m.code)).toEqual(['standard', 'express']);
    expect(input.user).toBeNull();
    expect(input.settings.addressVerificationEnabled).toBe(true);
    expect(input.settings.nationalIdAsked).toBe(true);
    expect(input.paymentMethod).toBe('card');
  });

  it('keeps only a complete bag address and knows whether a user has a national id', () => {
    const complete = checkoutInputOf({
      bag: bag({ bag: { products: [], shippingAddress: ADDRESS } }),
      user: { nationalId: '12345678Z' },
      site: SITE,
      paymentMethod: null,
    });
    expect(complete.bag.shippingAddress?.city.name).toBe('Madrid');
    expect(complete.user).toEqual({ hasNationalId: true, defaultAddressInvalid: false });
    const partial = checkoutInputOf({
      bag: bag({ bag: { products: [], shippingAddress: { ...ADDRESS, city: undefined } } }),
      user: { nationalId: null },
      site: SITE,
      paymentMethod: null,
    });
    expect(partial.bag.shippingAddress).toBeNull();
    expect(partial.user?.hasNationalId).toBe(false);
  });

  it('lets the machine send an empty bag back to the cart (docs/product/checkout.md §2.1)', () => {
    const input = checkoutInputOf({
      bag: bag({ bag: { products: [] } }),
      user: null,
      site: SITE,
      paymentMethod: null,
    });
    const actor = createActor(checkoutMachine, { input }).start();
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(actor.getSnapshot().output).toEqual({ kind: 'redirect', to: 'cart' });
  });
});

describe('checkoutInputOf on a cross-border site (docs/product/checkout.md §2.2, ADR 0054)', () => {
  const IC = { ...SITE, code: 'ic-en' as const, isGlobaleManaged: true };
  const enter = (patch: Partial<BagContext>, user: { nationalId?: string } | null) =>
    createActor(checkoutMachine, {
      input: checkoutInputOf({ bag: bag(patch), user, site: IC, paymentMethod: null }),
    }).start();

  it("sends a guest whose bag has an e-mail, or a signed-in shopper, to the provider's checkout", () => {
    expect(enter({}, null).getSnapshot().output).toEqual({ kind: 'redirect', to: 'external' });
    const noEmail = { bag: { ...bag().bag, products: bag().bag?.products ?? [], email: null } };
    expect(enter(noEmail, {}).getSnapshot().output).toEqual({ kind: 'redirect', to: 'external' });
  });

  it('sends a guest without an e-mail to the register step first', () => {
    const noEmail = { bag: { ...bag().bag, products: bag().bag?.products ?? [], email: null } };
    expect(enter(noEmail, null).getSnapshot().value).toBe('register');
  });
});

describe('checkoutCartOf: the order summary', () => {
  it('prices the method the checkout holds, until the back-end has priced it itself', () => {
    const view = checkoutCartOf(bag(), 'es-es', 'express');
    expect(view.lines).toEqual([
      expect.objectContaining({ productId: 'ring', sizeName: '12', total: 30 }),
    ]);
    expect(view.totals).toEqual({
      subtotal: 30,
      shipping: 9.95,
      discounts: 0,
      total: 39.95,
      currency: 'EUR',
    });
    expect(methodPricesOf(bag(), 'es-es')).toEqual({ standard: 4.95, express: 9.95 });
  });

  it("takes the back-end's totals once its bag has the chosen method (what a payment must match)", () => {
    const priced = bag({
      bag: {
        products: [entry(0, 'ring', 30)],
        shippingMethod: STANDARD,
        priceSummary: {
          total: { value: 30, currency: 'EUR' },
          totalAfterShipment: { value: 34.95, currency: 'EUR' },
          shipmentPrice: { value: 4.95, currency: 'EUR' },
        },
      },
    });
    expect(checkoutCartOf(priced, 'es-es', 'standard').totals.total).toBe(34.95);
    // Another method chosen meanwhile: the estimate again.
    expect(checkoutCartOf(priced, 'es-es', 'express').totals.total).toBe(39.95);
  });

  it('shows no shipping line while no method is known', () => {
    expect(checkoutCartOf(bag({ shippingMethods: [] }), 'es-es', null).totals.shipping).toBeNull();
  });
});
