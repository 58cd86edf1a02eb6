import { describe, expect, it } from 'vitest';
import { onlineOrderSchema, orderCodeOf } from './online-order.js';
import { anOnlineOrder } from '../../test/order-fixtures.js';

describe('onlineOrderSchema', () => {
  it('reads an order with every field of the spec', () => {
    const order = onlineOrderSchema.parse({
      id: 'o-1',
      code: '00012345',
      date: '2026-03-01T10:00:00Z',
      products: [
        {
          id: 'P1',
          name: 'Bear ring',
          quantity: 2,
          price: { value: 39, currency: 'EUR' },
          status: 'SHIPPED',
          statusHistory: [{ status: 'IN_PROCESS', date: '2026-03-01T10:00:00Z' }],
        },
      ],
      status: { key: 'SENT', label: 'Sent', color: 'green' },
      backendStatus: 'SHIPPED',
      statusHistory: [{ status: 'SHIPPED', date: '2026-03-02T10:00:00Z' }],
      shippingMethodCode: 'standard',
      deliveryMode: 'standard',
      trackURL: 'https://carrier/1',
      afterShipTrackURL: 'https://as/1',
      appliedPromotion: [{ promotionTypeCode: 'FREE_SHIPPING' }],
      totals: {
        subTotal: { value: 78, currency: 'EUR' },
        deliveryCost: { value: 0, currency: 'EUR' },
        totalDiscounts: { value: 0, currency: 'EUR' },
        totalPrice: { value: 78, currency: 'EUR' },
      },
      paymentStatus: 'PAID',
      paymentMode: 'card',
      consignments: [{ code: 'c1', status: 'SHIPPED', trackingId: 'T1' }],
      deliveryAddress: { name: 'Ana', postalCode: '28001', city: 'Madrid' },
      billingAddress: null,
      estimatedDeliveryDate: '2026-03-05',
      deliveryWindow: { from: '2026-03-04', to: '2026-03-06' },
      paymentReferences: { entity: '12345', reference: '999 999 999', expiry: '2026-03-04' },
      returnInProcess: true,
    });
    expect(order.returnInProcess).toBe(true);
    expect(order.appliedPromotion[0]?.promotionTypeCode).toBe('FREE_SHIPPING');
  });

  it('defaults the lists and the return flag', () => {
    const { appliedPromotion, consignments, returnInProcess, ...minimal } = anOnlineOrder();
    void appliedPromotion;
    void consignments;
    void returnInProcess;
    const order = onlineOrderSchema.parse(minimal);
    expect(order.appliedPromotion).toEqual([]);
    expect(order.consignments).toEqual([]);
    expect(order.returnInProcess).toBe(false);
  });

  it('needs an id or a code', () => {
    const { code, ...withoutCode } = anOnlineOrder();
    void code;
    expect(onlineOrderSchema.safeParse(withoutCode).success).toBe(false);
    expect(onlineOrderSchema.safeParse({ ...withoutCode, id: 'x' }).success).toBe(true);
  });

  it('rejects malformed orders', () => {
    expect(onlineOrderSchema.safeParse({ code: '1' }).success).toBe(false);
    expect(onlineOrderSchema.safeParse({ ...anOnlineOrder(), products: 'none' }).success).toBe(
      false,
    );
  });

  it('names an order by its code, else its id', () => {
    expect(orderCodeOf({ code: 'C', id: 'I' })).toBe('C');
    expect(orderCodeOf({ id: 'I' })).toBe('I');
  });
});
