import { describe, expect, it } from 'vitest';
import { isByCodeAndEmail, orderTrackingQuerySchema } from './order-tracking-query.js';

describe('orderTrackingQuerySchema', () => {
  it('accepts an order code with an e-mail', () => {
    const query = orderTrackingQuerySchema.parse({ orderCode: '0001', email: 'a@example.com' });
    expect(isByCodeAndEmail(query)).toBe(true);
  });
  it('accepts an order id with a last name and a postal code', () => {
    const query = orderTrackingQuerySchema.parse({
      orderId: '0001',
      lastName: 'García',
      postalCode: '28001',
    });
    expect(isByCodeAndEmail(query)).toBe(false);
  });
  it('rejects incomplete or blank queries', () => {
    expect(orderTrackingQuerySchema.safeParse({ orderCode: '0001' }).success).toBe(false);
    expect(orderTrackingQuerySchema.safeParse({ orderCode: '0001', email: 'nope' }).success).toBe(
      false,
    );
    expect(
      orderTrackingQuerySchema.safeParse({ orderId: '1', lastName: ' ', postalCode: '28001' })
        .success,
    ).toBe(false);
    expect(orderTrackingQuerySchema.safeParse({ orderId: '1', lastName: 'G' }).success).toBe(false);
  });
});
