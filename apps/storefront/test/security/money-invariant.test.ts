// Issue 30, the invariant: whatever a shopper sends through the proxy, in whatever order and
// however many calls at once, every placed order's total equals its authorised payment's
// amount and the sum of its lines at their real prices less the promotions that apply, gift
// lines exist only where a promotion grants them, and stock never goes below zero. Runs
// against the built storefront and a real sandbox. CI runs a fixed seed and few sequences;
// INVARIANT_RUNS=200 (and INVARIANT_SEED) run more on demand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../start-built-server.js';
import { rawRequest, type RawAnswer } from '../raw-http.js';
import { hostileSetupForSuite } from './hostile-server.js';

const OCC = '/api/commerce/occ/v2/es-es';
const RUNS = Number(process.env['INVARIANT_RUNS'] ?? 12);
const SEED = Number(process.env['INVARIANT_SEED'] ?? 30);
/** Three catalogue products; the last is left with little stock so orders compete for it. */
const PRODUCTS = ['100701', '101001', '102552'] as const;
const LOW_STOCK = 4;
const VOUCHERS = ['WELCOME10', 'SANDBOX5', 'FREESHIP', 'NOPE-1'] as const;
const METHODS = ['adyen/card', 'paypal', 'adyen/mbway', 'cashondelivery/card'] as const;
const ACCEPT: Record<(typeof METHODS)[number], string | null> = {
  'adyen/card': null,
  paypal: '/paypal/acceptorder',
  'adyen/mbway': '/adyen/mbway/accept',
  'cashondelivery/card': null,
};
const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Prueba',
  line1: 'Calle de Alcalá 10',
  postalCode: '28001',
  town: 'Madrid',
  country: { isocode: 'ES' },
  phone: '+34600000009',
};
const CARD = {
  number: '4111111111111111',
  expiryMonth: 3,
  expiryYear: 2030,
  cvc: '737',
  holderName: 'Ana Prueba',
};

type Step =
  | { kind: 'add'; product: number; quantity: number; isGift: boolean; price: number }
  | { kind: 'quantity'; entry: number; quantity: number; isGift: boolean }
  | { kind: 'voucher'; code: (typeof VOUCHERS)[number] }
  | { kind: 'pay'; method: (typeof METHODS)[number]; amount: number | null }
  | { kind: 'decide'; approve: boolean }
  | { kind: 'accept' }
  | { kind: 'verify' };
type Action = Step | { kind: 'parallel'; steps: Step[] };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    product: fc.nat(PRODUCTS.length - 1),
    quantity: fc.integer({ min: 1, max: 6 }),
    isGift: fc.boolean(),
    price: fc.constantFrom(0, 0.01, 1),
  }),
  fc.record({
    kind: fc.constant('quantity' as const),
    entry: fc.nat(3),
    quantity: fc.integer({ min: 1, max: 6 }),
    isGift: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('voucher' as const), code: fc.constantFrom(...VOUCHERS) }),
  fc.record({
    kind: fc.constant('pay' as const),
    method: fc.constantFrom(...METHODS),
    amount: fc.constantFrom(null, 1, 3490),
  }),
  fc.record({ kind: fc.constant('decide' as const), approve: fc.boolean() }),
  fc.constant({ kind: 'accept' as const }),
  fc.constant({ kind: 'verify' as const }),
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: step },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('parallel' as const),
      steps: fc.array(step, { minLength: 2, maxLength: 3 }),
    }),
  },
);

interface OrderRow {
  code: string;
  total: number;
  currency: string;
  data: string;
}
interface OrderEntry {
  productCode: string;
  quantity: number;
  basePrice: number;
  totalPrice: number;
  isGift: boolean;
}
interface PromotionRow {
  code: string;
  data: string;
}

const cents = (amount: number) => Math.round(amount * 100);

