import { randomUUID } from 'node:crypto';
import type { OccStock } from '@atelier/adapters-commerce/wire';
import type { SandboxDb } from './db.js';
import { nextCounter } from './db.js';
import type { SandboxContext } from './context.js';
import { notAvailableForEngraving } from './engraving-stock.js';
import { personalisationInfoOf } from './personalisation-info.js';
import { cartNotFound, OccError } from './errors.js';
import { convertAmount, money, roundMoney } from './money.js';
import { productView, statements, stockOf } from './product-view.js';
import { storesServing } from './sdd-stores.js';
import { sellableStock } from './sellable-stock.js';
import { SHIPPING_METHODS_EUR, type PromotionData } from './seed-promotions.js';
import type { SandboxSite } from './sites.js';
import { isLoyaltyPromotion, mayUseLoyaltyPromotion } from './loyalty-promotions.js';

export interface CartRow {
  code: string;
  guid: string;
  user_uid: string | null;
  site: string;
  status: 'open' | 'ordered' | 'merged' | 'removed';
  email: string | null;
  delivery_mode: string | null;
  delivery_address: string | null;
  billing_address: string | null;
  packaging: number;
  payment_mode: string | null;
  sdd_postal_code: string | null;
  pickup_store: string | null;
  applied_promotions: string;
  created_at: string;
  updated_at: string;
}

export interface EntryRow {
  cart_code: string;
  entry_number: number;
  product_code: string;
  quantity: number;
  engraving: string | null;
  gift_card: string | null;
  is_gift: number;
  /** A personalised piece or one of its charms (personalised-entries.ts). */
  personalisation?: string | null;
}

