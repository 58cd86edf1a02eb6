import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isEnvelope,
  payAndOrder,
  readyGuestCart,
  startSandbox,
  type TestSandbox,
} from './helpers.js';

let sb: TestSandbox;
let engravable: string;
beforeAll(async () => {
  sb = await startSandbox();
  engravable =
    sb.server.db
      .prepare<[], { code: string }>(
        "SELECT p.code FROM products p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB' WHERE p.able_to_engrave = 1 AND p.kind != 'ring' AND s.level > 5 ORDER BY p.code LIMIT 1",
      )
      .get()?.code ?? '';
});
afterAll(async () => {
  await sb.close();
});

const full = {
  engravingText: 'Ana & Luis',
  typography: 'SCRIPT',
  colour: 'ROSE',
  fontSize: '30',
  orientation: 'horizontal',
  engravingType: 'TEXT',
};

async function engrave(C: string, engravingInfo: unknown) {
  return sb.call('POST', `${C}/entries/engravings`, {
    body: { code: engravable, quantity: 1, engravingInfo },
  });
}

describe('engraved lines (docs/product/product.md §2.3)', () => {
  it('stores the whole engraving on the entry and keeps different texts apart', async () => {
    const C = `/users/anonymous/carts/${(await sb.call('POST', '/users/anonymous/carts')).body.guid}`;
    expect((await engrave(C, full)).status).toBe(200);
    // The same text with stray spaces is the same line; another text is another line.
    expect((await engrave(C, { ...full, engravingText: '  Ana   &  Luis ' })).status).toBe(200);
    expect((await engrave(C, { ...full, engravingText: 'لنا' })).status).toBe(200);
    const cart = (await sb.call('GET', C)).body;
    // The shopper's lines: the back-end adds a free gift line once a promotion's threshold is
    // met (ADR 0041), which is no engraved line.
    const lines = (cart.entries as { isGift?: boolean }[]).filter((entry) => !entry.isGift);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ quantity: 2, engravingInfo: full });
    expect(
      (lines[1] as { engravingInfo: { engravingText: string } }).engravingInfo.engravingText,
    ).toBe('لنا');
  });

  it('refuses what the workshop cannot engrave with a 400 that names the field', async () => {
    const C = `/users/anonymous/carts/${(await sb.call('POST', '/users/anonymous/carts')).body.guid}`;
    const cases: [object, string][] = [
      [{ ...full, engravingText: 'x'.repeat(21) }, 'engravingInfo.engravingText'],
      [{ ...full, engravingText: 'hi 😀' }, 'engravingInfo.engravingText'],
      [{ ...full, engravingText: 'ab\u202ecd' }, 'engravingInfo.engravingText'],
      [{ ...full, engravingText: '   ' }, 'engravingInfo.engravingText'],
      [{ ...full, typography: 'COMIC' }, 'engravingInfo.typography'],
      [{ ...full, colour: 'BLACK' }, 'engravingInfo.colour'],
      [{ ...full, fontSize: '76' }, 'engravingInfo.fontSize'],
      [{ ...full, fontSize: 3.5 }, 'engravingInfo.fontSize'],
      [{ ...full, orientation: 'diagonal' }, 'engravingInfo.orientation'],
    ];
    for (const [info, subject] of cases) {
      const res = await engrave(C, info);
      expect(res.status, JSON.stringify(info)).toBe(400);
      expect(isEnvelope(res.body)).toBe(true);
      expect(res.body.errors[0]).toMatchObject({ type: 'ValidationError', subject });
    }
    // Wrong types and a huge text are the schema's 400, never a 500.
    for (const info of [{ engravingText: 5 }, { engravingText: 'x'.repeat(100_000) }, 'text']) {
      expect((await engrave(C, info)).status).toBe(400);
    }
    expect((await sb.call('GET', C)).body.entries).toHaveLength(0);
  });

  it('lists an engraved line the workshop cannot engrave any more, and refuses the order', async () => {
    const guid = await readyGuestCart(sb);
    const C = `/users/anonymous/carts/${guid}`;
    expect((await engrave(C, full)).status).toBe(200);
    expect((await sb.call('GET', C)).body.notAvailableProductsForEngraving).toEqual([]);
    const stop = sb.server.db.prepare('UPDATE products SET able_to_engrave = ? WHERE code = ?');
    stop.run(0, engravable);
    try {
      expect((await sb.call('GET', C)).body.notAvailableProductsForEngraving).toEqual([engravable]);
      const paid = await sb.call('POST', `${C}/cashondelivery/card/createpayment`, { body: {} });
      expect(paid.status).toBe(400);
      expect(paid.body.errors[0]).toMatchObject({
        reason: 'noEngravingStock',
        subject: engravable,
      });
    } finally {
      stop.run(1, engravable);
    }
  });

  it('carries the engraving into the order', async () => {
    const guid = await readyGuestCart(sb);
    expect((await engrave(`/users/anonymous/carts/${guid}`, full)).status).toBe(200);
    const order = await payAndOrder(sb, guid);
    const engraved = order.entries.find(
      (e: { engravingInfo?: unknown }) => e.engravingInfo !== null && e.engravingInfo !== undefined,
    );
    expect(engraved.engravingInfo).toMatchObject(full);
  });
});
