import type { SandboxDb } from './db.js';
import { roundMoney } from './money.js';
import type { Prng } from './prng.js';
import type { OrderData, OrderEntryData } from './order-data.js';
import { SHOPPER, SHOPPER_ADDRESS } from './seed-people.js';
import { isoDaysBefore } from './seed-dates.js';

/** Back-end order statuses of docs/product/orders.md §2, every one seeded once for the shopper. */
export const ORDER_STATUSES = [
  'CREATED',
  'IN_PROCESS',
  'POSSIBLE_FRAUD',
  'PAYMENT_IN_PROCESS',
  'PARTIAL_ERROR',
  'SENT_TO_ERP',
  'PARTIAL_SENT_TO_ERP',
  'RECEIVED_IN_LOGISTICS',
  'PARTIAL_RECEIVED_LOGISTICS',
  'ASSIGNED_TO_STORE',
  'PICKED',
  'PACKED',
  'RESERVED',
  'UNBLOCKED',
  'CONVERT',
  'CANCELLED',
  'FRAUD',
  'PARTIAL_CANCELLED',
  'UNRESERVE',
  'REVOKED',
  'RETURNED',
  'PARTIAL_RETURNED',
  'ERROR',
  'SHIPPED',
  'SENT',
  'RECEIVED_IN_STORE',
  'PARTIAL_RECEIVED_STORE',
  'CUSTOMER_RECEIVED',
  'DELIVERED_CARRIER',
  'PARTIAL_RECEIVED_CUSTOMER',
  'IN_DISTRIBUTION_CARRIER',
  'PARTIAL_SHIPPED',
] as const;

const METHODS = ['standard', 'express', 'sdd', 'pickup_2h', 'externalpickup', 'pickup'] as const;
const METHOD_NAMES: Record<string, string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
  sdd: 'Same-day delivery',
  pickup_2h: 'Pick up in store in 2 hours',
  externalpickup: 'Pick up at a collection point',
  pickup: 'Pick up in store',
};

/**
 * One shopper order per back-end status, with carts, history and consignments, all on es-es:
 * a base site sees its own orders only, so other sites list none of these (journeys that need
 * an order on another site place one there).
 */