export function createCart(
  db: SandboxDb,
  site: string,
  userUid: string | null,
  now: string,
): CartRow {
  const code = String(nextCounter(db, 'cart', 10_000_001)).padStart(8, '0');
  db.prepare(
    'INSERT INTO carts (code, guid, user_uid, site, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(code, randomUUID(), userUid, site, now, now);
  return getCartByCode(db, code);
}

export function getCartByCode(db: SandboxDb, code: string): CartRow {
  const row = db.prepare<[string], CartRow>('SELECT * FROM carts WHERE code = ?').get(code);
  if (!row) throw cartNotFound(code);
  return row;
}

/** The user's latest open cart: the one with the highest code (docs/product/bag.md §2.3). */
export function latestCart(db: SandboxDb, userUid: string, site: string): CartRow | undefined {
  return db
    .prepare<[string, string], CartRow>(
      "SELECT * FROM carts WHERE user_uid = ? AND site = ? AND status = 'open' ORDER BY code DESC LIMIT 1",
    )
    .get(userUid, site);
}

/**
 * Finds a cart a caller may use. Anonymous carts are addressed by guid; a user's carts
 * by code or guid ('current' = latest). A merged cart answers CartExpiredError with the
 * cart it went into; an ordered one the stale-object error the client falls back on.
 */
export function findCart(
  db: SandboxDb,
  userUid: string | null,
  cartId: string,
  site: string,
): CartRow {
  const row =
    userUid !== null && cartId === 'current'
      ? latestCart(db, userUid, site)
      : db
          .prepare<[string, string], CartRow>('SELECT * FROM carts WHERE guid = ? OR code = ?')
          .get(cartId, cartId);
  if (!row || row.site !== site) throw cartNotFound(cartId);
  if (userUid === null ? row.user_uid !== null || row.code === cartId : row.user_uid !== userUid) {
    throw cartNotFound(cartId);
  }
  if (row.status === 'merged') {
    const into = db
      .prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?')
      .get(`merged:${row.code}`)?.value;
    throw OccError.of(400, {
      type: 'CartExpiredError',
      message: 'Cart has been merged into another cart.',
      reason: 'expired',
      ...(into ? { subject: into } : {}),
    });
  }
  if (row.status === 'ordered') {
    throw OccError.of(400, {
      type: 'JaloObjectNoLongerValidError',
      message: 'Cart has already been ordered.',
      reason: 'cart.error.something.wrong',
      subject: cartId,
    });
  }
  if (row.status !== 'open') throw cartNotFound(cartId);
  return row;
}

export function entriesOf(db: SandboxDb, cartCode: string): EntryRow[] {
  return db
    .prepare<[string], EntryRow>(
      'SELECT * FROM cart_entries WHERE cart_code = ? ORDER BY entry_number',
    )
    .all(cartCode);
}

export function unitPrice(db: SandboxDb, productCode: string, currency: string): number {
  const s = statements(db);
  const row = s.product(productCode);
  const base = row?.base_code ?? productCode;
  return s.price(base, currency)?.price ?? 0;
}

interface PromotionRow {
  code: string;
  type: string;
  data: string;
}

export function promotion(
  db: SandboxDb,
  code: string,
): { code: string; type: string; data: PromotionData } | undefined {
  const row = db
    .prepare<[string], PromotionRow>('SELECT * FROM promotions WHERE code = ?')
    .get(code);
  return row
    ? { code: row.code, type: row.type, data: JSON.parse(row.data) as PromotionData }
    : undefined;
}

export function userIsEmployee(db: SandboxDb, uid: string | null): boolean {
  if (!uid) return false;
  const row = db
    .prepare<[string], { data: string }>('SELECT data FROM users WHERE uid = ?')
    .get(uid);
  return row ? (JSON.parse(row.data) as { employee?: boolean }).employee === true : false;
}

/**
 * The promotions the shopper may switch, with whether each is on (docs/product/bag.md §1.7:
 * shouldApplyPromotion): what the cart asked for, and for an employee the employee discount
 * always listed (off until asked), so the bag page can offer it.
 */
function promotionSwitches(db: SandboxDb, cart: CartRow): Record<string, boolean> {
  const flags = JSON.parse(cart.applied_promotions) as Record<string, boolean>;
  if (!userIsEmployee(db, cart.user_uid)) return flags;
  return { EMPLOYEE_DISCOUNT: false, ...flags };
}

export interface CartTotals {
  subTotal: number;
  totalDiscounts: number;
  deliveryCost: number;
  totalPrice: number;
  vouchers: string[];
  promotions: { code: string; type: string; name: string; discount: number }[];
  gwp: {
    code: string;
    successful: boolean;
    state: string;
    giftProduct: string | undefined;
    thresholdEur: number | undefined;
  }[];
}

/** Prices, discounts and shipping of a cart, all in the site currency. */
export function cartTotals(db: SandboxDb, cart: CartRow, site: SandboxSite): CartTotals {
  const currency = site.currency;
  const entries = entriesOf(db, cart.code);
  const subTotal = roundMoney(
    entries
      .filter((e) => e.is_gift === 0)
      .reduce((sum, e) => sum + unitPrice(db, e.product_code, currency) * e.quantity, 0),
    currency,
  );
  const vouchers = db
    .prepare<[string], { voucher_code: string; promotion_code: string }>(
      `SELECT cv.voucher_code, v.promotion_code FROM cart_vouchers cv JOIN vouchers v ON v.code = cv.voucher_code
       WHERE cv.cart_code = ? ORDER BY cv.voucher_code`,
    )
    .all(cart.code);
  const promotions: CartTotals['promotions'] = [];
  let freeShipping = false;
  const applyPromotion = (code: string): void => {
    const p = promotion(db, code);
    if (!p) return;
    let discount = 0;
    if (p.data.percent) discount = roundMoney((subTotal * p.data.percent) / 100, currency);
    if (p.data.amountEur) discount = Math.min(subTotal, convertAmount(p.data.amountEur, currency));
    if (p.data.freeShipping) freeShipping = true;
    promotions.push({ code: p.code, type: p.type, name: p.data.name, discount });
  };
  for (const v of vouchers) applyPromotion(v.promotion_code);
  const flags = JSON.parse(cart.applied_promotions) as Record<string, boolean>;
  if (flags['EMPLOYEE_DISCOUNT'] && userIsEmployee(db, cart.user_uid))
    applyPromotion('EMPLOYEE_DISCOUNT');
  // A loyalty promotion the shopper switched on applies while they may use it.
  for (const [code, on] of Object.entries(flags)) {
    const p = on && code !== 'EMPLOYEE_DISCOUNT' ? promotion(db, code) : undefined;
    if (p && isLoyaltyPromotion(p.data) && mayUseLoyaltyPromotion(db, cart.user_uid))
      applyPromotion(code);
  }
  const totalDiscounts = roundMoney(
    Math.min(
      subTotal,
      promotions.reduce((s, p) => s + p.discount, 0),
    ),
    currency,
  );
  const method = SHIPPING_METHODS_EUR.find((m) => m.code === cart.delivery_mode);
  let deliveryCost = 0;
  if (method && !freeShipping) {
    const net = subTotal - totalDiscounts;
    const ranges = method.ranges
      .map((r) => ({
        minimum: convertAmount(r.minimum, currency),
        price: convertAmount(r.price, currency),
      }))
      .sort((a, b) => a.minimum - b.minimum);
    const applicable = ranges.filter((r) => r.minimum <= net).pop() ?? ranges[0];
    deliveryCost = applicable?.price ?? 0;
  }
  const gwp = ['GWP_100', 'GWP_200'].flatMap((code) => {
    const p = promotion(db, code);
    if (!p || p.data.thresholdEur === undefined) return [];
    const successful = subTotal - totalDiscounts >= convertAmount(p.data.thresholdEur, currency);
    return [
      {
        code,
        successful,
        state: successful ? 'FIRED' : 'POTENTIAL',
        giftProduct: p.data.giftProduct,
        thresholdEur: p.data.thresholdEur,
      },
    ];
  });
  return {
    subTotal,
    totalDiscounts,
    deliveryCost,
    totalPrice: roundMoney(subTotal - totalDiscounts + deliveryCost, currency),
    vouchers: vouchers.map((v) => v.voucher_code),
    promotions,
    gwp,
  };
}

export function saveForLaterUid(cart: CartRow): string {
  return cart.user_uid ?? `anonymous:${cart.guid}`;
}

export function saveForLaterView(ctx: SandboxContext, listUid: string): Record<string, unknown> {
  const rows = ctx.db
    .prepare<[string], { product_code: string; quantity: number; added_at: string }>(
      'SELECT product_code, quantity, added_at FROM save_for_later WHERE list_uid = ? ORDER BY added_at, product_code',
    )
    .all(listUid);
  return {
    listUid,
    entries: rows.map((r, i) => {
      const row = statements(ctx.db).product(r.product_code);
      return {
        entryNumber: i,
        quantity: r.quantity,
        addedDate: r.added_at,
        product: row
          ? productView(ctx.db, row, { site: ctx.site, channel: ctx.channel, fields: 'BASIC' })
          : { code: r.product_code },
      };
    }),
  };
}

/** The cart in the OCC shape (docs/product/bag.md §1.1, "Bag"). */
export function cartView(ctx: SandboxContext, cart: CartRow): Record<string, unknown> {
  const { db, site } = ctx;
  const price = (v: number) => money(v, site.currency, site.locale);
  const totals = cartTotals(db, cart, site);
  const entries = entriesOf(db, cart.code).map((e) => {
    const row = statements(db).product(e.product_code);
    const unit = unitPrice(db, e.product_code, site.currency);
    const product = row
      ? productView(db, row, { site, channel: ctx.channel, fields: 'BASIC' })
      : { code: e.product_code };
    const st = row ? stockOf(db, row, ctx.channel) : { online: 0, store: 0, availableSdd: [] };
    // What this cart may hold: a same-day store's units for a piece the web has none of
    // (ADR 0052), so the bag's stock synchronisation keeps it.
    const level = row ? sellableStock(ctx, e.product_code) : 0;
    return {
      entryNumber: e.entry_number,
      quantity: e.quantity,
      product: {
        ...product,
        stock: {
          stockLevel: level,
          stockLevelStatus: level > 0 ? 'inStock' : 'outOfStock',
        } satisfies OccStock,
        onlineStock: st.online > 0,
        hasOverallStock: st.online + st.store > 0,
        availableSdd: st.availableSdd,
      },
      size: row?.size ?? null,
      basePrice: price(e.is_gift ? 0 : unit),
      totalPrice: price(e.is_gift ? 0 : roundMoney(unit * e.quantity, site.currency)),
      isGift: e.is_gift === 1,
      engravingInfo: e.engraving ? (JSON.parse(e.engraving) as unknown) : null,
      giftCardInfo: e.gift_card ? (JSON.parse(e.gift_card) as unknown) : null,
      ...charmInfo(e.personalisation),
    };
  });
  const nonGift = entries.filter((e) => !e.isGift);
  const method = SHIPPING_METHODS_EUR.find((m) => m.code === cart.delivery_mode);
  return {
    type: 'cartWsDTO',
    code: cart.code,
    guid: cart.guid,
    user: cart.user_uid
      ? { uid: cart.user_uid, name: cart.user_uid }
      : { uid: 'anonymous', name: 'Anonymous' },
    site: cart.site,
    entries,
    notAvailableProductsForEngraving: notAvailableForEngraving(db, cart.code),
    totalItems: nonGift.length,
    totalUnitCount: nonGift.reduce((s, e) => s + e.quantity, 0),
    subTotal: price(totals.subTotal),
    totalDiscounts: price(totals.totalDiscounts),
    deliveryCost: price(totals.deliveryCost),
    totalPrice: price(totals.totalPrice),
    totalPriceWithTax: price(totals.totalPrice),
    appliedVouchers: totals.vouchers.map((code) => ({ code, voucherCode: code })),
    appliedOrderPromotions: totals.promotions.map((p) => ({
      promotion: { code: p.code, promotionType: p.type, name: p.name },
      promotionTypeCode: p.type,
      discount: price(p.discount),
    })),
    gwpPromotions: totals.gwp.map(({ thresholdEur: _threshold, ...gwp }) => gwp),
    shouldApplyPromotion: promotionSwitches(db, cart),
    deliveryMode: method ? { code: method.code, name: method.name } : null,
    deliveryAddress: cart.delivery_address ? (JSON.parse(cart.delivery_address) as unknown) : null,
    billingAddress: cart.billing_address ? (JSON.parse(cart.billing_address) as unknown) : null,
    email: cart.email,
    packaging: cart.packaging === 1,
    paymentMode: cart.payment_mode,
    sddPostalCode: cart.sdd_postal_code,
    // The stores that deliver the same day to that postal code (docs/product/bag.md §1.1:
    // storesByCP).
    storesByCP: storesServing(ctx, cart.sdd_postal_code),
    pickupStore: cart.pickup_store,
    saveForLater: saveForLaterView(ctx, saveForLaterUid(cart)),
  };
}

export function touch(db: SandboxDb, cart: CartRow, now: string): void {
  db.prepare('UPDATE carts SET updated_at = ? WHERE code = ?').run(now, cart.code);
}

/** A charm's entry names its piece's entry and its anchor (docs/product/product.md §3.4). */
function charmInfo(column: string | null | undefined) {
  const info = personalisationInfoOf(column);
  return info ? { personalisationInfo: info } : {};
}
