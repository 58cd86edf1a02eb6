import {
  cachedContentPort,
  createContentCache,
  createEmbeddedContent,
  type ContentPort,
} from '@atelier/adapters-cms';
import { describe, expect, it } from 'vitest';
import type { Services } from './services.js';
import { loadStartup } from './startup.js';

const embedded = createEmbeddedContent();

/** The embedded content behind the server's content cache, counting what reaches the source. */
function countedServices(): { services: Services; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const counting = new Proxy(embedded, {
    get(target, name: string) {
      const call = target[name as keyof ContentPort] as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        const key = `${name}:${args.join(':')}`;
        calls.set(key, (calls.get(key) ?? 0) + 1);
        return call(...args);
      };
    },
  });
  const content = cachedContentPort(
    counting,
    createContentCache({ ttlMs: 60_000, staleWhileRevalidateMs: 60_000, maxEntries: 1000 }),
  );
  const services = {
    content,
    origin: 'https://shop.example',
    now: () => new Date('2026-11-24T00:00:00Z'),
  } as unknown as Services;
  return { services, calls };
}

const WEB = { platform: 'WEB' as const, kiosk: false, corporate: false, cookies: {} };

describe('loadStartup', () => {
  it('loads every start-up item of docs/product/shell.md §3.2 for the site', async () => {
    const { services } = countedServices();
    const startup = await loadStartup(services, 'es-es', WEB);
    expect(startup.site).toBe('es-es');
    expect(startup.settings.code).toBe('es-es');
    expect(startup.siteType).toBe('main');
    expect(startup.selectedCountryISO).toBe('ES');
    expect(startup.currencyCode).toBe('EUR');
    expect(startup.common.header.menus.length).toBeGreaterThan(0);
    expect(startup.categories.length).toBeGreaterThan(0);
    expect(startup.errorMessages['genericPaymentError']).toBeTruthy();
    expect(startup.sizeGuides.rings.length).toBeGreaterThan(0);
    expect(startup.countries.some((c) => c.countryCode === 'ES')).toBe(true);
    expect(startup.cookieCategories.map((c) => c.id)).toContain('functional');
    expect(startup.seoOrganization).toMatchObject({
      '@type': 'Organization',
      url: 'https://shop.example/es-es/',
    });
    for (const page of [
      startup.landingCountrySelector,
      startup.formLabels,
      startup.miniBag,
      startup.storeAvailability,
      startup.promotionsConfiguration,
      startup.personalisation,
    ])
      expect(page.title).not.toBe('');
    // The embedded content publishes the live-shopping landing on every site.
    expect(startup.liveShopping).toBe(true);
  });

  it('asks the content source once per item: the second request is served by the cache', async () => {
    const { services, calls } = countedServices();
    await loadStartup(services, 'es-es', WEB);
    const first = new Map(calls);
    await loadStartup(services, 'es-es', WEB);
    expect(calls).toEqual(first);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect([...calls.keys()]).toEqual(
      expect.arrayContaining([
        'site:es-es',
        'siteCommon:es-es',
        'labels:es-es',
        'errorMessages:es-es',
        'sizeGuides:es-es',
        'countries:es-es',
        'promotions:es-es',
        'cookieCategories:es-es',
        'labelsPage:landing_country_selector:es-es',
        'labelsPage:c_form:es-es',
        'labelsPage:c_seo_organization:es-es',
        'labelsPage:c_mini_bag:es-es',
        'labelsPage:c_availability_in_store:es-es',
        'labelsPage:conf_promotions:es-es',
        'labelsPage:conf_personalisation:es-es',
      ]),
    );
  });

  it('takes the selected country from the remembered selection when it is one of the countries', async () => {
    const { services } = countedServices();
    const remembered = (countryISO: string) => ({
      ...WEB,
      cookies: {
        countrySelection: JSON.stringify({
          countryISO,
          cultureCode: 'fr-FR',
          currencyCode: 'EUR',
          site: 'fr-fr',
        }),
      },
    });
    expect((await loadStartup(services, 'es-es', remembered('FR'))).selectedCountryISO).toBe('FR');
    expect((await loadStartup(services, 'es-es', remembered('ZZ'))).selectedCountryISO).toBe('ES');
  });

  it('marks the corporate site type from the request and the studio line from the site', async () => {
    const { services } = countedServices();
    expect((await loadStartup(services, 'es-es', { ...WEB, corporate: true })).siteType).toBe(
      'corporate',
    );
    expect((await loadStartup(services, 'su-es', WEB)).siteType).toBe('suot');
  });

  it('fails when the site settings cannot be loaded (the caller shows the error page)', async () => {
    const { services } = countedServices();
    const broken = {
      ...services,
      content: { ...services.content, site: () => Promise.reject(new Error('down')) },
    } as Services;
    await expect(loadStartup(broken, 'es-es', WEB)).rejects.toThrow('down');
  });
});
