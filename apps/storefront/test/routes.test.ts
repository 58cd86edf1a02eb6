// Walks every route of docs/product/routes.md §1 over a sample of sites against the built server:
// status codes, the trailing-slash 301 rule, and 404 (never 500) for unknown things.
import { canonicalPath } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { builtServerForSuite, isBuilt } from './start-built-server.js';

const SITES = ['es-es', 'sa-ar', 'jp-ja', 'us-en', 'il-iw', 'su-es', 'ic-en', 'fr-fr'] as const;

/** Every route with its expected status once canonical; paths are after the site. */
// `/checkout/` is the cross-border provider's checkout: a page only where one manages the site
// (docs/product/checkout.md §1.1); elsewhere a redirect to the shop's own checkout entry.
const CROSS_BORDER_SITES: readonly string[] = ['ic-en'];

const ROUTES: [path: string, status: number][] = [
  ['/', 200],
  ['/embedsearch/', 200],
  ['/cart/', 200],
  ['/checkout/', 200],
  ['/checkout/register/', 200],
  ['/checkout/shipping/', 200],
  ['/checkout/billing/', 200],
  ['/checkout/payment/', 200],
  ['/checkout/payment/card/', 200],
  ['/checkout/confirmation/', 200],
  // A slug that is not the product's own: one 301 to its address (issue 30).
  ['/not-its-slug/p/101801', 301],
  ['/p/101801', 200],
  // The short form (no slugs) is served too: the hreflang alternates name it. The address with
  // the category's own slugs differs by language: see the test of menu links below.
  ['/c/3', 200],
  ['/wsj/', 200],
  ['/register/', 200],
  ['/register-loyalty/', 200],
  // A guest asking for the account is sent to the login and registration
  // (docs/product/accounts.md §4.1).
  ['/my-account/', 302],
  ['/my-account/orders/', 302],
  ['/login/pw/request/external/', 200],
  ['/login/pw/change/', 200],
  ['/engravings/', 200],
  ['/tracking-order/', 200],
  ['/stores/', 200],
  ['/policies', 200],
  ['/help', 200],
  // The magazine is the shop's blog: one 301 to it (docs/product/content.md §6).
  ['/magazine', 301],
  ['/blog/', 200],
  ['/liveshopping/', 200],
  ['/wishlist/', 200],
  // A friend's list by its share token (the seeded shopper's); an unknown token is a 404.
  ['/wishlist/share-shopper-0001/', 200],
  // Things that do not exist: 404 pages, never 500.
  ['/pulsera/p/0000000', 404],
  ['/c/999999', 404],
  ['/pulseras/c/3/not-a-filter', 404],
  ['/pulseras/c/3/material-unobtainium', 404],
  ['/pulseras/c/3/hue-red/material-silver', 404],
  ['/a-landing-that-does-not-exist', 404],
  ['/wsj/no-such-entry', 404],
  ['/policies/no-such-policy', 404],
  ['/blog/no-such-post', 404],
  ['/shopthelook/no-such-look', 404],
  ['/wishlist/abc123/', 404],
];

