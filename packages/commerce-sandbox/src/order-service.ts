import { randomUUID } from 'node:crypto';
import type { SandboxContext } from './context.js';
import { iso } from './context.js';
import { nextCounter } from './db.js';
import { cartTotals, entriesOf, unitPrice, type CartRow, type EntryRow } from './cart-service.js';
import { notAvailableForEngraving, noEngravingStock } from './engraving-stock.js';
import { personalisationInfoOf } from './personalisation-info.js';
import { OccError } from './errors.js';
import { money, roundMoney } from './money.js';
import type { OrderData } from './order-data.js';
import { statements } from './product-view.js';
import { SHIPPING_METHODS_EUR } from './seed-promotions.js';
import { sandboxSite } from './sites.js';
import { spendLoyaltyFreeShipment } from './loyalty-promotions.js';
import { cartVoucherRules, voucherRefused, voucherUsedBefore } from './voucher-rules.js';
import { dispatchStore } from './sellable-stock.js';

export interface OrderRow {
  code: string;
  cart_code: string;
  guid: string;
  user_uid: string | null;
  email: string;
  site: string;
  status: string;
  delivery_mode: string;
  payment_mode: string;
  payment_status: string;
  total: number;
  currency: string;
  data: string;
  visited: number;
  created_at: string;
}

export interface PaymentOutcome {
  mode: string;
  /** PAID places a CREATED order; PENDING (cash vouchers) one waiting for payment. */
  status: 'PAID' | 'PENDING';
  details?: Omit<OrderData['payment'], 'mode'>;
}

export function orderForCart(ctx: SandboxContext, cartCode: string): OrderRow | undefined {
  return ctx.db
    .prepare<[string], OrderRow>('SELECT * FROM orders WHERE cart_code = ?')
    .get(cartCode);
}

const cartError = (code: string, message: string): OccError =>
  OccError.of(400, { type: 'CartError', message, reason: code, errorCode: code });

/** The checks an order placement makes, also run before a payment starts. */
export function assertOrderable(ctx: SandboxContext, cart: CartRow): string {
  const { db } = ctx;
  const entries = entriesOf(db, cart.code);
  if (entries.length === 0) throw cartError('cart.empty', 'The cart is empty.');
  if (!cart.delivery_mode) throw cartError('cart.deliveryModeNotSet', 'No delivery mode set.');
  const pickup = cart.delivery_mode.startsWith('pickup') || cart.delivery_mode === 'externalpickup';
  if (!pickup && !cart.delivery_address)
    throw cartError('cart.deliveryAddressNotSet', 'No delivery address set.');
  const email = cart.user_uid ?? cart.email;
  if (!email) throw cartError('cart.emailNotSet', 'No e-mail set for the guest cart.');
  // A once-per-customer voucher added before the guest gave an e-mail is checked again
  // here, when the customer is known (issue 30).
  for (const [code, rule] of cartVoucherRules(db, cart.code))
    if (rule.oncePerCustomer && voucherUsedBefore(db, code, cart))
      throw voucherRefused(code, 'alreadyUsed');
  const unengravable = notAvailableForEngraving(db, cart.code);
  if (unengravable.length > 0) throw noEngravingStock(unengravable);
  const s = statements(db);
  // A same-day cart leaves from a store serving its postal code (ADR 0052).
  const store = sameDayStore(ctx, cart, entries);
  const short = entries.filter(
    (e) => e.is_gift === 0 && store === null && s.stock(e.product_code, ctx.channel) < e.quantity,
  );
  if (short.length > 0) {
    throw new OccError(
      400,
      short.map((e) => ({
        type: 'InsufficientStockError',
        message: `hasCartChangedByTotalStock: product [${e.product_code}] has not enough stock`,
        reason: 'noStock',
        subject: e.product_code,
        errorCode: 'cart-entry.lowStockError-001',
      })),
    );
  }
  return email;
}

/** The store a same-day cart leaves from, or null for a cart the web warehouse ships. */
function sameDayStore(ctx: SandboxContext, cart: CartRow, entries: readonly EntryRow[]) {
  if (cart.delivery_mode !== 'sdd') return null;
  return dispatchStore(
    ctx,
    cart,
    entries.filter((e) => e.is_gift === 0),
  );
}

/**
 * Turns a cart into an order, once. Runs inside the request's transaction; the check
 * below returns the existing order on a retry, and orders.cart_code UNIQUE stops a
 * second order even if two placements raced past the check.
 */
