// The browser's wishlist wiring for real: core-bag's wishlistMachine and the OCC client,
// through the storefront's commerce proxy, against the sandbox back-end over HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  inStockProducts,
  startSandboxBehindProxy,
  type SandboxBehindProxy,
} from '../../../../test/sandbox-behind-proxy.js';
import { localWishlistKey, readLocalWishlist, type IdStorage } from './local-wishlist.js';
import { startWishlistSession, type WishlistSession } from './wishlist-session.js';

// The sandbox's seeded shopper (sandbox/seed-customers.ts), whose list holds three products.
const SHOPPER = { username: 'shopper@example.com', password: 'Atelier-2026!' };
const SEEDED = ['100702', '101252', '101802'];

let backend: SandboxBehindProxy;
let products: string[];
const sessions: WishlistSession[] = [];

beforeAll(async () => {
  backend = await startSandboxBehindProxy();
  products = (await inStockProducts(backend.sandboxUrl)).filter((id) => !SEEDED.includes(id));
}, 60_000);
afterEach(() => {
  for (const session of sessions.splice(0)) session.stop();
});
afterAll(() => backend.close());

function memoryStorage(): IdStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Logs the shopper in through the proxy and answers a fetch that sends its cookie back. */
async function signedInFetch(): Promise<typeof fetch> {
  const answer = await fetch(`${backend.origin}/api/commerce/authorizationserver/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', ...SHOPPER }).toString(),
  });
  expect(answer.status).toBe(200);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  expect(cookie).toContain('atelier_token=');
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookie);
    return fetch(input, { ...init, headers });
  };
}

function start(options: { signedIn: boolean; storage: IdStorage; fetch?: typeof fetch }) {
  const session = startWishlistSession({
    site: 'es-es',
    baseUrl: `${backend.origin}/api/commerce`,
    ...options,
  });
  sessions.push(session);
  return session;
}

const settled = (session: WishlistSession) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const now = session.state();
      if (!now.loading && !now.locked) resolve();
    };
    session.subscribe(check);
    check();
  });

describe('the wishlist in the browser, on wishlistMachine over the commerce proxy (docs/product/wishlist.md)', () => {
  it("keeps a guest's ids in local storage, per site, with undo after a removal", async () => {
    const storage = memoryStorage();
    const guest = start({ signedIn: false, storage });
    expect(await guest.add(products[0]!)).toBe(true);
    expect(await guest.add(products[1]!)).toBe(true);
    expect(readLocalWishlist(storage, 'es-es')).toEqual([products[0], products[1]]);
    expect(storage.data.has(localWishlistKey('fr-fr'))).toBe(false);

    expect(await guest.remove(products[0]!)).toBe(true);
    expect(guest.state().ids).toEqual([products[1]]);
    expect(guest.state().undo).toEqual([products[0]]);
    expect(await guest.undo(products[0]!)).toBe(true);
    expect(readLocalWishlist(storage, 'es-es')).toEqual([products[1], products[0]]);

    // A second add of the same product is the spec's error, not a duplicate.
    expect(await guest.add(products[1]!)).toBe(false);
    expect(guest.state().failure).toEqual({ operation: 'add', kind: 'alreadyInWishlist' });
    // A guest has no token to share.
    expect(await guest.share()).toBeNull();
  });

  it('flips the copyWishlist toggle when the share link is copied, and back', () => {
    const session = start({ signedIn: false, storage: memoryStorage() });
    expect(session.state().copied).toBe(false);
    session.toggleCopy();
    expect(session.state().copied).toBe(true);
    session.toggleCopy();
    expect(session.state().copied).toBe(false);
  });

  it("merges the guest's list into the account's at sign-in, clears it locally, and shares by token", async () => {
    const storage = memoryStorage();
    const guest = start({ signedIn: false, storage, fetch: await signedInFetch() });
    expect(await guest.add(products[2]!)).toBe(true);

    await guest.signIn();
    expect(guest.state().signedIn).toBe(true);
    expect(guest.state().ids).toEqual(expect.arrayContaining([...SEEDED, products[2]]));
    expect(readLocalWishlist(storage, 'es-es')).toEqual([]);

    // What the sandbox stored, read by a new page session of the same shopper.
    const later = start({ signedIn: true, storage, fetch: await signedInFetch() });
    await settled(later);
    expect(later.state().ids).toEqual(expect.arrayContaining([...SEEDED, products[2]]));

    expect(await later.remove(products[2]!)).toBe(true);
    expect(later.state().ids).not.toContain(products[2]);
    expect(await later.undo(products[2]!)).toBe(true);
    expect(later.state().ids).toContain(products[2]);

    const token = await later.share();
    expect(token).toMatch(/\S+/);
  });

  it('suggests up to 12 in-stock products of the novelties category that are not saved yet', async () => {
    const guest = start({ signedIn: false, storage: memoryStorage() });
    expect(await guest.add(products[0]!)).toBe(true);
    const ids = await guest.suggestions({ categoryId: '7' });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(12);
    expect(ids).not.toContain(products[0]);
  });
});