export function seedOrders(db: SandboxDb, prng: Prng, now: Date): void {
  const insertCart =
    db.prepare(`INSERT INTO carts (code, guid, user_uid, site, status, email, delivery_mode,
    created_at, updated_at) VALUES (?, ?, ?, 'es-es', 'ordered', ?, ?, ?, ?)`);
  const insertOrder =
    db.prepare(`INSERT INTO orders (code, cart_code, guid, user_uid, email, site, status,
    delivery_mode, payment_mode, payment_status, total, currency, data, created_at)
    VALUES (?, ?, ?, ?, ?, 'es-es', ?, ?, ?, ?, ?, 'EUR', ?, ?)`);
  const insertHistory = db.prepare(
    'INSERT INTO order_status_history (order_code, status, date) VALUES (?, ?, ?)',
  );
  const insertConsignment = db.prepare(
    'INSERT INTO consignments (code, order_code, status, carrier, tracking_url, entries) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const price = db.prepare<[string], { price: number }>(
    "SELECT price FROM product_prices WHERE code = ? AND currency = 'EUR'",
  );
  const name = db.prepare<[string], { name: string; image: string }>(
    "SELECT t.name, p.image FROM product_texts t JOIN products p ON p.code = t.code WHERE t.code = ? AND t.language = 'es'",
  );
  ORDER_STATUSES.forEach((status, i) => {
    const code = String(90000001 + i);
    const cart = `seed-${code}`;
    const method = METHODS[i % METHODS.length] ?? 'standard';
    const paymentMode =
      status === 'PAYMENT_IN_PROCESS' ? 'multibanco' : status === 'CONVERT' ? 'oxxo' : 'card';
    const created = isoDaysBefore(now, 3 + i * 7);
    const productCodes = [String(100701 + i * 3), String(101251 + i * 5)];
    const entries: OrderEntryData[] = productCodes.map((productCode, n) => {
      const unit = price.get(productCode)?.price ?? 49.95;
      const quantity = n === 0 ? prng.int(1, 2) : 1;
      const text = name.get(productCode);
      return {
        entryNumber: n,
        quantity,
        productCode,
        baseProduct: productCode,
        name: text?.name ?? productCode,
        image: text?.image ?? '',
        size: null,
        basePrice: unit,
        totalPrice: roundMoney(unit * quantity, 'EUR'),
        isGift: false,
        engraving: null,
      };
    });
    const subTotal = roundMoney(
      entries.reduce((s, e) => s + e.totalPrice, 0),
      'EUR',
    );
    const data: OrderData = {
      entries,
      deliveryAddress: method.startsWith('pickup') ? null : { ...seedAddress() },
      billingAddress: { ...seedAddress() },
      deliveryMode: { code: method, name: METHOD_NAMES[method] ?? method },
      deliveryCost: 0,
      subTotal,
      totalDiscounts: 0,
      appliedVouchers: [],
      appliedPromotions: [],
      payment:
        paymentMode === 'card'
          ? { mode: 'card', cardNumber: '************1111' }
          : {
              mode: paymentMode,
              reference: `REF${code}`,
              entity: '12345',
              expiry: isoDaysBefore(now, -3),
              barcodeUrl: `/occ/v2/sandbox/barcode/REF${code}.svg`,
            },
      purchaser: {
        name: SHOPPER.firstName,
        surname: SHOPPER.lastName,
        email: SHOPPER.uid,
        phoneNumber: '+34600000001',
      },
      estimatedDeliveryDate: isoDaysBefore(now, i * 7),
      deliveryWindow: method === 'sdd' ? { from: '17:00', to: '21:00' } : null,
      trackURL: ['SHIPPED', 'SENT', 'IN_DISTRIBUTION_CARRIER', 'PARTIAL_SHIPPED'].includes(status)
        ? `https://tracking.example.com/${code}`
        : null,
      afterShipTrackURL:
        status === 'IN_DISTRIBUTION_CARRIER' ? `https://aftership.example.com/${code}` : null,
      returnInProcess: status === 'PARTIAL_RETURNED',
      pickupStore: method.startsWith('pickup') ? '1001' : null,
      lastName: SHOPPER.lastName,
      postalCode: '28001',
    };
    insertCart.run(cart, `guid-${code}`, SHOPPER.uid, SHOPPER.uid, method, created, created);
    insertOrder.run(
      code,
      cart,
      `order-guid-${code}`,
      SHOPPER.uid,
      SHOPPER.uid,
      status,
      method,
      paymentMode,
      ['PAYMENT_IN_PROCESS', 'CONVERT'].includes(status) ? 'PENDING' : 'PAID',
      subTotal,
      JSON.stringify(data),
      created,
    );
    // A plausible path to the final status, an hour per step; IN_PROCESS is repeated on
    // purpose (the history is "one entry per status" only once the client dedupes it).
    historyPath(status).forEach((step, n) => {
      insertHistory.run(code, step, new Date(Date.parse(created) + n * 3_600_000).toISOString());
    });
    if (data.trackURL) {
      insertConsignment.run(
        `${code}-c1`,
        code,
        status,
        'Sandbox Express',
        data.trackURL,
        JSON.stringify(entries.map((e) => ({ entryNumber: e.entryNumber, quantity: e.quantity }))),
      );
    }
  });
}

const DELIVERED = new Set(['CUSTOMER_RECEIVED', 'DELIVERED_CARRIER', 'PARTIAL_RECEIVED_CUSTOMER']);
const RETURNED = new Set(['RETURNED', 'PARTIAL_RETURNED']);
const ON_THE_WAY = new Set([
  'SHIPPED',
  'SENT',
  'IN_DISTRIBUTION_CARRIER',
  'PARTIAL_SHIPPED',
  'RECEIVED_IN_STORE',
  'PARTIAL_RECEIVED_STORE',
]);

function historyPath(status: string): string[] {
  if (status === 'CREATED') return ['CREATED'];
  if (status === 'PAYMENT_IN_PROCESS' || status === 'CONVERT') return ['CREATED', status];
  const prepared = ['CREATED', 'IN_PROCESS', 'IN_PROCESS', 'SENT_TO_ERP', 'PICKED', 'PACKED'];
  if (DELIVERED.has(status)) return [...prepared, 'SHIPPED', status];
  if (RETURNED.has(status)) return [...prepared, 'SHIPPED', 'CUSTOMER_RECEIVED', status];
  if (ON_THE_WAY.has(status)) return [...prepared, status];
  return status === 'IN_PROCESS'
    ? ['CREATED', 'IN_PROCESS', 'IN_PROCESS']
    : ['CREATED', 'IN_PROCESS', 'IN_PROCESS', status];
}

function seedAddress(): Record<string, unknown> {
  const { id: _id, defaultAddress: _default, ...rest } = SHOPPER_ADDRESS;
  return rest;
}
