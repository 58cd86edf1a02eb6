import type { SandboxContext } from './context.js';
import type { CartRow, EntryRow } from './cart-service.js';
import { entriesOf } from './cart-service.js';
import { checkedEngraving } from './engraving-check.js';
import { addCharmEntries, checkedCombination } from './personalised-entries.js';
import { OccError, validation } from './errors.js';
import { statements } from './product-view.js';
import type { EntryInput } from './schemas.js';
import { sellableStock } from './sellable-stock.js';

/** What addEntry takes: a shopper's entry, or a gift line the back-end itself makes. */
export type EntryToAdd = EntryInput & { readonly gift?: boolean };

export interface CartModification {
  statusCode: 'success' | 'lowStock';
  quantityAdded: number;
  quantity: number;
  entry: { entryNumber: number; quantity: number; product: { code: string } };
}

function noStock(code: string, errorCode = 'cart-entry.lowStockError-001'): OccError {
  return OccError.of(400, {
    type: 'InsufficientStockError',
    message: `Product [${code}] has no stock.`,
    reason: 'noStock',
    subject: code,
    errorCode,
  });
}

/**
 * Units of a sellable code still free for this cart (its sellable stock, the web's or a
 * same-day store's, minus what other entries hold).
 */
function freeStock(ctx: SandboxContext, cart: CartRow, code: string, exceptEntry?: number): number {
  const held = entriesOf(ctx.db, cart.code)
    .filter((e) => e.product_code === code && e.entry_number !== exceptEntry && e.is_gift === 0)
    .reduce((s, e) => s + e.quantity, 0);
  return sellableStock(ctx, code) - held;
}

/**
 * Adds one entry: entries count as the same when product, engraving text and gift flag
 * match (docs/product/bag.md §3.1). Adds what stock allows; nothing at all is an
 * InsufficientStockError. `gift` is never read from a request (schemas.ts drops it): only
 * the back-end's promotion code passes it.
 */
export function addEntry(ctx: SandboxContext, cart: CartRow, input: EntryToAdd): CartModification {
  const code = input.product?.code ?? input.code ?? '';
  const s = statements(ctx.db);
  const product = s.product(code);
  if (!product) {
    throw OccError.of(400, {
      type: 'UnknownIdentifierError',
      message: `Product [${code}] not found.`,
      reason: 'notFound',
      subject: code,
      errorCode: 'products-productCode.UnknownIdentifier-001',
    });
  }
  if (product.base_code === null && product.kind === 'ring') {
    throw validation(
      `Product [${code}] needs a size: add the size code.`,
      'product.code',
      'cart-entry.validationError-001',
    );
  }
  const base = product.base_code ? s.product(product.base_code) : product;
  if (input.engravingInfo && base?.able_to_engrave !== 1) {
    throw OccError.of(400, {
      type: 'CartEntryError',
      message: `Product [${code}] cannot be engraved.`,
      reason: 'noEngravingStock',
      subject: code,
    });
  }
  const engravingInfo = input.engravingInfo ? checkedEngraving(input.engravingInfo) : null;
  const personalised = input.personalisationInfo ?? null;
  if (personalised) {
    checkedCombination(ctx, code, input.quantity, personalised);
    // Every charm needs its unit (the same charm twice, two), or nothing is added.
    const wanted = new Map<string, number>();
    for (const charm of personalised.charms) {
      wanted.set(charm.product.code, (wanted.get(charm.product.code) ?? 0) + 1);
    }
    for (const [charm, units] of wanted) {
      if (freeStock(ctx, cart, charm) < units) throw noStock(charm);
    }
  }
  const free = freeStock(ctx, cart, code);
  if (free <= 0) throw noStock(code);
  const added = Math.min(free, input.quantity);
  const engravingText = engravingInfo?.engravingText ?? null;
  const isGift = input.gift === true ? 1 : 0;
  // A personalised piece is a line of its own, and a plain one never joins it (docs/product/product.md §3.4).
  const same = entriesOf(ctx.db, cart.code).find(
    (e) =>
      !personalised &&
      !e.personalisation &&
      e.product_code === code &&
      e.is_gift === isGift &&
      ((e.engraving
        ? (JSON.parse(e.engraving) as { engravingText?: string }).engravingText
        : null) ?? null) === engravingText,
  );
  let entry: EntryRow;
  if (same) {
    ctx.db
      .prepare(
        'UPDATE cart_entries SET quantity = quantity + ? WHERE cart_code = ? AND entry_number = ?',
      )
      .run(added, cart.code, same.entry_number);
    entry = { ...same, quantity: same.quantity + added };
  } else {
    const next =
      (ctx.db
        .prepare<[string], { n: number | null }>(
          'SELECT MAX(entry_number) AS n FROM cart_entries WHERE cart_code = ?',
        )
        .get(cart.code)?.n ?? -1) + 1;
    ctx.db
      .prepare(
        'INSERT INTO cart_entries (cart_code, entry_number, product_code, quantity, engraving, gift_card, is_gift, personalisation) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        cart.code,
        next,
        code,
        added,
        engravingInfo ? JSON.stringify(engravingInfo) : null,
        input.giftCardInfo ? JSON.stringify(input.giftCardInfo) : null,
        isGift,
        personalised ? JSON.stringify({ role: 'PARENT' }) : null,
      );
    if (personalised) addCharmEntries(ctx, cart, next, personalised);
    entry = {
      cart_code: cart.code,
      entry_number: next,
      product_code: code,
      quantity: added,
      engraving: null,
      gift_card: null,
      is_gift: isGift,
    };
  }
  return {
    statusCode: added < input.quantity ? 'lowStock' : 'success',
    quantityAdded: added,
    quantity: input.quantity,
    entry: { entryNumber: entry.entry_number, quantity: entry.quantity, product: { code } },
  };
}

