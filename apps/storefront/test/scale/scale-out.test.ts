// Issue 21, scale-out: two storefront instances sharing one sandbox and one redis-server,
// Debian's nginx round-robin in front (the set `npm run scale:demo` starts). Checked over HTTP
// through nginx: a shopper's journey alternating between the instances, a page one instance
// rendered served from the shared cache by the other, a content change reaching both after
// the freshness window, and the Cache-Control a CDN in front would read.
import { createOccClient } from '@atelier/adapters-commerce';
import { SHOPPER } from '@atelier/commerce-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBinary, NGINX, REDIS, startScaleSet, type ScaleSet } from '../../src/ops/scale-set.js';
import { appRoot, isBuilt } from '../start-built-server.js';
import { startFakeDirectus, type FakeDirectus } from './fake-directus.js';

const SITE = 'es-es';
const FRESH_MS = 1_500;
const missing = [
  ...(isBuilt ? [] : ['the build (npm run build)']),
  ...(findBinary(NGINX) ? [] : ['nginx (apt-get install nginx-light)']),
  ...(findBinary(REDIS) ? [] : ['redis-server (apt-get install redis-server)']),
];
const title = `two instances behind nginx sharing a sandbox and Redis${
  missing.length ? ` (skipped: needs ${missing.join(', ')}; CI installs them)` : ''
}`;

/** A browser on nginx's origin: its cookies, the same-origin header, who answered. */
function browser(origin: string) {
  const cookies = new Map<string, string>();
  const upstreams: string[] = [];
  const fetchAs = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers, redirect: 'manual' });
    upstreams.push(response.headers.get('x-upstream') ?? '?');
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  return { fetch: fetchAs as typeof fetch, cookies, upstreams };
}

