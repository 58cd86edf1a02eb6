import type { OnlineOrder } from '../src/entities/online-order.js';
import type { StorePurchase } from '../src/entities/store-purchase.js';

/** A valid online order for tests; override what a test is about. */
export function anOnlineOrder(overrides: Partial<OnlineOrder> = {}): OnlineOrder {
  return {
    code: '00012345',
    date: '2026-03-01T10:00:00Z',
    products: [{ id: 'P1', quantity: 1 }],
    status: { key: 'IN_PROCESS', label: 'Processing', color: 'grey' },
    shippingMethodCode: 'standard',
    appliedPromotion: [],
    totals: { totalPrice: { value: 59, currency: 'EUR' } },
    consignments: [],
    returnInProcess: false,
    returns: [],
    ...overrides,
  };
}

export function aStorePurchase(overrides: Partial<StorePurchase> = {}): StorePurchase {
  return {
    store: '0000000123',
    date: '2026-02-01T10:00:00Z',
    amount: 120,
    products: [{ sku: 'S1' }],
    uuidTicket: 'ticket-1',
    lines: [{ sku: 'S1', sign: 1, quantity: 1, amount: 120, netDiscountAmount: 0 }],
    ...overrides,
  };
}
