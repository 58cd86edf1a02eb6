import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS, migrate } from '../src/index.js';
import { readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

// Issue 16, hole 5: payments.data held the full card number. Only brand, last four and
// expiry are kept; never the PAN, never the CVC, and neither is logged.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const CARD = { expiryMonth: 3, expiryYear: 2030, cvc: '737', holderName: 'Ana Prueba' };

/** Every stored row a payment of the cart touched, as raw text. */
function rawRows(guid: string): string {
  const db = sb.server.db;
  const code = db
    .prepare<[string], { code: string }>('SELECT code FROM carts WHERE guid = ?')
    .get(guid)?.code;
  return JSON.stringify([
    db.prepare('SELECT * FROM payments WHERE cart_code = ?').all(code),
    db.prepare('SELECT * FROM orders WHERE cart_code = ?').all(code),
    db.prepare('SELECT * FROM carts WHERE code = ?').all(code),
  ]);
}

describe('card data at rest', () => {
  it.each([
    ['an authorised card', '4111 1111 1111 1111'],
    ['a 3DS2 card waiting for the shopper', '4917610000000000'],
  ])('keeps no card number and no CVC for %s', async (_label, number) => {
    const output = vi.spyOn(process.stdout, 'write');
    const errors = vi.spyOn(process.stderr, 'write');
    const guid = await readyGuestCart(sb);
    const res = await sb.call('POST', `/users/anonymous/carts/${guid}/adyen/card/createpayment`, {
      body: { card: { number, ...CARD } },
    });
    expect(res.status).toBe(201);
    const rows = rawRows(guid);
    expect(rows).not.toMatch(/\d{12,}/);
    expect(rows).not.toMatch(/cvc/i);
    expect(rows).toContain('last4');
    const payment = sb.server.db
      .prepare<[string], { data: string }>('SELECT data FROM payments WHERE id = ?')
      .get(res.body.paymentId as string);
    expect(JSON.parse(payment?.data ?? '{}').card).toEqual({
      brand: 'visa',
      last4: number.slice(-4),
      expiryMonth: 3,
      expiryYear: 2030,
    });
    const logged = [...output.mock.calls, ...errors.mock.calls].map((c) => String(c[0])).join('');
    expect(logged.replace(/\s/g, '')).not.toContain(number.replace(/\s/g, ''));
    output.mockRestore();
    errors.mockRestore();
  });

  it('strips the card numbers an older database kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-pan-'));
    const db = new BetterSqlite3(join(dir, 'old.sqlite'));
    const before = MIGRATIONS.filter((m) => m.name !== 'payments-without-card-numbers');
    migrate(
      db,
      before.filter((m) => m.version < 6),
    );
    db.exec(`INSERT INTO carts (code, guid, site, created_at, updated_at) VALUES ('c1', 'g1', 'es-es', 'now', 'now');
      INSERT INTO payments (id, cart_code, method, status, amount, currency, data, created_at)
      VALUES ('p1', 'c1', 'adyen/card', 'AUTHORISED', 1, 'EUR', '{"card":"4111111111111111","returnUrl":"/x"}', 'now');`);
    migrate(db);
    const row = db.prepare<[], { data: string }>("SELECT data FROM payments WHERE id = 'p1'").get();
    expect(JSON.parse(row?.data ?? '{}')).toEqual({ card: { last4: '1111' }, returnUrl: '/x' });
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
