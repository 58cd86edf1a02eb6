import { describe, expect, it } from 'vitest';
import { billingAddressSchema } from './billing-address.js';
import { paymentFormSchema } from './payment-form.js';
import { paymentModeSchema } from './payment-mode.js';
import { purchaseSchema } from './purchase.js';
import { purchaserSchema } from './purchaser.js';
import { shippingAddressSchema } from './shipping-address.js';
import { isStoredCardExpired, storedCardSchema } from './stored-card.js';

const madrid = {
  name: 'Ana',
  surname: 'García',
  address: 'Gran Vía 1',
  postalCode: '28001',
  city: { code: 'MAD', name: 'Madrid' },
  country: { code: 'ES', name: 'España' },
  region: { code: 'ES-M' },
  phone: '600000000',
};

describe('entities', () => {
  it('shipping address: saveForFutureOrders defaults to true; city and country carry code and name', () => {
    expect(shippingAddressSchema.parse(madrid).saveForFutureOrders).toBe(true);
    expect(
      shippingAddressSchema.parse({ ...madrid, saveForFutureOrders: false }).saveForFutureOrders,
    ).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...madrid, city: 'Madrid' }).success).toBe(false);
  });

  it('billing address: the same fields as plain strings', () => {
    const billing = { ...madrid, city: 'Madrid', country: 'ES', region: 'ES-M' };
    expect(billingAddressSchema.parse(billing)).toMatchObject({ city: 'Madrid', country: 'ES' });
    expect(billingAddressSchema.safeParse(madrid).success).toBe(false);
  });

  it('payment form: cash on delivery mode and document type defaults', () => {
    expect(paymentFormSchema.parse({})).toMatchObject({
      paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH',
      documentType: 'C.C.',
      userWantsInvoice: false,
      subscribedToNewsletter: false,
    });
  });

  it('payment mode: sub-methods (P24) default to none', () => {
    const mode = paymentModeSchema.parse({
      code: 'p24',
      name: 'P24',
      subMethods: [{ id: 154, name: 'Blik' }],
    });
    expect(mode.subMethods).toEqual([{ id: 154, name: 'Blik' }]);
    expect(paymentModeSchema.parse({ code: 'card', name: 'Card' }).subMethods).toEqual([]);
    expect(paymentModeSchema.safeParse({ code: '', name: 'x' }).success).toBe(false);
  });

  it('purchase: confirmation data with purchaser and cash-voucher references', () => {
    const purchase = purchaseSchema.parse({
      code: '000123',
      purchasedProducts: [{ productId: 'P1', quantity: 1 }],
      priceSummary: { total: { value: 10, currency: 'EUR' } },
      purchaser: purchaserSchema.parse({ name: 'Ana', surname: 'G', email: 'a@example.com' }),
      paymentMode: { code: 'multibanco' },
      shippingMethodCode: 'standard',
      inSiteReferenceCode: '123 456 789',
      inSiteEntity: '12345',
    });
    expect(purchase.thresholdForShipmentsExceeded).toBe(false);
    expect(purchaseSchema.safeParse({ ...purchase, code: '' }).success).toBe(false);
  });

  it('stored card: expiry month and year, expired after its month', () => {
    const card = storedCardSchema.parse({
      id: 'c1',
      type: 'visa',
      expiryDate: { month: '03', year: '2026' },
      holderName: 'Ana',
      number: '************1111',
    });
    expect(card.expiryDate).toEqual({ month: 3, year: 2026 });
    expect(isStoredCardExpired(card, new Date('2026-03-31T12:00:00Z'))).toBe(false);
    expect(isStoredCardExpired(card, new Date('2026-04-01T00:00:00Z'))).toBe(true);
    expect(
      storedCardSchema.safeParse({ ...card, expiryDate: { month: 13, year: 2026 } }).success,
    ).toBe(false);
  });
});
