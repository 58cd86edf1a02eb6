// The bag at sign-in and sign-out (docs/product/accounts.md §2.6), for real: the guest bag merges
// into the account's latest bag through the commerce proxy, with the shopper's httpOnly cookie.
import { SHOPPER } from '@atelier/commerce-sandbox';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { cookieJarFetch, type CookieJarFetch } from '../../../../test/cookie-jar-fetch.js';
import { memoryCookieJar } from '../../../../test/memory-cookie-jar.js';
import { useBagSessions } from '../../../../test/bag-sessions.js';
import type { BagSession } from './bag-session.js';
import { readCartId, type CookieJar } from './cart-id-cookie.js';

const bags = useBagSessions();

/** A page load in the tab: its cookies, and the signed-in hint the proxy left readable. */
function bag(tab: CookieJarFetch, cookies: CookieJar, pathname = '/es-es/'): Promise<BagSession> {
  return bags.start({
    pathname,
    cookies,
    fetch: tab.fetch,
    isSignedIn: () => tab.cookies()['atelier_signed_in'] === '1',
  });
}

async function signIn(tab: CookieJarFetch, username: string, password: string): Promise<void> {
  const answer = await tab.fetch(
    `${bags.backend.origin}/api/commerce/authorizationserver/oauth/token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    },
  );
  expect(answer.ok).toBe(true);
}

const product = (index: number): string => bags.product(index);

describe('the bag when the shopper signs in and out', () => {
  it('merges the guest bag into the account bag and warns by first name when the products changed; sign-out empties it', async () => {
    // The account already holds a bag with one product (left from another visit).
    const earlier = cookieJarFetch();
    await signIn(earlier, SHOPPER.uid, SHOPPER.password);
    const accountBag = await bag(earlier, memoryCookieJar());
    expect(await accountBag.add([{ code: product(0), quantity: 1 }])).toBe(true);

    const tab = cookieJarFetch();
    const cookies = memoryCookieJar();
    const guestBag = await bag(tab, cookies);
    expect(await guestBag.add([{ code: product(1), quantity: 1 }])).toBe(true);
    const guestCart = readCartId(cookies, 'es-es');

    await signIn(tab, SHOPPER.uid, SHOPPER.password);
    const greeting = await guestBag.signIn({ id: 'current', firstName: 'Lucía', loggedIn: true });
    expect(greeting).toBe('Lucía');
    const merged = guestBag.state().view;
    expect(
      merged.lines
        .filter((line) => !line.isGift)
        .map((line) => line.productId)
        .sort(),
    ).toEqual([product(0), product(1)].sort());
    // The cookie now names the account's bag, not the anonymous one merged away.
    expect(readCartId(cookies, 'es-es')).not.toBe(guestCart);
    expect(readCartId(cookies, 'es-es')).toMatch(/\S/);

    guestBag.signOut();
    await waitFor(guestBag.actor, (snapshot) => snapshot.matches('unlocked'));
    expect(guestBag.state().view.count).toBe(0);
    expect(readCartId(cookies, 'es-es')).toBeNull();
  });

  it("restores a signed-in shopper's account bag at start-up without a cart cookie, except where the path keeps the stored bag", async () => {
    const tab = cookieJarFetch();
    await signIn(tab, SHOPPER.uid, SHOPPER.password);
    const first = await bag(tab, memoryCookieJar());
    expect(await first.add([{ code: product(3), quantity: 1 }])).toBe(true);
    const accountCart = first.actor.getSnapshot().context.cartId;

    // Another device: signed in, no cart cookie; the product page shows the account's bag.
    const cookies = memoryCookieJar();
    const elsewhere = await bag(tab, cookies, '/es-es/anillo/p/100001');
    expect(elsewhere.state().view.lines.map((line) => line.productId)).toContain(product(3));
    expect(readCartId(cookies, 'es-es')).toBe(accountCart);
    // On the cart page (docs/product/shell.md §3.3: skipped paths) the stored bag alone counts.
    const onCart = await bag(tab, memoryCookieJar(), '/es-es/cart/');
    expect(onCart.state().view.count).toBe(0);
  });

  it('gives no warning when the account had no bag: the guest bag simply becomes its bag', async () => {
    const email = `merge-${Date.now()}@example.com`;
    const created = await fetch(`${bags.backend.sandboxUrl}/occ/v2/es-es/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, name: 'Ana', surname: 'Sol', password: 'Secret-2026' }),
    });
    expect(created.status).toBe(201);
    const tab = cookieJarFetch();
    const cookies = memoryCookieJar();
    const guestBag = await bag(tab, cookies);
    expect(await guestBag.add([{ code: product(2), quantity: 1 }])).toBe(true);
    await signIn(tab, email, 'Secret-2026');
    expect(await guestBag.signIn({ id: 'current', firstName: 'Ana', loggedIn: true })).toBeNull();
    expect(
      guestBag
        .state()
        .view.lines.filter((line) => !line.isGift)
        .map((line) => line.productId),
    ).toEqual([product(2)]);
  });
});