describe.skipIf(!isBuilt)('every route x a sample of sites (built server)', () => {
  const server = builtServerForSuite();

  async function get(path: string) {
    return fetch(`${server.url}${path}`, { redirect: 'manual' });
  }

  it('answers / with the site picker and unknown site codes with a 404 page', async () => {
    expect((await get('/')).status).toBe(200);
    for (const path of ['/xx-yy/', '/xx-yy/c/3', '/es/', '/ES-ES/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('data-testid="error-page" data-status="404"');
    }
  });

  for (const site of SITES) {
    it(`${site}: every route, the 301 rule both ways, and 404s`, async () => {
      const failures: string[] = [];
      for (const [rest, listed] of ROUTES) {
        const path = `/${site}${rest}`;
        const response = await get(path);
        const status = rest === '/checkout/' && !CROSS_BORDER_SITES.includes(site) ? 302 : listed;
        if (response.status !== status)
          failures.push(`${path}: ${response.status}, wanted ${status}`);
        if (status === 404 && !(await response.text()).includes('data-status="404"'))
          failures.push(`${path}: no 404 page`);
        // The other spelling of the path (slash added or removed) is a 301 to this one.
        const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
        if (canonicalPath(other) !== null) {
          const redirect = await get(other);
          if (redirect.status !== 301 || redirect.headers.get('location') !== path) {
            failures.push(
              `${other}: ${redirect.status} -> ${redirect.headers.get('location')}, wanted 301 -> ${path}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }

  // Silver in each sample site's words: the Latin-script ones translate the segment, the
  // others keep the code form (docs/product/catalogue.md §3.4).
  const SILVER: Record<string, string> = {
    'es-es': 'material-plata',
    'us-en': 'material-silver',
    'fr-fr': 'matiere-argent',
    'sa-ar': 'material-silver',
    'jp-ja': 'material-silver',
    'il-iw': 'material-silver',
    'ic-en': 'material-silver',
    'su-es': 'material-plata',
  };

  for (const site of SITES) {
    it(`${site}: the menu links a category at its own address, and other slugs are one 301 to it`, async () => {
      const home = await (await get(`/${site}/`)).text();
      const hrefs = [...home.matchAll(/href="(\/[^"#?]*)(?:[?#][^"]*)?"/g)].map((m) => m[1] ?? '');
      // No link of the page costs a click a redirect (issue 32.9).
      expect(hrefs.filter((href) => canonicalPath(href) !== null)).toEqual([]);
      const bracelets = hrefs.find((href) => href.startsWith(`/${site}/`) && href.endsWith('/c/3'));
      if (!bracelets) throw new Error(`${site}: the menu has no link to category 3`);
      // Latin-script menus give slugs; Arabic, Hebrew and Japanese ones the short form.
      if (['es-es', 'us-en', 'fr-fr'].includes(site)) expect(bracelets).toMatch(/\/[a-z-]+\/c\/3$/);
      expect((await get(bracelets)).status).toBe(200);
      for (const wrong of [
        `/${site}/not-its-slug/c/3`,
        `/${site}/${site === 'es-es' ? 'Pulseras' : 'pulseras'}/c/3`,
      ]) {
        if (wrong === bracelets) continue;
        const redirect = await get(`${wrong}/material-silver?order=lowestPrice`);
        expect(redirect.status, wrong).toBe(301);
        expect(redirect.headers.get('location'), wrong).toBe(
          `${bracelets}/${SILVER[site] ?? ''}?order=lowestPrice`,
        );
      }
    });

    it(`${site}: filter addresses are in the site's words, and the code form is one 301 to them`, async () => {
      const home = await (await get(`/${site}/`)).text();
      const bracelets = [...home.matchAll(/href="(\/[^"#?]*\/c\/3)"/g)][0]?.[1] ?? '';
      const own = `${bracelets}/${SILVER[site] ?? ''}`;
      const page = await get(own);
      expect(page.status, own).toBe(200);
      // The page names itself so (docs/product/catalogue.md §3.4).
      expect(await page.text()).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${own}"`));
      // Where the site's form is the code form there is nothing to send elsewhere.
      if (SILVER[site] === 'material-silver') return;
      for (const asked of [`/${site}/c/3/material-silver`, `${bracelets}/material-silver`]) {
        const redirect = await get(asked);
        expect(redirect.status, asked).toBe(301);
        expect(redirect.headers.get('location'), asked).toBe(own);
      }
    });
  }

  it('sends the magazine and its posts to the same paths of the blog', async () => {
    for (const [from, to] of [
      ['/es-es/magazine', '/es-es/blog/'],
      ['/es-es/magazine/a-post', '/es-es/blog/a-post'],
      ['/sa-ar/magazine/cat/x', '/sa-ar/blog/cat/x'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('keeps the query string on a 301 and answers page requests of category pages', async () => {
    const redirect = await get('/es-es/c/3/?page=2');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/es-es/c/3?page=2');
    expect((await get('/es-es/c/3?page=2')).status).toBe(200);
    expect((await get('/es-es/c/3?page=999')).status).toBe(404);
  });
});
