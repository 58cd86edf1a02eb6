import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSandbox } from '../scripts/bundle-sandbox.mjs';
import { ADDRESS, templatePath } from './helpers.js';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// A loose view of JSON answers: the test reads a few known fields.
interface Answer {
  guid?: string;
  code?: string;
  orderCode?: string;
  entries: { product: { code: string } }[];
}
let dir: string;
let bundle: string;
let dbPath: string;
const children: ChildProcess[] = [];
/** Cash on delivery authorises at once, so its create call places the order. */
const COD = 'cashondelivery/card/createpayment';

/** Starts the sandbox as its own process (the bundled CLI) and resolves its base URL. */
function spawnSandbox(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, SANDBOX_DB: dbPath, SANDBOX_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited early (${code}): ${out}`)));
  });
}

async function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${url}/occ/v2/es-es${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'atelier-crash-'));
  dbPath = join(dir, 'sandbox.sqlite');
  copyFileSync(templatePath(), dbPath);
  // Inside the package, so the bundle's import of better-sqlite3 resolves from node_modules.
  bundle = await bundleSandbox(
    join(packageDir, '.sandbox-data', 'bin', `crash-${process.pid}.mjs`),
  );
});

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundle, { force: true });
});

describe('sandbox crash safety', () => {
  it('keeps every acknowledged write and never duplicates an order across a SIGKILL', async () => {
    const first = await spawnSandbox();
    const carts: string[] = [];
    for (let i = 0; i < 36; i += 1) {
      const guid = (await call(first.url, 'POST', '/users/anonymous/carts')).body.guid as string;
      await call(first.url, 'PUT', `/users/anonymous/carts/${guid}/addresses/delivery`, ADDRESS);
      await call(
        first.url,
        'PUT',
        `/users/anonymous/carts/${guid}/deliverymode?deliveryModeId=standard`,
      );
      await call(
        first.url,
        'PUT',
        `/users/anonymous/carts/${guid}/email?email=crash${i}@example.com`,
      );
      await call(first.url, 'POST', `/users/anonymous/carts/${guid}/entries`, {
        code: '102001',
        quantity: 1,
      });
      carts.push(guid);
    }
    const ackedEntries: { guid: string; code: string }[] = [];
    const ackedOrders = new Map<string, string>();
    let acks = 0;
    let lost = 0;
    let killed = false;
    const kill = (): void => {
      if (killed) return;
      killed = true;
      first.child.kill('SIGKILL');
    };
    const ack = (): void => {
      acks += 1;
      if (acks >= 45) kill();
    };
    const addEntries = async (guid: string, codes: string[]): Promise<void> => {
      for (const code of codes) {
        const res = await call(first.url, 'POST', `/users/anonymous/carts/${guid}/entries`, {
          code,
          quantity: 1,
        });
        if (res.status === 200) ackedEntries.push({ guid, code });
        ack();
      }
    };
    const place = async (guid: string): Promise<void> => {
      // Two racing payments of the same cart (each places the order when it authorises):
      // at most one order, the same code for both.
      const placed = await Promise.all([
        call(first.url, 'POST', `/users/anonymous/carts/${guid}/${COD}`, {}),
        call(first.url, 'POST', `/users/anonymous/carts/${guid}/${COD}`, {}),
      ]);
      for (const res of placed) {
        if (res.status === 201) {
          const known = ackedOrders.get(guid);
          expect(known === undefined || known === res.body.orderCode).toBe(true);
          ackedOrders.set(guid, res.body.orderCode as string);
        }
        ack();
      }
    };
    // Half the carts write to the bag then order; the other half order straight away
    // and keep writing to other bags. The process dies in the middle of it.
    const burst = carts.map(async (guid, i) => {
      try {
        if (i % 2 === 0) {
          await addEntries(guid, [String(100701 + i), String(101251 + i)]);
          await place(guid);
        } else {
          await place(guid);
          await addEntries(carts[(i + 1) % carts.length] ?? guid, [String(101801 + i)]);
        }
      } catch {
        lost += 1; // connection reset by the kill: not acknowledged
      }
    });
    await Promise.all(burst);
    kill();
    await new Promise((resolve) =>
      first.child.exitCode !== null || first.child.signalCode !== null
        ? resolve(null)
        : first.child.once('exit', resolve),
    );
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(ackedEntries.length).toBeGreaterThan(0);
    expect(ackedOrders.size).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);

    const second = await spawnSandbox();
    for (const { guid, code } of ackedEntries) {
      const cart = await call(second.url, 'GET', `/users/anonymous/carts/${guid}`);
      if (cart.status === 200) {
        expect(
          cart.body.entries.map((e: { product: { code: string } }) => e.product.code),
        ).toContain(code);
      } else {
        // The cart became an order: the acknowledged line is in it.
        const order = await call(second.url, 'GET', `/orders/byCartId/${guid}`);
        expect(order.status).toBe(200);
        expect(
          order.body.entries.map((e: { product: { code: string } }) => e.product.code),
        ).toContain(code);
      }
    }
    for (const [guid, code] of ackedOrders) {
      expect((await call(second.url, 'GET', `/orders/byCartId/${guid}`)).body.code).toBe(code);
    }
    // The restarted sandbox still takes writes and places each cart once.
    for (const guid of carts.slice(0, 3)) {
      const again = await Promise.all([
        call(second.url, 'POST', `/users/anonymous/carts/${guid}/${COD}`, {}),
        call(second.url, 'POST', `/users/anonymous/orders?cartId=${guid}`),
      ]);
      const codes = new Set(
        again
          .filter((r) => r.status === 201)
          .map((r) => (r.body.orderCode ?? r.body.code) as string),
      );
      expect(codes.size).toBeLessThanOrEqual(1);
    }
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));

    const db = new BetterSqlite3(dbPath, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const duplicates = db
      .prepare('SELECT cart_code, COUNT(*) AS n FROM orders GROUP BY cart_code HAVING n > 1')
      .all();
    expect(duplicates).toEqual([]);
    const placeholders = carts.map(() => '?').join(',');
    const perCart = db
      .prepare(
        `SELECT c.guid, COUNT(o.code) AS n FROM carts c LEFT JOIN orders o ON o.cart_code = c.code WHERE c.guid IN (${placeholders}) GROUP BY c.guid`,
      )
      .all(...carts) as { n: number }[];
    expect(perCart.every((r) => r.n <= 1)).toBe(true);
    db.close();
  }, 60_000);
});
