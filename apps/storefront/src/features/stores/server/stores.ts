import type { Shop } from '@atelier/adapters-commerce';
import { padStoreId, siteInfo, storeIdFromSlug } from '@atelier/core-catalogue';
import { NotFound, type LoadContext } from '../../../shell/server/load-context.js';
import { breadcrumbJsonLd, seo } from '../../../shell/seo.js';
import type { BreadcrumbView } from '../../../shell/view-types.js';
import { countryName, directionsHref, openingDays, storeListView } from './store-views.js';
import type { StoreDetailData, StoreFinderData } from '../stores-view.js';

const home = (ctx: LoadContext): BreadcrumbView => ({
  text: ctx.shell.labels['home'] ?? 'Home',
  href: `/${ctx.site}/`,
});

/** Country codes are two letters; anything else falls back to the site's own country. */
function countryParam(value: string | undefined, fallback: string): string {
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : fallback;
}

/**
 * The store finder (docs/product/stores.md): the shops matching a text in a country (the site's by
 * default), with the country's bounds for the map. The search is a GET form, so it is this loader
 * that searches, with or without script.
 */
export async function loadStoreFinder(ctx: LoadContext): Promise<StoreFinderData> {
  const { locale, countryCode } = siteInfo(ctx.site);
  const query = (ctx.search['q'] ?? '').trim().slice(0, 100);
  const country = countryParam(ctx.search['country'], countryCode.toUpperCase());
  const commerce = ctx.services.commerce(ctx.site);
  const [page, found, countries] = await Promise.all([
    ctx.services.content.labelsPage('page_stores', ctx.site).catch(() => null),
    commerce.stores.findStores({ ...(query ? { query } : {}), country }),
    commerce.stores.getStoreCountries().catch(() => []),
  ]);
  const title = page?.title ?? ctx.shell.labels['stores'] ?? 'Stores';
  const intro = typeof page?.['intro'] === 'string' ? page['intro'] : '';
  const options = countries.map((c) => ({ code: c.isoCode, name: countryName(c.isoCode, locale) }));
  // The site's own country is offered even when it has no shops yet (the empty state says so).
  if (!options.some((option) => option.code === country))
    options.unshift({ code: country, name: countryName(country, locale) });
  const breadcrumbs = [home(ctx), { text: title, href: null }];
  return {
    kind: 'finder',
    title,
    intro,
    query,
    country,
    countryName: countryName(country, locale),
    countries: options.sort((a, b) => a.name.localeCompare(b.name, locale)),
    stores: found.stores.map((shop) => storeListView(ctx.site, shop)),
    bounds: found.countryBounds,
    breadcrumbs,
    seo: seo({
      title,
      description: intro.slice(0, 160),
      canonicalPath: `/${ctx.site}/stores/`,
      alternatePath: 'stores/',
      // A search is the finder again: only the plain finder is indexed.
      noIndex: Boolean(query) || ctx.search['country'] !== undefined,
      jsonLd: [breadcrumbJsonLd(ctx.services.origin, breadcrumbs)],
    }),
  };
}

const SERVICES: Record<string, string> = {
  pickup: 'servicePickup',
  pickup_2h: 'servicePickup2h',
  sdd: 'serviceSdd',
};

function services(shop: Shop): string[] {
  const keys = (shop.pickupTypes ?? []).flatMap((type) => (SERVICES[type] ? [SERVICES[type]] : []));
  return shop.isShopAccessible ? [...keys, 'serviceAccessible'] : keys;
}

/** A store's page: `/{lang}/stores/{id}-{slug}`; an unknown or malformed id is the 404 page. */
export async function loadStoreDetail(ctx: LoadContext): Promise<StoreDetailData> {
  const slug = ctx.params['slug'] ?? '';
  const id = storeIdFromSlug(slug);
  if (!/^\d{1,10}$/.test(id)) throw new NotFound('Malformed store slug');
  const { locale } = siteInfo(ctx.site);
  // A back-end 404 (UnknownIdentifierError) becomes the 404 page in the data hook.
  const shop = await ctx.services.commerce(ctx.site).stores.getStore(padStoreId(id));
  const page = await ctx.services.content.labelsPage('page_stores', ctx.site).catch(() => null);
  const finderTitle = page?.title ?? ctx.shell.labels['stores'] ?? 'Stores';
  const view = storeListView(ctx.site, shop);
  const breadcrumbs = [
    home(ctx),
    { text: finderTitle, href: `/${ctx.site}/stores/` },
    { text: shop.name, href: null },
  ];
  return {
    kind: 'detail',
    title: shop.name,
    store: {
      ...view,
      email: shop.mail ?? null,
      days: openingDays(shop.schedule, locale),
      services: services(shop),
      countryName: shop.countryCode ? countryName(shop.countryCode, locale) : '',
      ...(shop.coordinates ? { directionsHref: directionsHref(shop.coordinates) } : {}),
    },
    breadcrumbs,
    seo: seo({
      title: shop.name,
      description: view.address.join(', ').slice(0, 160),
      canonicalPath: view.href,
      alternatePath: null,
      jsonLd: [breadcrumbJsonLd(ctx.services.origin, breadcrumbs)],
    }),
  };
}
