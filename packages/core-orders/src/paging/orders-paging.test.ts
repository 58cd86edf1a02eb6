import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLastPage, latestOrders, ordersPageSchema, type OrdersKind } from './orders-paging.js';
import { aStorePurchase, anOnlineOrder } from '../../test/order-fixtures.js';

const parseOrdersPage = (kind: OrdersKind, value: unknown) => {
  const result = ordersPageSchema(kind).safeParse(value);
  return result.success ? result.data : null;
};

describe('ordersPageSchema', () => {
  it('accepts a page of the right kind of orders', () => {
    expect(parseOrdersPage('online', { orders: [anOnlineOrder()], total: 1 })?.total).toBe(1);
    expect(parseOrdersPage('store', { orders: [aStorePurchase()], total: 3 })?.orders).toHaveLength(
      1,
    );
  });
  it('rejects anything else', () => {
    expect(parseOrdersPage('online', null)).toBeNull();
    expect(parseOrdersPage('online', { orders: [], total: -1 })).toBeNull();
    expect(parseOrdersPage('online', { orders: [aStorePurchase()], total: 1 })).toBeNull();
    expect(parseOrdersPage('store', { orders: [anOnlineOrder()], total: 1 })).toBeNull();
    expect(parseOrdersPage('store', { tickets: [], total: 1 })).toBeNull();
  });
});

describe('isLastPage', () => {
  const page = (n: number, total: number) => ({
    orders: Array.from({ length: n }, () => anOnlineOrder()),
    total,
  });
  it('stops at the total or on an empty page', () => {
    expect(isLastPage(0, page(20, 45))).toBe(false);
    expect(isLastPage(40, page(5, 45))).toBe(true);
    expect(isLastPage(20, page(0, 45))).toBe(true);
    expect(isLastPage(0, page(0, 0))).toBe(true);
  });
  // Paging a back-end to the end: every order is loaded once, and loading stops, even when
  // the back-end's total is more than it really has.
  it('loads every order exactly once and stops, whatever the total claims', () => {
    fc.assert(
      fc.property(
        fc.nat(90),
        fc.integer({ min: 1, max: 25 }),
        fc.oneof(fc.constant(0), fc.nat(30)),
        (count, size, overclaim) => {
          const all = Array.from({ length: count }, () => anOnlineOrder());
          const claimed = count + overclaim;
          const loaded: unknown[] = [];
          let requests = 0;
          for (;;) {
            requests += 1;
            expect(requests).toBeLessThanOrEqual(count / size + 2);
            const received = {
              orders: all.slice(loaded.length, loaded.length + size),
              total: claimed,
            };
            const last = isLastPage(loaded.length, received);
            loaded.push(...received.orders);
            if (last) break;
          }
          expect(loaded).toEqual(all);
          // With an honest total, no request is wasted on an empty page past the end.
          if (overclaim === 0) expect(requests).toBe(Math.max(1, Math.ceil(count / size)));
        },
      ),
    );
  });
});

describe('latestOrders', () => {
  it('keeps the two newest, newest first', () => {
    const orders = ['2026-01-01', '2026-03-01', 'garbage', '2026-02-01'].map((date) => ({ date }));
    expect(latestOrders(orders).map((o) => o.date)).toEqual(['2026-03-01', '2026-02-01']);
    expect(latestOrders(orders, 10).at(-1)?.date).toBe('garbage');
    expect(latestOrders([])).toEqual([]);
  });
});