export function findEntry(ctx: SandboxContext, cart: CartRow, entryNumber: string): EntryRow {
  const n = Number(entryNumber);
  const entry = Number.isInteger(n)
    ? entriesOf(ctx.db, cart.code).find((e) => e.entry_number === n)
    : undefined;
  if (!entry) {
    throw OccError.of(400, {
      type: 'CartEntryError',
      message: 'Entry not found',
      reason: 'notFound',
      subject: entryNumber,
      errorCode: 'cart-entryNumber.validationError-004',
    });
  }
  return entry;
}

/** Sets an entry's quantity (0 removes it); capped by stock, nothing left is an error. */
export function updateEntry(
  ctx: SandboxContext,
  cart: CartRow,
  entry: EntryRow,
  quantity: number,
): CartModification {
  if (quantity === 0) {
    removeEntry(ctx, cart, entry);
    return {
      statusCode: 'success',
      quantityAdded: -entry.quantity,
      quantity: 0,
      entry: {
        entryNumber: entry.entry_number,
        quantity: 0,
        product: { code: entry.product_code },
      },
    };
  }
  // A personalised piece and its charms are one of each (docs/product/product.md §3.4).
  if (entry.personalisation && quantity !== entry.quantity) {
    throw validation(
      'quantity: a personalised piece and its charms are one of each',
      'quantity',
      'cart-entry.personalisationError-002',
    );
  }
  // A gift line's quantity is its promotion's, never the shopper's (issue 30).
  if (entry.is_gift) {
    throw OccError.of(400, {
      type: 'CartEntryError',
      message: 'A gift line is given by a promotion; its quantity cannot be changed.',
      reason: 'giftEntry',
      subject: String(entry.entry_number),
      errorCode: 'cart-entryNumber.validationError-005',
    });
  }
  const free = freeStock(ctx, cart, entry.product_code, entry.entry_number);
  if (free <= 0) throw noStock(entry.product_code, 'cart.entryNumber.lowStockError-004');
  const next = Math.min(free, quantity);
  ctx.db
    .prepare('UPDATE cart_entries SET quantity = ? WHERE cart_code = ? AND entry_number = ?')
    .run(next, cart.code, entry.entry_number);
  return {
    statusCode: next < quantity ? 'lowStock' : 'success',
    quantityAdded: next - entry.quantity,
    quantity: next,
    entry: {
      entryNumber: entry.entry_number,
      quantity: next,
      product: { code: entry.product_code },
    },
  };
}

/** Removes an entry; a personalised piece's charms go with it (docs/product/product.md §3.4). */
export function removeEntry(ctx: SandboxContext, cart: CartRow, entry: EntryRow): void {
  ctx.db
    .prepare(
      "DELETE FROM cart_entries WHERE cart_code = ? AND (entry_number = ? OR json_extract(personalisation, '$.parentEntryNumber') = ?)",
    )
    .run(cart.code, entry.entry_number, entry.entry_number);
}

/** Availability errors of docs/product/bag.md §1.2 for every non-gift entry lacking stock. */
export function availabilityErrors(ctx: SandboxContext, cart: CartRow) {
  const s = statements(ctx.db);
  const servingStores = cart.sdd_postal_code
    ? new Set(
        ctx.db
          .prepare<[string], { store_id: string }>(
            'SELECT store_id FROM store_sdd_postal_codes WHERE postal_code = ?',
          )
          .all(cart.sdd_postal_code)
          .map((r) => r.store_id),
      )
    : null;
  return entriesOf(ctx.db, cart.code).flatMap((e) => {
    if (e.is_gift) return [];
    const online = s.stock(e.product_code, ctx.channel);
    const store = s.storeStock(e.product_code);
    const sdd = s.sddStores(e.product_code);
    const sddNotAvailable = servingStores !== null && !sdd.some((id) => servingStores.has(id));
    if (online >= e.quantity && !sddNotAvailable) return [];
    const reason = online > 0 ? 'NO_AVAILABLE' : store > 0 ? 'NO_WEB_STOCK' : 'NO_POS_STOCK';
    return [
      {
        id: e.product_code,
        entryNumber: e.entry_number,
        noOnlineStock: online <= 0,
        noStoreStock: store <= 0,
        hasSddNotAvailable: sddNotAvailable,
        quantityToDecrease: Math.max(0, e.quantity - Math.max(online, 0)),
        reason,
      },
    ];
  });
}