describe.skipIf(!isBuilt)('the money invariant through the proxy (issue 30)', () => {
  const setup = hostileSetupForSuite({ commerceTimeoutMs: 15_000 });
  const send = (request: Parameters<typeof rawRequest>[1]) => rawRequest(setup.url, request);
  const call = (method: string, path: string, body?: unknown) =>
    send({
      method,
      path,
      headers: { origin: setup.url, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const json = (answer: RawAnswer) => JSON.parse(answer.body) as Record<string, unknown>;

  /** Runs one step; answers the HTTP statuses it saw. */
  async function run(
    s: Step,
    state: { guid: string; payment: string | null; method: string | null },
  ): Promise<number[]> {
    const C = `${OCC}/users/anonymous/carts/${state.guid}`;
    switch (s.kind) {
      case 'add': {
        const body = {
          product: { code: PRODUCTS[s.product], price: { value: s.price } },
          quantity: s.quantity,
          isGift: s.isGift,
          basePrice: { value: s.price },
        };
        return [(await call('POST', `${C}/entries`, body)).status];
      }
      case 'quantity':
        return [
          (
            await call('PATCH', `${C}/entries/${s.entry}`, {
              quantity: s.quantity,
              isGift: s.isGift,
            })
          ).status,
        ];
      case 'voucher':
        return [(await call('POST', `${C}/vouchers?voucherId=${s.code}`)).status];
      case 'pay': {
        const body = {
          ...(s.method === 'adyen/card' ? { card: CARD } : {}),
          ...(s.amount !== null ? { amount: s.amount } : {}),
          ...(ACCEPT[s.method] ? { returnUrl: '/es-es/checkout/confirmation/' } : {}),
        };
        const answer = await call('POST', `${C}/${s.method}/createpayment`, body);
        if (answer.status === 201) {
          state.payment = String(json(answer)['paymentId'] ?? '') || null;
          state.method = s.method;
        }
        return [answer.status];
      }
      case 'decide': {
        if (!state.payment) return [];
        const action = s.approve ? 'approve' : 'deny';
        const answer = await send({
          method: 'POST',
          path: `/api/commerce/sandbox/provider/${state.payment}/${action}`,
          headers: { origin: setup.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: `decision=${action}`,
        });
        return [answer.status];
      }
      case 'accept': {
        const path = state.method ? ACCEPT[state.method as (typeof METHODS)[number]] : null;
        if (!state.payment || !path) return [];
        return [
          (await call('POST', `${OCC}${path}`, { paymentId: state.payment, cartId: state.guid }))
            .status,
        ];
      }
      case 'verify':
        if (!state.payment) return [];
        return [
          (
            await call('POST', `${OCC}/payments/${state.payment}/verify`, {
              cartId: state.guid,
            })
          ).status,
        ];
    }
  }

  async function readyGuestCart(): Promise<string> {
    const guid = json(await call('POST', `${OCC}/users/anonymous/carts`, {}))['guid'] as string;
    const C = `${OCC}/users/anonymous/carts/${guid}`;
    await call('POST', `${C}/entries`, { product: { code: PRODUCTS[0] }, quantity: 1 });
    await call('PUT', `${C}/addresses/delivery`, ADDRESS);
    await call('PUT', `${C}/deliverymode?deliveryModeId=standard`);
    await call('PUT', `${C}/email?email=guest@example.com`);
    return guid;
  }

  function checkInvariant(guid: string, prices: ReadonlyMap<string, number>): void {
    const db = setup.sandbox.db;
    const orders = db
      .prepare<[string], OrderRow>(
        'SELECT o.* FROM orders o JOIN carts c ON c.code = o.cart_code WHERE c.guid = ?',
      )
      .all(guid);
    const payments = db
      .prepare<
        [string],
        { status: string; amount: number; currency: string; order_code: string | null }
      >('SELECT p.* FROM payments p JOIN carts c ON c.code = p.cart_code WHERE c.guid = ?')
      .all(guid);
    const authorised = payments.filter((p) =>
      ['AUTHORISED', 'PRESENT_TO_SHOPPER'].includes(p.status),
    );
    expect(orders.length).toBeLessThanOrEqual(1);
    // No payment authorised without the order it paid for, and none for a cart twice.
    expect(authorised.length).toBe(orders.length);
    const promotions = db.prepare<[], PromotionRow>('SELECT code, data FROM promotions').all();
    const voucherPromotion = new Map(
      db
        .prepare<[], { code: string; promotion_code: string }>('SELECT * FROM vouchers')
        .all()
        .map((v) => [v.code, v.promotion_code]),
    );
    for (const order of orders) {
      const paid = authorised[0];
      expect(paid?.order_code).toBe(order.code);
      expect(cents(paid?.amount ?? -1)).toBe(cents(order.total));
      expect(paid?.currency).toBe(order.currency);
      const data = JSON.parse(order.data) as {
        entries: OrderEntry[];
        subTotal: number;
        totalDiscounts: number;
        deliveryCost: number;
        appliedVouchers: string[];
      };
      const paidLines = data.entries.filter((e) => !e.isGift);
      for (const line of paidLines) {
        expect(cents(line.basePrice)).toBe(cents(prices.get(line.productCode) ?? -1));
        expect(cents(line.totalPrice)).toBe(cents(line.basePrice * line.quantity));
      }
      const subTotal = paidLines.reduce((sum, e) => sum + cents(e.basePrice) * e.quantity, 0);
      expect(cents(data.subTotal)).toBe(subTotal);
      // The discounts are those of the vouchers the order names, as their promotions say.
      const expectedDiscount = data.appliedVouchers.reduce((sum, voucher) => {
        const code = voucherPromotion.get(voucher);
        const promotion = promotions.find((p) => p.code === code);
        expect(promotion, voucher).toBeDefined();
        const rule = JSON.parse(promotion?.data ?? '{}') as {
          percent?: number;
          amountEur?: number;
        };
        if (rule.percent) return sum + Math.round((subTotal * rule.percent) / 100);
        if (rule.amountEur) return sum + Math.min(subTotal, cents(rule.amountEur));
        return sum;
      }, 0);
      expect(cents(data.totalDiscounts)).toBe(Math.min(subTotal, expectedDiscount));
      expect(data.deliveryCost).toBeGreaterThanOrEqual(0);
      expect(cents(order.total)).toBe(
        subTotal - cents(data.totalDiscounts) + cents(data.deliveryCost),
      );
      // A gift line only where a gift-with-purchase promotion grants it: its product, one,
      // free, and the order over the promotion's threshold.
      for (const gift of data.entries.filter((e) => e.isGift)) {
        const grant = promotions
          .map((p) => JSON.parse(p.data) as { giftProduct?: string; thresholdEur?: number })
          .find((p) => p.giftProduct === gift.productCode);
        expect(grant, gift.productCode).toBeDefined();
        expect(gift.quantity).toBe(1);
        expect(gift.totalPrice).toBe(0);
        expect(subTotal - cents(data.totalDiscounts)).toBeGreaterThanOrEqual(
          cents(grant?.thresholdEur ?? Infinity),
        );
      }
    }
    const lowest = db
      .prepare<[], { level: number | null }>('SELECT MIN(level) AS level FROM product_stock')
      .get();
    expect(lowest?.level ?? 0).toBeGreaterThanOrEqual(0);
  }

  it('holds for any sequence of shopper actions, parallel ones included', async () => {
    setup.sandbox.db
      .prepare('UPDATE product_stock SET level = ? WHERE code = ?')
      .run(LOW_STOCK, PRODUCTS[2]);
    const prices = new Map<string, number>();
    for (const code of PRODUCTS) {
      const product = json(await call('GET', `${OCC}/products/${code}?fields=FULL`));
      prices.set(code, (product['price'] as { value: number }).value);
    }
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const state = { guid: await readyGuestCart(), payment: null, method: null };
        const statuses: number[] = [];
        for (const a of actions) {
          if (a.kind === 'parallel')
            statuses.push(...(await Promise.all(a.steps.map((s) => run(s, state)))).flat());
          else statuses.push(...(await run(a, state)));
        }
        // Hostile or out of order, every call gets an answer, never a server error.
        expect(statuses.filter((status) => status >= 500)).toEqual([]);
        checkInvariant(state.guid, prices);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 240_000);
});
