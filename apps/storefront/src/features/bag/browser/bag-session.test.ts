// The browser's bag wiring for real: core-bag's machine and the OCC client, through the
// storefront's commerce proxy, against the sandbox back-end over HTTP.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { useBagSessions } from '../../../../test/bag-sessions.js';
import { memoryCookieJar } from '../../../../test/memory-cookie-jar.js';
import { twoUnitProduct } from '../../../../test/sandbox-behind-proxy.js';
import type { BagSession } from './bag-session.js';
import { cartCookieName, readCartId, type CookieJar } from './cart-id-cookie.js';

const bags = useBagSessions();
const product = (index: number): string => bags.product(index);
let lowStock: { code: string; level: number };

beforeAll(async () => {
  lowStock = await twoUnitProduct(bags.backend.sandboxUrl);
});

/** A page load: a new session on the same cookie jar, read until its stored bag is in. */
const pageLoad = (cookies: CookieJar): Promise<BagSession> => bags.start({ cookies });

function settled(session: BagSession) {
  return waitFor(session.actor, (snapshot) => snapshot.matches('unlocked'));
}

describe('the bag in the browser, on bagMachine over the commerce proxy (docs/product/bag.md §2, §3)', () => {
  it('starts empty without a cookie and creates the bag on the first add, keeping its id in a cookie', async () => {
    const cookies = memoryCookieJar();
    const session = await pageLoad(cookies);
    expect(session.state().view.count).toBe(0);
    expect(readCartId(cookies, 'es-es')).toBeNull();

    expect(await session.add([{ code: product(0), quantity: 1 }])).toBe(true);
    const { view } = session.state();
    expect(view.count).toBe(1);
    expect(view.lines).toMatchObject([{ productId: product(0), quantity: 1 }]);
    expect(view.lines[0]?.unitPrice).toBeGreaterThan(0);
    expect(view.lines[0]?.image).toMatch(/\S/);
    expect(view.lines[0]?.href).toMatch(/^\/es-es\/.+\/p\//);
    expect(view.currency).toBe('EUR');
    // The site's standard method has a free range: the drawer shows the way to it.
    await vi.waitFor(() => expect(session.state().freeShippingFrom).toBeGreaterThan(0));

    const cartId = readCartId(cookies, 'es-es');
    expect(cartId).toMatch(/\S/);
    expect(session.actor.getSnapshot().context.cartId).toBe(cartId);
    const cookie = cookies.written.at(-1) ?? '';
    expect(cookie).toContain(`${cartCookieName('es-es')}=`);
    expect(cookie).toContain(`Max-Age=${4166 * 86_400}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('increases, decreases, removes with undo, and the bag survives a reload', async () => {
    const cookies = memoryCookieJar();
    const session = await pageLoad(cookies);
    await session.add([{ code: product(1), quantity: 1 }]);
    const entry = () => session.state().view.lines[0]?.entryNumber ?? -1;

    session.increase(entry());
    await settled(session);
    expect(session.state().view.count).toBe(2);
    expect(session.state().view.lines[0]?.lineTotal).toBeCloseTo(
      2 * (session.state().view.lines[0]?.unitPrice ?? 0),
    );

    session.decrease(entry());
    await settled(session);
    expect(session.state().view.count).toBe(1);

    const reloaded = await pageLoad(cookies);
    expect(reloaded.state().view.count).toBe(1);
    expect(reloaded.state().view.lines[0]?.productId).toBe(product(1));

    reloaded.remove(reloaded.state().view.lines[0]?.entryNumber ?? -1);
    await settled(reloaded);
    expect(reloaded.state().view.count).toBe(0);
    expect(reloaded.state().view.lines).toEqual([]);
    const [removed] = reloaded.state().view.undo;
    expect(removed?.productId).toBe(product(1));

    if (removed) reloaded.undo(removed);
    await settled(reloaded);
    expect(reloaded.state().view.count).toBe(1);
    expect(reloaded.state().view.undo).toEqual([]);
  });

  it('removes the line when decreasing at quantity 1, into the undo list (docs/product/bag.md §3.5)', async () => {
    const session = await pageLoad(memoryCookieJar());
    await session.add([{ code: product(1), quantity: 1 }]);
    session.decrease(session.state().view.lines[0]?.entryNumber ?? -1);
    await settled(session);
    expect(session.state().view.lines).toEqual([]);
    expect(session.state().view.count).toBe(0);
    expect(session.state().view.undo.map((line) => line.productId)).toEqual([product(1)]);
  });

  it('notes the stock limit instead of increasing past it (docs/product/bag.md §3.3)', async () => {
    const session = await pageLoad(memoryCookieJar());
    await session.add([{ code: lowStock.code, quantity: lowStock.level }]);
    const line = session.state().view.lines[0];
    expect(line?.quantity).toBe(lowStock.level);
    expect(line?.atStockLimit).toBe(false);

    session.increase(line?.entryNumber ?? -1);
    await settled(session);
    const after = session.state().view.lines[0];
    expect(after?.quantity).toBe(lowStock.level);
    expect(after?.atStockLimit).toBe(true);
  });

  it('drops a cookie naming a cart that no longer exists, and the next add starts a new bag', async () => {
    const cookies = memoryCookieJar();
    cookies.write(`${cartCookieName('es-es')}=no-such-cart; Path=/; Max-Age=60`);
    const session = await pageLoad(cookies);
    expect(session.state().view.count).toBe(0);
    expect(session.state().failure).toBeNull();
    // Nothing the shopper did failed: no error modal is left in the machine.
    await vi.waitFor(() => expect(session.actor.getSnapshot().context.modal).toBeNull());
    expect(readCartId(cookies, 'es-es')).toBeNull();

    expect(await session.add([{ code: product(2), quantity: 1 }])).toBe(true);
    expect(readCartId(cookies, 'es-es')).toMatch(/\S/);
    expect(readCartId(cookies, 'es-es')).not.toBe('no-such-cart');
  });

  it('starts a new bag once when the stored cart was ordered meanwhile', async () => {
    const cookies = memoryCookieJar();
    const first = await pageLoad(cookies);
    await first.add([{ code: product(0), quantity: 1 }]);
    const ordered = readCartId(cookies, 'es-es') ?? '';
    bags.backend.setCartStatus(ordered, 'ordered');

    // The same page adds again: the cart is over, so one new bag takes the product.
    expect(await first.add([{ code: product(2), quantity: 1 }])).toBe(true);
    const fresh = readCartId(cookies, 'es-es');
    expect(fresh).toMatch(/\S/);
    expect(fresh).not.toBe(ordered);
    // Gift lines the back-end adds over a threshold are not the shopper's (gift-lines.ts).
    expect(
      first
        .state()
        .view.lines.filter((line) => !line.isGift)
        .map((line) => line.productId),
    ).toEqual([product(2)]);
    expect(first.state().view.count).toBe(1);
  });

  it('does not add past the stock of a line already in the bag (docs/product/bag.md §3.6)', async () => {
    const session = await pageLoad(memoryCookieJar());
    expect(await session.add([{ code: lowStock.code, quantity: lowStock.level }])).toBe(true);
    expect(await session.add([{ code: lowStock.code, quantity: 1 }])).toBe(false);
    expect(session.state().view.count).toBe(lowStock.level);
    expect(session.actor.getSnapshot().context.withoutStock).toEqual([
      { productId: lowStock.code, reason: 'noStock' },
    ]);
  });
});
