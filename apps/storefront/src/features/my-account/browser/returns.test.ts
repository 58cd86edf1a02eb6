import type { OnlineOrder } from '@atelier/core-orders';
import { describe, expect, it } from 'vitest';
import {
  loadReturnOrders,
  RETURNS_ORDERS_LIMIT,
  returnErrorKey,
  returnPortalHref,
} from './returns.js';

const order = (n: number, backendStatus: string): OnlineOrder =>
  ({
    code: String(n),
    date: '2026-11-01T10:00:00Z',
    products: [],
    status: { key: backendStatus, label: '', color: '' },
    backendStatus,
    shippingMethodCode: 'standard',
    appliedPromotion: [],
    totals: { totalPrice: { value: 1, currency: 'EUR' } },
    consignments: [],
    returnInProcess: false,
    returns: [],
  }) as OnlineOrder;

describe('loadReturnOrders', () => {
  it('reads 20 a page until the total and keeps the returnable ones', async () => {
    const all = Array.from({ length: 45 }, (_, i) =>
      order(i, i % 3 === 0 ? 'CUSTOMER_RECEIVED' : 'SHIPPED'),
    );
    const pages: number[] = [];
    const kept = await loadReturnOrders(async (page, size) => {
      pages.push(page);
      return { orders: all.slice(page * size, page * size + size), total: all.length };
    });
    expect(pages).toEqual([0, 1, 2]);
    expect(kept.map((o) => o.code)).toEqual(all.filter((_, i) => i % 3 === 0).map((o) => o.code));
  });

  it('stops at the newest hundred of a long history', async () => {
    const pages: number[] = [];
    await loadReturnOrders(async (page, size) => {
      pages.push(page);
      return {
        orders: Array.from({ length: size }, (_, i) => order(page * size + i, 'SHIPPED')),
        total: 10_000,
      };
    });
    expect(pages.length * 20).toBe(RETURNS_ORDERS_LIMIT);
  });
});

describe('returnPortalHref', () => {
  it('adds OrderID and ShippingEmail, encoded, to the portal address', () => {
    expect(returnPortalHref('https://r.example.com/start', '0001', 'a+b@example.com')).toBe(
      'https://r.example.com/start?OrderID=0001&ShippingEmail=a%2Bb%40example.com',
    );
  });
});

describe('returnErrorKey', () => {
  const failure = (status: number, errorCode?: string) => ({
    status,
    errors: [{ type: 'ValidationError', ...(errorCode ? { errorCode } : {}) }],
  });
  it('names what went wrong in the site’s words', () => {
    expect(returnErrorKey(failure(404))).toBe('myAccountOrderNotFound');
    expect(returnErrorKey(failure(400, 'returns.order.notReturnable'))).toBe(
      'myReturnsNotReturnable',
    );
    expect(returnErrorKey(failure(400, 'returns.entries.badQuantity'))).toBe(
      'myReturnsProblemQuantity',
    );
    expect(returnErrorKey(failure(400, 'returns.entries.constructor'))).toBe('myReturnsFailed');
    expect(returnErrorKey(failure(502))).toBe('myReturnsFailed');
    expect(returnErrorKey(new TypeError('network'))).toBe('myReturnsFailed');
  });
});