describe.skipIf(missing.length > 0)(title, () => {
  let set: ScaleSet;
  let cms: FakeDirectus;

  beforeAll(async () => {
    cms = await startFakeDirectus();
    set = await startScaleSet({
      appRoot,
      cacheFreshMs: FRESH_MS,
      env: { CMS_BASE_URL: cms.url, CMS_TIMEOUT_MS: '5000' },
    });
  }, 120_000);

  afterAll(async () => {
    await set?.stop();
    await cms?.close();
  }, 30_000);

  it('a whole journey through nginx, alternating between the instances', async () => {
    const shopper = browser(set.url);
    // Browse: home, a category, a product of it.
    for (const path of [`/${SITE}/`, `/${SITE}/c/7`]) {
      const page = await shopper.fetch(`${set.url}${path}`);
      expect(page.status, path).toBe(200);
      await page.text();
    }
    const occ = createOccClient({
      baseUrl: `${set.url}/api/commerce`,
      siteCode: SITE,
      getToken: () => null,
      fetch: shopper.fetch,
      timeoutMs: 20_000,
    });
    // Bag, guest checkout and card payment through /api/commerce, on core-bag's and
    // core-checkout's machines (the terminal shop's journey, as a channel without React runs it).
    const journey = new URL('../../../../examples/terminal-shop/guest-order.mjs', import.meta.url)
      .href;
    const { guestCardOrder } = (await import(/* @vite-ignore */ journey)) as {
      guestCardOrder(
        client: typeof occ,
        options: { log(line: string): void },
      ): Promise<{ orderCode: string; cartId: string; productId: string }>;
    };
    const order = await guestCardOrder(occ, { log: () => {} });
    expect(order.orderCode).toMatch(/\S/);
    const product = await shopper.fetch(`${set.url}/${SITE}/p/${order.productId}`);
    expect(product.status).toBe(200);
    await product.text();
    // Tracking the order as a guest, by its code and the e-mail it was placed with, through the
    // tracking page's endpoint: the proxy forwards no OCC guest order lookup (docs/SECURITY.md).
    const tracked = await shopper.fetch(`${set.url}/api/tracking-order/${SITE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderCode: order.orderCode, email: 'ana@example.com' }),
    });
    expect(tracked.status).toBe(200);
    expect(((await tracked.json()) as { code?: string }).code).toBe(order.orderCode);

    // Log in with the sandbox's seeded shopper through the proxy's password grant: the token
    // lives in the httpOnly cookie both instances read.
    const login = await shopper.fetch(`${set.url}/api/commerce/authorizationserver/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: SHOPPER.uid,
        password: SHOPPER.password,
      }).toString(),
    });
    expect(login.status).toBe(200);
    expect(shopper.cookies.has('atelier_token')).toBe(true);
    const signedIn = createOccClient({
      baseUrl: `${set.url}/api/commerce`,
      siteCode: SITE,
      getToken: () => null,
      isSignedIn: () => true,
      fetch: shopper.fetch,
      timeoutMs: 20_000,
    });
    // Two reads of the shopper land on both instances: the same shopper on each.
    const uids = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const me = await shopper.fetch(`${set.url}/api/commerce/occ/v2/${SITE}/users/current`);
      expect(me.status).toBe(200);
      uids.add(((await me.json()) as { uid: string }).uid);
    }
    expect(uids).toEqual(new Set([SHOPPER.uid]));
    // The signed-in shopper's bag: created on one instance, filled and read on the others.
    const bag = await signedIn.bag.createBag({});
    const cartId = bag.cartId ?? '';
    expect(cartId).not.toBe('');
    const added = await signedIn.bag.addEntries(cartId, [
      { productCode: order.productId, quantity: 1 },
    ]);
    expect(added.products.map((line) => line.product.id)).toContain(order.productId);
    const reread = await signedIn.bag.getBag(cartId);
    expect(reread.products.map((line) => line.product.id)).toContain(order.productId);

    // nginx alternated: both instances answered parts of this journey.
    const answered = new Set(shopper.upstreams);
    expect(answered).toEqual(new Set(set.instances.map((url) => url.slice('http://'.length))));
  }, 60_000);

  it('a page one instance rendered is served by the other from the shared cache', async () => {
    const [first, second] = set.instances as [string, string];
    const path = `/${SITE}/c/3`;
    const rendered = await fetch(`${first}${path}`);
    expect(rendered.headers.get('x-cache')).toBe('miss');
    const body = await rendered.text();
    const shared = await fetch(`${second}${path}`);
    expect(shared.headers.get('x-cache')).toBe('hit');
    expect(await shared.text()).toBe(body);
  });

  it('Cache-Control through nginx: catalogue pages for shared caches, personal pages never', async () => {
    const catalogue = await fetch(`${set.url}/${SITE}/c/7`, {
      headers: { cookie: 'atelier_consent=functional' },
    });
    expect(catalogue.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=120',
    );
    // A first visit's page carries the cookie notice: never in a shared cache (ADR 0061).
    const firstVisit = await fetch(`${set.url}/${SITE}/c/7`);
    expect(firstVisit.headers.get('cache-control')).toBe('private, no-cache');
    expect(catalogue.headers.get('vary')).toMatch(/accept-encoding/i);
    const bag = await fetch(`${set.url}/${SITE}/cart/`);
    expect(bag.status).toBe(200);
    expect(bag.headers.get('cache-control')).toBe('private, no-store');
    // A signed-in shopper's catalogue page is the browser's only.
    const shopper = browser(set.url);
    await shopper.fetch(`${set.url}/api/commerce/authorizationserver/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: SHOPPER.uid,
        password: SHOPPER.password,
      }).toString(),
    });
    const mine = await shopper.fetch(`${set.url}/${SITE}/c/7`);
    expect(mine.headers.get('cache-control')).toMatch(/^private/);
  }, 30_000);

  it('a content change is seen by both instances after the freshness window', async () => {
    const home = await (await fetch(`${set.instances[0]}/${SITE}/`)).text();
    await (await fetch(`${set.instances[1]}/${SITE}/`)).text();
    // A text of the site's content the home page shows (letters and spaces: no escaping).
    const shown = cms
      .texts(SITE)
      .find((text) => /^[\p{L} ]{8,40}$/u.test(text) && home.includes(`>${text}<`));
    expect(shown).toBeDefined();
    const edited = `Scale edit ${Date.now()}`;
    expect(cms.replaceText(SITE, shown!, edited)).toBeGreaterThan(0);
    const started = Date.now();
    const seenBy = new Map<string, number>();
    while (seenBy.size < 2 && Date.now() - started < 20_000) {
      for (const instance of set.instances) {
        if (seenBy.has(instance)) continue;
        const page = await (await fetch(`${instance}/${SITE}/`)).text();
        if (page.includes(edited)) seenBy.set(instance, Date.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect([...seenBy.keys()].sort()).toEqual([...set.instances].sort());
    // Not before the freshness window: the cached page and content were served until then.
    expect(Math.min(...seenBy.values())).toBeGreaterThanOrEqual(FRESH_MS - 500);
  }, 40_000);

  // Last: it takes the shared cache away for good.
  it('Redis gone: both instances keep serving (render, no 5xx) and log a warning', async () => {
    await set.kill('redis');
    const paths = [`/${SITE}/`, `/${SITE}/c/7`, `/${SITE}/c/5`, `/${SITE}/help`];
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (const path of paths) {
        const page = await fetch(`${set.url}${path}`);
        statuses.push(page.status);
        await page.text();
      }
    }
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(6);
    for (const name of ['storefront-1', 'storefront-2']) {
      expect(set.output(name)).toMatch(/"level":"warn","msg":"shared cache unavailable/);
    }
  }, 30_000);
});
