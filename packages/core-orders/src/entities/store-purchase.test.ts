import { describe, expect, it } from 'vitest';
import { storeCodeOf, storePurchaseSchema } from './store-purchase.js';
import { aStorePurchase } from '../../test/order-fixtures.js';

describe('storePurchaseSchema', () => {
  it('reads a ticket with lines and a purchase reason', () => {
    const ticket = storePurchaseSchema.parse({
      ...aStorePurchase(),
      subtotal: 130,
      discount: 10,
      numberOfProducts: 1,
      totalTickets: 7,
      purchaseReason: 1,
      comments: 'For my sister',
    });
    expect(ticket.purchaseReason).toBe(1);
    expect(ticket.lines[0]?.netDiscountAmount).toBe(0);
  });

  it('accepts a store as a code, CRM or an object with ref', () => {
    expect(storeCodeOf(storePurchaseSchema.parse(aStorePurchase({ store: 'CRM' })))).toBe('CRM');
    expect(storeCodeOf(storePurchaseSchema.parse(aStorePurchase({ store: { ref: '42' } })))).toBe(
      '42',
    );
  });

  it('accepts only 1 (gift), 2 (self gift) or no purchase reason', () => {
    expect(storePurchaseSchema.safeParse({ ...aStorePurchase(), purchaseReason: 2 }).success).toBe(
      true,
    );
    expect(
      storePurchaseSchema.safeParse({ ...aStorePurchase(), purchaseReason: null }).success,
    ).toBe(true);
    expect(storePurchaseSchema.safeParse({ ...aStorePurchase(), purchaseReason: 3 }).success).toBe(
      false,
    );
  });

  it('needs some product identifier', () => {
    expect(storePurchaseSchema.safeParse({ ...aStorePurchase(), products: [{}] }).success).toBe(
      false,
    );
    expect(
      storePurchaseSchema.safeParse({ ...aStorePurchase(), products: [{ skuLibra: 'L1' }] })
        .success,
    ).toBe(true);
  });
});