export function placeOrder(ctx: SandboxContext, cart: CartRow, payment: PaymentOutcome): OrderRow {
  const existing = orderForCart(ctx, cart.code);
  if (existing) return existing;
  const { db, site } = ctx;
  const email = assertOrderable(ctx, cart);
  const deliveryMode = cart.delivery_mode ?? 'standard';
  const entries = entriesOf(db, cart.code);
  const s = statements(db);
  const decrement = db.prepare(
    'UPDATE product_stock SET level = level - ? WHERE code = ? AND channel = ?',
  );
  // A gift goes out of stock too, but a gift the stock can no longer cover does not stop
  // the order it came with: its count stops at zero (stock never goes negative).
  const giveGift = db.prepare(
    'UPDATE product_stock SET level = MAX(level - ?, 0) WHERE code = ? AND channel = ?',
  );
  const store = sameDayStore(ctx, cart, entries);
  const fromStore = db.prepare(
    'UPDATE store_stock SET level = MAX(level - ?, 0) WHERE code = ? AND store_id = ?',
  );
  for (const e of entries) {
    if (store !== null && e.is_gift === 0) fromStore.run(e.quantity, e.product_code, store);
    else (e.is_gift === 0 ? decrement : giveGift).run(e.quantity, e.product_code, ctx.channel);
  }

  const totals = cartTotals(db, cart, site);
  const address = cart.delivery_address
    ? (JSON.parse(cart.delivery_address) as Record<string, unknown>)
    : null;
  const now = iso(ctx);
  const method = SHIPPING_METHODS_EUR.find((m) => m.code === cart.delivery_mode);
  const data: OrderData = {
    entries: entries.map((e) => {
      const row = s.product(e.product_code);
      const base = row?.base_code ?? e.product_code;
      const unit = e.is_gift ? 0 : unitPrice(db, e.product_code, site.currency);
      return {
        entryNumber: e.entry_number,
        quantity: e.quantity,
        productCode: e.product_code,
        baseProduct: base,
        name: s.text(base, site.language)?.name ?? base,
        image: row?.image ?? '',
        size: row?.size ?? null,
        basePrice: unit,
        totalPrice: roundMoney(unit * e.quantity, site.currency),
        isGift: e.is_gift === 1,
        engraving: e.engraving ? (JSON.parse(e.engraving) as unknown) : null,
        personalisation: personalisationInfoOf(e.personalisation),
      };
    }),
    deliveryAddress: address,
    billingAddress: cart.billing_address ? (JSON.parse(cart.billing_address) as unknown) : address,
    deliveryMode: { code: deliveryMode, name: method?.name ?? deliveryMode },
    deliveryCost: totals.deliveryCost,
    subTotal: totals.subTotal,
    totalDiscounts: totals.totalDiscounts,
    appliedVouchers: totals.vouchers,
    appliedPromotions: totals.promotions.map((p) => p.type),
    payment: { mode: payment.mode, ...(payment.details ?? {}) },
    purchaser: {
      name: String(address?.['firstName'] ?? ''),
      surname: String(address?.['lastName'] ?? ''),
      email,
      phoneNumber: String(address?.['phone'] ?? ''),
    },
    estimatedDeliveryDate: new Date(
      ctx.now().getTime() + (cart.delivery_mode === 'sdd' ? 0 : 3) * 86_400_000,
    ).toISOString(),
    deliveryWindow: cart.delivery_mode === 'sdd' ? { from: '17:00', to: '21:00' } : null,
    trackURL: null,
    afterShipTrackURL: null,
    returnInProcess: false,
    pickupStore: cart.pickup_store,
    lastName: String(address?.['lastName'] ?? ''),
    postalCode: String(address?.['postalCode'] ?? cart.sdd_postal_code ?? ''),
  };
  const code = String(nextCounter(db, 'order', 100_001)).padStart(8, '0');
  const status = payment.status === 'PAID' ? 'CREATED' : 'PAYMENT_IN_PROCESS';
  db.prepare(
    `INSERT INTO orders (code, cart_code, guid, user_uid, email, site, status, delivery_mode, payment_mode,
     payment_status, total, currency, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    code,
    cart.code,
    randomUUID(),
    cart.user_uid,
    email,
    cart.site,
    status,
    deliveryMode,
    payment.mode,
    payment.status,
    totals.totalPrice,
    site.currency,
    JSON.stringify(data),
    now,
  );
  db.prepare('INSERT INTO order_status_history (order_code, status, date) VALUES (?, ?, ?)').run(
    code,
    status,
    now,
  );
  db.prepare("UPDATE carts SET status = 'ordered', updated_at = ? WHERE code = ?").run(
    now,
    cart.code,
  );
  spendLoyaltyFreeShipment(
    db,
    cart.user_uid,
    totals.promotions.map((p) => p.code),
  );
  const placed = orderForCart(ctx, cart.code);
  if (!placed) throw new Error('order vanished after insert');
  return placed;
}

/** An order in the OCC shape (docs/product/orders.md §1.1, "Online order"). */
export function orderView(ctx: SandboxContext, row: OrderRow): Record<string, unknown> {
  const site = sandboxSite(row.site) ?? ctx.site;
  const price = (v: number) => money(v, row.currency, site.locale);
  const data = JSON.parse(row.data) as OrderData;
  const history = ctx.db
    .prepare<[string], { status: string; date: string }>(
      'SELECT status, date FROM order_status_history WHERE order_code = ? ORDER BY date DESC, rowid DESC',
    )
    .all(row.code);
  const consignments = ctx.db
    .prepare<
      [string],
      {
        code: string;
        status: string;
        carrier: string | null;
        tracking_url: string | null;
        entries: string;
      }
    >('SELECT * FROM consignments WHERE order_code = ? ORDER BY code')
    .all(row.code);
  const returns = ctx.db
    .prepare<[string], { id: string; data: string }>(
      'SELECT id, data FROM returns WHERE order_code = ? ORDER BY created_at',
    )
    .all(row.code);
  return {
    type: 'orderWsDTO',
    code: row.code,
    guid: row.guid,
    created: row.created_at,
    site: row.site,
    status: row.status,
    statusDisplay: row.status.toLowerCase(),
    user: row.user_uid ? { uid: row.user_uid } : { uid: 'anonymous' },
    email: row.email,
    guestCustomer: row.user_uid === null,
    entries: data.entries.map((e) => ({
      entryNumber: e.entryNumber,
      quantity: e.quantity,
      product: {
        code: e.productCode,
        baseProduct: e.baseProduct,
        name: e.name,
        images: [{ format: 'product', imageType: 'PRIMARY', url: e.image }],
      },
      size: e.size,
      basePrice: price(e.basePrice),
      totalPrice: price(e.totalPrice),
      isGift: e.isGift,
      engravingInfo: e.engraving,
      ...(e.personalisation ? { personalisationInfo: e.personalisation } : {}),
    })),
    subTotal: price(data.subTotal),
    totalDiscounts: price(data.totalDiscounts),
    deliveryCost: price(data.deliveryCost),
    totalPrice: price(row.total),
    totalPriceWithTax: price(row.total),
    deliveryMode: data.deliveryMode,
    shippingMethodCode: data.deliveryMode.code,
    deliveryAddress: data.deliveryAddress,
    billingAddress: data.billingAddress,
    pickupStore: data.pickupStore,
    paymentMode: row.payment_mode,
    paymentStatus: row.payment_status,
    paymentInfo: data.payment,
    purchaser: data.purchaser,
    appliedVouchers: data.appliedVouchers.map((code) => ({ code, voucherCode: code })),
    appliedPromotion: data.appliedPromotions.map((promotionTypeCode) => ({ promotionTypeCode })),
    consignments: consignments.map((c) => ({
      code: c.code,
      status: c.status,
      carrier: c.carrier,
      trackingUrl: c.tracking_url,
      entries: JSON.parse(c.entries) as unknown,
    })),
    statusHistory: history,
    trackURL: data.trackURL,
    afterShipTrackURL: data.afterShipTrackURL,
    estimatedDeliveryDate: data.estimatedDeliveryDate,
    deliveryWindow: data.deliveryWindow,
    returnInProcess: data.returnInProcess || returns.length > 0,
    // The brand's extension: the order's returns with each line's reason code, so the returns
    // list says why a piece went back (issue 32.4); the names are the portal's reasons.
    orderReturns: returns.map((filed) => ({
      code: filed.id,
      status: 'APPROVAL_PENDING',
      entries: (
        JSON.parse(filed.data) as {
          entries: { entryNumber: number; quantity: number; reason: string; condition?: string }[];
        }
      ).entries,
    })),
    visited: row.visited === 1,
  };
}
