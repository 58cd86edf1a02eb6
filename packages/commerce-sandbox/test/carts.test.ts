import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, isEnvelope, startSandbox, type TestSandbox } from './helpers.js';

/** The shopper's own lines, without the gift lines the back-end adds. */
const sold = <T extends { isGift?: boolean }>(entries: T[]): T[] =>
  entries.filter((e) => !e.isGift);

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

async function newGuestCart(): Promise<string> {
  const res = await sb.call('POST', '/users/anonymous/carts');
  expect(res.status).toBe(201);
  return res.body.guid as string;
}

/** A product whose web stock is exactly `level` (seeded last units / sold out). */
function productWithStock(level: number): string {
  const row = sb.server.db
    .prepare<[number], { code: string }>(
      "SELECT s.code FROM product_stock s JOIN products p ON p.code = s.code WHERE s.channel = 'WEB' AND s.level = ? AND p.kind != 'ring' ORDER BY s.code LIMIT 1",
    )
    .get(level);
  if (!row) throw new Error(`no product with stock ${level}`);
  return row.code;
}

/** Sold out on the web and in every shop that delivers the same day: nothing can sell it. */
function soldOutEverywhere(): string {
  const row = sb.server.db
    .prepare<[], { code: string }>(
      `SELECT s.code FROM product_stock s JOIN products p ON p.code = s.code
       WHERE s.channel = 'WEB' AND s.level = 0 AND p.kind != 'ring'
         AND NOT EXISTS (SELECT 1 FROM store_stock t JOIN store_sdd_postal_codes c
                         ON c.store_id = t.store_id WHERE t.code = s.code AND t.level > 0)
       ORDER BY s.code LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no product sold out everywhere');
  return row.code;
}

/** No web stock, but a Spanish same-day shop holds it; its largest such shop level. */
function storeOnly(): { code: string; level: number } {
  const row = sb.server.db
    .prepare<[], { code: string; level: number }>(
      `SELECT s.code, MAX(t.level) AS level FROM product_stock s
       JOIN products p ON p.code = s.code AND p.base_code IS NULL AND p.kind != 'ring'
       JOIN store_stock t ON t.code = s.code
       JOIN stores st ON st.id = t.store_id AND st.country = 'ES'
       WHERE s.channel = 'WEB' AND s.level = 0
         AND EXISTS (SELECT 1 FROM store_sdd_postal_codes c WHERE c.store_id = t.store_id)
       GROUP BY s.code HAVING MAX(t.level) > 0 ORDER BY s.code LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no store-only product');
  return row;
}

describe('sandbox bag lifecycle', () => {
  it('creates an anonymous bag, adds, updates and removes entries', async () => {
    const guid = await newGuestCart();
    const C = `/users/anonymous/carts/${guid}`;
    const add = await sb.call('POST', `${C}/entries`, {
      body: { product: { code: '100701' }, quantity: 2 },
    });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({
      statusCode: 'success',
      quantityAdded: 2,
      entry: { entryNumber: 0, quantity: 2 },
    });
    // The same product again merges into the same entry; an engraved one is a new entry.
    await sb.call('POST', `${C}/entries`, { body: { code: '100701', quantity: 1 } });
    let cart = (await sb.call('GET', C)).body;
    // Over 100 the bag holds a gift line too (gift-lines.test.ts): only the shopper's count.
    expect(sold(cart.entries)).toHaveLength(1);
    expect(cart.entries[0].quantity).toBe(3);
    expect(cart.totalUnitCount).toBe(3);
    expect(cart.subTotal.value).toBeCloseTo(cart.entries[0].basePrice.value * 3, 2);
    const patch = await sb.call('PATCH', `${C}/entries/0`, { body: { quantity: 1 } });
    expect(patch.body).toMatchObject({ statusCode: 'success', quantity: 1 });
    expect((await sb.call('DELETE', `${C}/entries/0`)).status).toBe(200);
    cart = (await sb.call('GET', C)).body;
    expect(cart.entries).toHaveLength(0);
    expect(
      (await sb.call('PATCH', `${C}/entries/0`, { body: { quantity: 1 } })).body.errors[0]
        .errorCode,
    ).toBe('cart-entryNumber.validationError-004');
  });

  it('needs a size code for a sized ring, and takes it', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    expect(
      (await sb.call('POST', `${C}/entries`, { body: { code: '100001', quantity: 1 } })).status,
    ).toBe(400);
    const product = (await sb.call('GET', '/products/100001?fields=FULL')).body;
    const size = product.sizes.find(
      (s: { stock: { stockLevel: number } }) => s.stock.stockLevel > 0,
    );
    const added = await sb.call('POST', `${C}/entries`, { body: { code: size.code, quantity: 1 } });
    expect(added.status).toBe(200);
    expect((await sb.call('GET', C)).body.entries[0]).toMatchObject({
      size: size.name,
      product: { baseProduct: '100001' },
    });
  });

  it('adds what stock allows, and refuses products without stock', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    const last = productWithStock(2);
    const low = await sb.call('POST', `${C}/entries`, { body: { code: last, quantity: 5 } });
    expect(low.body).toMatchObject({ statusCode: 'lowStock', quantityAdded: 2, quantity: 5 });
    const none = await sb.call('POST', `${C}/entries`, {
      body: { code: soldOutEverywhere(), quantity: 1 },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]).toMatchObject({
      type: 'InsufficientStockError',
      reason: 'noStock',
      errorCode: 'cart-entry.lowStockError-001',
    });
    const multiple = await sb.call('POST', `${C}/entries/multiple`, {
      body: {
        orderEntries: [
          { code: '101251', quantity: 1 },
          { code: soldOutEverywhere(), quantity: 1 },
        ],
      },
    });
    expect(
      multiple.body.cartModifications.map((m: { statusCode: string }) => m.statusCode),
    ).toEqual(['success', 'noStock']);
  });

  it('reports availability errors on validate when stock drops below a line', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    await sb.call('POST', `${C}/entries`, { body: { code: '101252', quantity: 2 } });
    sb.server.db.prepare("UPDATE product_stock SET level = 1 WHERE code = '101252'").run();
    const { body } = await sb.call('GET', `${C}/validate`);
    expect(body.valid).toBe(false);
    expect(body.productAvailabilityErrors[0]).toMatchObject({
      id: '101252',
      quantityToDecrease: 1,
      noOnlineStock: false,
    });
  });

  it('keeps engravings and gift messages', async () => {
    const code =
      sb.server.db
        .prepare<[], { code: string }>(
          "SELECT code FROM products WHERE able_to_engrave = 1 AND kind != 'ring' AND rank < 24 LIMIT 1",
        )
        .get()?.code ?? '';
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    const engraved = await sb.call('POST', `${C}/entries/engravings`, {
      body: { code, quantity: 1, engravingInfo: { engravingText: 'A & B' } },
    });
    expect(engraved.status).toBe(200);
    const refused = await sb.call('POST', `${C}/entries`, {
      body: { code: '101253', quantity: 1, engravingInfo: { engravingText: 'x' } },
    });
    if (refused.status === 400) expect(refused.body.errors[0].reason).toBe('noEngravingStock');
    const gift = await sb.call('PUT', `${C}/entries/giftcardinfo/0`, {
      body: { message: 'Happy birthday', fromMessage: 'Ana' },
    });
    expect(gift.body.entries[0]).toMatchObject({
      engravingInfo: { engravingText: 'A & B' },
      giftCardInfo: { message: 'Happy birthday' },
    });
    // docs/product/bag.md §6: a message longer than the gift card holds is a 400, never kept.
    const long = await sb.call('PUT', `${C}/entries/giftcardinfo/0`, {
      body: { message: 'x'.repeat(417), fromMessage: 'Ana' },
    });
    expect(long.status).toBe(400);
    const kept = await sb.call('GET', C);
    expect(kept.body.entries[0].giftCardInfo.message).toBe('Happy birthday');
  });

  it('applies and removes vouchers; refuses unknown and expired ones', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    await sb.call('POST', `${C}/entries`, { body: { code: '100701', quantity: 1 } });
    expect((await sb.call('POST', `${C}/vouchers?voucherId=welcome10`)).status).toBe(200);
    const cart = (await sb.call('GET', C)).body;
    expect(cart.appliedVouchers[0].voucherCode).toBe('WELCOME10');
    expect(cart.totalDiscounts.value).toBeCloseTo(Math.round(cart.subTotal.value * 10) / 100, 2);
    const bad = await sb.call('POST', `${C}/vouchers?voucherId=NOPE`);
    expect(bad.body.errors[0]).toMatchObject({ type: 'VoucherOperationError', reason: 'invalid' });
    const expired = await sb.call('POST', `${C}/vouchers?voucherId=SUMMER2020`);
    expect(expired.body.errors[0]).toMatchObject({
      type: 'VoucherOperationError',
      reason: 'expired',
    });
    await sb.call('DELETE', `${C}/vouchers/WELCOME10`);
    expect((await sb.call('GET', `${C}/vouchers`)).body.vouchers).toEqual([]);
  });

  it('prices shipping by range and honours the free-shipping voucher', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    const cheap =
      sb.server.db
        .prepare<[], { code: string }>(
          "SELECT p.code FROM product_prices p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB' WHERE p.currency = 'EUR' AND p.price < 40 AND s.level > 5 LIMIT 1",
        )
        .get()?.code ?? '';
    await sb.call('POST', `${C}/entries`, { body: { code: cheap, quantity: 1 } });
    const modes = (await sb.call('GET', `${C}/deliverymodes`)).body.deliveryModes;
    expect(modes.map((m: { code: string }) => m.code)).toEqual([
      'standard',
      'express',
      'sdd',
      'pickup',
      'pickup_2h',
      'externalpickup',
    ]);
    expect(modes.find((m: { code: string }) => m.code === 'sdd').available).toBe(false);
    await sb.call('PUT', `${C}/deliverymode?deliveryModeId=standard`);
    expect((await sb.call('GET', C)).body.deliveryCost.value).toBe(4.95);
    await sb.call('POST', `${C}/vouchers?voucherId=FREESHIP`);
    expect((await sb.call('GET', C)).body.deliveryCost.value).toBe(0);
    const sdd = await sb.call('PUT', `${C}/deliverymode?deliveryModeId=sdd`);
    expect(sdd.body.errors[0].reason).toBe('NOT_AVAILABLE');
  });

  it('enables same-day delivery for 28001', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    await sb.call('POST', `${C}/entries`, { body: { code: '100701', quantity: 1 } });
    const check = await sb.call('POST', `${C}/availablepostalcodes`, {
      body: { postalCode: '28001' },
    });
    expect(check.body).toMatchObject({ postalCode: '28001', isSddEnabled: true, errors: [] });
    expect(check.body.storesByCP).toContain('1001');
    const modes = (await sb.call('GET', `${C}/deliverymodes`)).body.deliveryModes;
    expect(modes.find((m: { code: string }) => m.code === 'sdd').available).toBe(true);
    expect((await sb.call('PUT', `${C}/deliverymode?deliveryModeId=sdd`)).status).toBe(200);
    const pos = await sb.call('PUT', `${C}/pointofservice`, {
      body: { postalCode: '28001', storeId: '0000001001' },
    });
    expect(pos.body.errors).toEqual([]);
    const far = await sb.call('POST', `${C}/availablepostalcodes`, {
      body: { postalCode: '99999' },
    });
    expect(far.body.isSddEnabled).toBe(false);
  });

  it("sells a piece only same-day shops hold, up to one shop's units, and places it from a shop serving the postal code (ADR 0052)", async () => {
    const piece = storeOnly();
    const db = sb.server.db;
    const keep = db
      .prepare<[string], { store_id: string; level: number }>(
        'SELECT store_id, level FROM store_stock WHERE code = ?',
      )
      .all(piece.code);
    // Serrano (1001, serving 28001) holds 2; no other shop holds more.
    db.prepare('DELETE FROM store_stock WHERE code = ?').run(piece.code);
    db.prepare('INSERT INTO store_stock (code, store_id, level) VALUES (?, ?, 2)').run(
      piece.code,
      '1001',
    );
    try {
      const guid = await newGuestCart();
      const C = `/users/anonymous/carts/${guid}`;
      const added = await sb.call('POST', `${C}/entries`, {
        body: { code: piece.code, quantity: 5 },
      });
      expect(added.body).toMatchObject({ statusCode: 'lowStock', quantityAdded: 2 });
      const [line] = sold(
        (await sb.call('GET', C)).body.entries as {
          isGift?: boolean;
          product: { onlineStock: boolean; stock: { stockLevel: number } };
        }[],
      );
      expect(line?.product).toMatchObject({ onlineStock: false, hasOverallStock: true });
      expect(line?.product.stock.stockLevel).toBe(2);
      await sb.call('POST', `${C}/availablepostalcodes`, { body: { postalCode: '28001' } });
      await sb.call('PUT', `${C}/addresses/delivery`, { body: ADDRESS });
      expect((await sb.call('PUT', `${C}/deliverymode?deliveryModeId=sdd`)).status).toBe(200);
      await sb.call('PUT', `${C}/email?email=sdd@example.com`);
      const paid = await sb.call('POST', `${C}/cashondelivery/card/createpayment`, { body: {} });
      expect(paid.status).toBe(201);
      expect(paid.body.order.deliveryMode.code).toBe('sdd');
      const left = db
        .prepare<[string], { level: number }>(
          "SELECT level FROM store_stock WHERE code = ? AND store_id = '1001'",
        )
        .get(piece.code);
      expect(left?.level).toBe(0);
    } finally {
      db.prepare('DELETE FROM store_stock WHERE code = ?').run(piece.code);
      const insert = db.prepare('INSERT INTO store_stock (code, store_id, level) VALUES (?, ?, ?)');
      for (const row of keep) insert.run(piece.code, row.store_id, row.level);
    }
  });

  it('refuses junk postal codes with a 400 that says why (10 kB, markup, control characters)', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    for (const junk of ['9'.repeat(10_000), '<script>1</script>', '28001\u0000', '%ZZ', '--']) {
      const sdd = await sb.call('POST', `${C}/availablepostalcodes`, {
        body: { postalCode: junk },
      });
      expect(sdd.status).toBe(400);
      expect(JSON.stringify(sdd.body)).toMatch(/postal code/i);
      const stores = await sb.call(
        'GET',
        `/storesbypostalcode?postalCode=${encodeURIComponent(junk)}`,
      );
      expect(stores.status).toBe(400);
    }
    for (const fine of ['28001', 'SW1A 1AA', '1000-100']) {
      const sdd = await sb.call('POST', `${C}/availablepostalcodes`, {
        body: { postalCode: fine },
      });
      expect(sdd.status).toBe(200);
    }
  });

  it('offers no method for a bag split between the web and one store (docs/product/shipping.md §5 best cart)', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    const db = sb.server.db;
    const [web, store] = db
      .prepare<[], { code: string }>(
        "SELECT p.code FROM products p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB' WHERE p.kind != 'ring' AND p.base_code IS NULL AND s.level > 5 ORDER BY p.code LIMIT 2",
      )
      .all()
      .map((r) => r.code);
    if (!web || !store) throw new Error('no products to split');
    // The stock is put back afterwards: the other tests share this database.
    const stockRows = db
      .prepare<[string, string], { code: string; store_id: string; level: number }>(
        'SELECT code, store_id, level FROM store_stock WHERE code IN (?, ?)',
      )
      .all(web, store);
    const webLevel = db
      .prepare<[string], { level: number }>(
        "SELECT level FROM product_stock WHERE code = ? AND channel = 'WEB'",
      )
      .get(store)?.level;
    await sb.call('POST', `${C}/entries`, { body: { code: web, quantity: 1 } });
    await sb.call('POST', `${C}/entries`, { body: { code: store, quantity: 1 } });
    // The first only ships from the web; the second sold out online, left in Serrano (1001).
    db.prepare('DELETE FROM store_stock WHERE code = ?').run(web);
    db.prepare("UPDATE product_stock SET level = 0 WHERE code = ? AND channel = 'WEB'").run(store);
    db.prepare('INSERT OR REPLACE INTO store_stock (code, store_id, level) VALUES (?, ?, 3)').run(
      store,
      '1001',
    );
    await sb.call('POST', `${C}/availablepostalcodes`, { body: { postalCode: '28001' } });
    const cart = (await sb.call('GET', C)).body;
    expect(cart.storesByCP).toEqual(['1001', '1002']);
    const modes = (await sb.call('GET', `${C}/deliverymodes`)).body.deliveryModes as {
      code: string;
      available: boolean;
    }[];
    expect(modes.filter((m) => m.available)).toEqual([]);
    // Without the web-only line, Serrano serves the rest the same day and in store.
    await sb.call('DELETE', `${C}/entries/0`);
    const after = (await sb.call('GET', `${C}/deliverymodes`)).body.deliveryModes as {
      code: string;
      available: boolean;
    }[];
    const available = after.filter((m) => m.available).map((m) => m.code);
    expect(available).toEqual(expect.arrayContaining(['sdd', 'pickup']));
    expect(available).not.toContain('standard');
    db.prepare('DELETE FROM store_stock WHERE code IN (?, ?)').run(web, store);
    const insert = db.prepare('INSERT INTO store_stock (code, store_id, level) VALUES (?, ?, ?)');
    for (const row of stockRows) insert.run(row.code, row.store_id, row.level);
    db.prepare("UPDATE product_stock SET level = ? WHERE code = ? AND channel = 'WEB'").run(
      webLevel ?? 0,
      store,
    );
  });

  it('sets e-mail, addresses, packaging and payment mode; verifies addresses', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    expect((await sb.call('PUT', `${C}/email?email=guest@example.com`)).status).toBe(200);
    expect((await sb.call('PUT', `${C}/email?email=not-an-email`)).status).toBe(400);
    expect((await sb.call('PUT', `${C}/addresses/delivery`, { body: ADDRESS })).status).toBe(200);
    const missing = await sb.call('PUT', `${C}/addresses/delivery`, {
      body: { ...ADDRESS, postalCode: undefined },
    });
    expect(missing.body.errors[0]).toMatchObject({ subject: 'postalCode', reason: 'missing' });
    expect(
      (
        await sb.call('PUT', `${C}/guestdata`, {
          body: { name: 'Ana', surname: 'García', email: 'guest@example.com' },
        })
      ).status,
    ).toBe(200);
    await sb.call('PUT', `${C}/packaging`, { body: { packaging: true } });
    await sb.call('PUT', `${C}/paymentMode`, { body: { code: 'card' } });
    const cart = (await sb.call('GET', C)).body;
    expect(cart).toMatchObject({
      email: 'guest@example.com',
      packaging: true,
      paymentMode: 'card',
      deliveryAddress: { postalCode: '28001' },
    });
    expect((await sb.call('POST', `${C}/validate-address`, { body: ADDRESS })).body.decision).toBe(
      'ACCEPT',
    );
    expect(
      (await sb.call('POST', `${C}/validate-address`, { body: { ...ADDRESS, postalCode: '2800' } }))
        .body.decision,
    ).toBe('REJECT');
    // A code Spain's postal data does not hold (provinces are 01-52): nothing to suggest.
    expect(
      (
        await sb.call('POST', `${C}/validate-address`, {
          body: { ...ADDRESS, postalCode: '99001' },
        })
      ).body,
    ).toMatchObject({ decision: 'REJECT', suggestedAddresses: [] });
    // A street without its number is not correct: the shopper is asked, never silently changed.
    const review = (
      await sb.call('POST', `${C}/validate-address`, { body: { ...ADDRESS, line1: 'Calle Mayor' } })
    ).body;
    expect(review).toMatchObject({
      decision: 'REJECT',
      suggestedAddresses: [{ line1: 'Calle Mayor 1' }, { line1: 'Calle Mayor 2' }],
    });
    // A code the postal data holds, written otherwise: one address to review, as it is written.
    const spaced = (
      await sb.call('POST', `${C}/validate-address`, { body: { ...ADDRESS, postalCode: '28 001' } })
    ).body;
    expect(spaced).toMatchObject({
      decision: 'REVIEW',
      suggestedAddresses: [{ line1: ADDRESS.line1, postalCode: '28001' }],
    });
  });

  it('moves entries to save for later and restores them', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    await sb.call('POST', `${C}/entries`, { body: { code: '100702', quantity: 1 } });
    const saved = await sb.call('POST', `${C}/saveforlater/0`);
    expect(saved.body.entries[0]).toMatchObject({ quantity: 1, product: { code: '100702' } });
    expect((await sb.call('GET', C)).body.entries).toHaveLength(0);
    const restored = await sb.call('POST', `${C}/saveforlater/restore`, {
      body: { productCode: '100702' },
    });
    expect(restored.body).toEqual({ quantity: 1, quantityAdded: 1 });
    const cart = (await sb.call('GET', C)).body;
    expect(sold(cart.entries)).toHaveLength(1);
    expect(cart.saveForLater.entries).toHaveLength(0);
  });

  it('answers unknown carts with InvalidTokenError / notFound and hides other users carts', async () => {
    const { status, body } = await sb.call('GET', '/users/anonymous/carts/does-not-exist');
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ type: 'InvalidTokenError', reason: 'notFound' });
    const token = await sb.login();
    const mine = (await sb.call('POST', '/users/current/carts', { token })).body;
    expect((await sb.call('GET', `/users/anonymous/carts/${mine.guid}`)).status).toBe(404);
    expect((await sb.call('GET', `/users/current/carts/${mine.code}`)).status).toBe(401);
  });

  it('merges the anonymous bag into the user bag on login, once', async () => {
    const token = await sb.login();
    const userCart = (await sb.call('POST', '/users/current/carts', { token })).body;
    await sb.call('POST', `/users/current/carts/${userCart.code}/entries`, {
      token,
      body: { code: '101801', quantity: 1 },
    });
    const anon = await newGuestCart();
    await sb.call('POST', `/users/anonymous/carts/${anon}/entries`, {
      body: { code: '101801', quantity: 1 },
    });
    await sb.call('POST', `/users/anonymous/carts/${anon}/entries`, {
      body: { code: '101802', quantity: 1 },
    });
    const merged = await sb.call(
      'POST',
      `/users/current/carts?oldCartId=${anon}&toMergeCartGuid=${userCart.guid}`,
      { token },
    );
    expect(merged.status).toBe(201);
    expect(merged.body.code).toBe(userCart.code);
    expect(
      sold<{ product: { code: string }; quantity: number; isGift?: boolean }>(
        merged.body.entries,
      ).map((e) => [e.product.code, e.quantity]),
    ).toEqual([
      ['101801', 2],
      ['101802', 1],
    ]);
    const gone = await sb.call('GET', `/users/anonymous/carts/${anon}`);
    expect(gone.body.errors[0]).toMatchObject({
      type: 'CartExpiredError',
      reason: 'expired',
      subject: userCart.guid,
    });
    const self = await sb.call(
      'POST',
      `/users/current/carts?oldCartId=${userCart.guid}&toMergeCartGuid=${userCart.guid}`,
      { token },
    );
    expect(self.status).toBe(400);
    const latest = (await sb.call('GET', '/users/current/carts/current', { token })).body;
    expect(latest.code >= userCart.code).toBe(true);
  });

  it('gives an employee the employee discount when asked', async () => {
    const token = await sb.login('employee@example.com');
    const cart = (await sb.call('POST', '/users/current/carts', { token })).body;
    const C = `/users/current/carts/${cart.code}`;
    await sb.call('POST', `${C}/entries`, { token, body: { code: '100701', quantity: 1 } });
    // Offered to an employee, off until asked; never offered to a guest.
    expect((await sb.call('GET', C, { token })).body.shouldApplyPromotion).toEqual({
      EMPLOYEE_DISCOUNT: false,
    });
    const guest = `/users/anonymous/carts/${await newGuestCart()}`;
    expect((await sb.call('GET', guest)).body.shouldApplyPromotion).toEqual({});
    const applied = await sb.call(
      'POST',
      `${C}/promotions/EMPLOYEE_DISCOUNT?shouldApplyPromotion=true`,
      { token },
    );
    expect(applied.body.shouldApplyPromotion).toEqual({ EMPLOYEE_DISCOUNT: true });
    expect(applied.body.appliedOrderPromotions[0].promotionTypeCode).toBe('PromotionalEmployee');
    expect(applied.body.totalDiscounts.value).toBeGreaterThan(0);
  });

  it('ships free for a loyalty member who switches the loyalty promotion on, never for others', async () => {
    const cheap =
      sb.server.db
        .prepare<[], { code: string }>(
          "SELECT p.code FROM product_prices p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB' WHERE p.currency = 'EUR' AND p.price < 40 AND s.level > 5 LIMIT 1",
        )
        .get()?.code ?? '';
    const withShipping = async (token?: string) => {
      const base = token ? '/users/current/carts' : '/users/anonymous/carts';
      const made = (await sb.call('POST', base, token ? { token } : {})).body;
      const C = `${base}/${token ? made.code : made.guid}`;
      const auth = token ? { token } : {};
      await sb.call('POST', `${C}/entries`, { ...auth, body: { code: cheap, quantity: 1 } });
      await sb.call('PUT', `${C}/deliverymode?deliveryModeId=standard`, auth);
      return { C, auth };
    };
    const member = await withShipping(await sb.login('shopper@example.com'));
    expect((await sb.call('GET', member.C, member.auth)).body.deliveryCost.value).toBe(4.95);
    const on = await sb.call(
      'POST',
      `${member.C}/promotions/LOYALTY_FREE_SHIPPING?shouldApplyPromotion=true`,
      member.auth,
    );
    expect(on.status).toBe(200);
    expect(on.body.deliveryCost.value).toBe(0);
    expect(
      on.body.appliedOrderPromotions.map((p: { promotionTypeCode: string }) => p.promotionTypeCode),
    ).toContain('FreeShippingPromotion');
    const off = await sb.call(
      'POST',
      `${member.C}/promotions/LOYALTY_FREE_SHIPPING?shouldApplyPromotion=false`,
      member.auth,
    );
    expect(off.body.deliveryCost.value).toBe(4.95);
    // A guest and a signed-in non-member are refused with a 400 naming the promotion.
    for (const other of [
      await withShipping(),
      await withShipping(await sb.login('employee@example.com')),
    ]) {
      const refused = await sb.call(
        'POST',
        `${other.C}/promotions/LOYALTY_FREE_SHIPPING?shouldApplyPromotion=true`,
        other.auth,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({
        type: 'ValidationError',
        subject: 'promotionId',
      });
      expect((await sb.call('GET', other.C, other.auth)).body.deliveryCost.value).toBe(4.95);
    }
  });

  it('reports gift-with-purchase promotions by threshold', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    await sb.call('POST', `${C}/entries`, { body: { code: '102301', quantity: 2 } });
    const cart = (await sb.call('GET', C)).body;
    const gwp = cart.gwpPromotions.find((g: { code: string }) => g.code === 'GWP_100');
    expect(gwp.successful).toBe(cart.subTotal.value >= 100);
  });

  it('answers malformed JSON and bad payloads with the 400 envelope', async () => {
    const C = `/users/anonymous/carts/${await newGuestCart()}`;
    const malformed = await sb.call('POST', `${C}/entries`, { raw: '{"product":' });
    expect(malformed.status).toBe(400);
    expect(isEnvelope(malformed.body)).toBe(true);
    const negative = await sb.call('POST', `${C}/entries`, {
      body: { code: '100701', quantity: -1 },
    });
    expect(negative.body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'quantity' });
  });
});
