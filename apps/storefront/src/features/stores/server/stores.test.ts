// The store finder and store page loaders over the real sandbox back-end and embedded content.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedContent } from '@atelier/adapters-cms';
import { createOccClient } from '@atelier/adapters-commerce';
import { createSandboxServer, type SandboxServer } from '@atelier/commerce-sandbox';
import type { SiteCode } from '@atelier/core-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingCache } from '../../../shell/server/listing-cache.js';
import { isNotFoundError, type LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import type { ShellView } from '../../../shell/view-types.js';
import { loadStoreDetail, loadStoreFinder } from './stores.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

let dir: string;
let sandbox: SandboxServer;
let services: Services;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stores-loader-'));
  sandbox = await createSandboxServer({ dbPath: join(dir, 'db'), port: 0, host: '127.0.0.1' });
  const commerce = (site: SiteCode) =>
    createOccClient({ baseUrl: sandbox.url, siteCode: site, getToken: () => null });
  services = {
    content: createEmbeddedContent(),
    commerce,
    listings: createListingCache(commerce),
    origin: 'https://shop.example',
    now: () => new Date(),
  };
}, 60_000);

afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function ctx(site: SiteCode, params: Record<string, string>, search: Record<string, string> = {}) {
  return {
    services,
    site,
    params,
    search,
    path: `/${site}/stores/`,
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree(site, []),
    shell: { labels: { home: 'Inicio' } } as unknown as ShellView,
  } satisfies LoadContext;
}

describe('loadStoreFinder', () => {
  it("lists the site's country with its bounds, and finds Madrid's stores by text", async () => {
    const all = await loadStoreFinder(ctx('es-es', { route: 'stores' }));
    expect(all.country).toBe('ES');
    expect(all.countryName).toBe('España');
    expect(all.stores.length).toBeGreaterThan(3);
    expect(all.bounds?.southWest.lat).toBeLessThan(37);
    expect(all.countries.map((c) => c.code)).toEqual(expect.arrayContaining(['ES', 'PT', 'MX']));
    expect(all.seo.noIndex).toBe(false);

    const madrid = await loadStoreFinder(ctx('es-es', { route: 'stores' }, { q: 'madrid' }));
    expect(madrid.stores.map((s) => s.name)).toEqual([
      'Madrid Serrano',
      'Madrid Gran Vía',
      'Madrid La Vaguada',
    ]);
    const [serrano] = madrid.stores;
    expect(serrano?.href).toMatch(/^\/es-es\/stores\/1001-/);
    expect(serrano?.address).toEqual(['Calle de Serrano 18', '28001 Madrid']);
    expect(serrano?.directionsHref).toContain('destination=40.4237,-3.6875');
    // A search result is not indexed; its canonical is the finder.
    expect(madrid.seo).toMatchObject({ noIndex: true, canonicalPath: '/es-es/stores/' });
  });

  it('searches another country, and a malformed country falls back to the site', async () => {
    const lisboa = await loadStoreFinder(
      ctx('es-es', { route: 'stores' }, { q: 'lisboa', country: 'pt' }),
    );
    expect(lisboa.country).toBe('PT');
    expect(lisboa.stores.map((s) => s.id)).toEqual(['1101']);
    const odd = await loadStoreFinder(ctx('mx-es', { route: 'stores' }, { country: '<script>' }));
    expect(odd.country).toBe('MX');
  });

  it('offers the site country even without stores there (sa-ar), with its bounds', async () => {
    const sa = await loadStoreFinder(ctx('sa-ar', { route: 'stores' }));
    expect(sa.stores).toEqual([]);
    expect(sa.countries.some((c) => c.code === 'SA')).toBe(true);
    expect(sa.bounds).not.toBeNull();
  });
});

describe('loadStoreDetail', () => {
  it('reads the store by the id before the first dash, with its week and services', async () => {
    const page = await loadStoreDetail(
      ctx('es-es', { route: 'storeDetail', slug: '1001-madrid-madrid-serrano' }),
    );
    expect(page.title).toBe('Madrid Serrano');
    expect(page.store.days).toHaveLength(7);
    expect(page.store.days[0]).toEqual({ day: 'lunes', hours: '10:00–21:30' });
    expect(page.store.services).toEqual(
      expect.arrayContaining(['servicePickup', 'servicePickup2h', 'serviceSdd']),
    );
    expect(page.store.phone).toBeTruthy();
    expect(page.store.coordinates).toEqual({ lat: 40.4237, lng: -3.6875 });
    expect(page.breadcrumbs.at(-1)).toEqual({ text: 'Madrid Serrano', href: null });
  });

  it('is the 404 page for an unknown or malformed store', async () => {
    const unknown = await loadStoreDetail(
      ctx('es-es', { route: 'storeDetail', slug: '9999-nowhere' }),
    ).catch((error: unknown) => error);
    expect(isNotFoundError(unknown)).toBe(true);
    const malformed = await loadStoreDetail(
      ctx('es-es', { route: 'storeDetail', slug: 'abc-def' }),
    ).catch((error: unknown) => error);
    expect(isNotFoundError(malformed)).toBe(true);
  });
});
