import type {
  CookieCategory,
  Country,
  LabelsPage,
  MenuEntry,
  Promotion,
  SiteCommon,
  SizeGuides,
} from '@atelier/adapters-cms';
import {
  parseCountrySelection,
  siteInfo,
  type PlatformContext,
  type SiteCode,
  type SiteSettings,
} from '@atelier/core-catalogue';
import { COUNTRY_SELECTION_COOKIE } from '../../server/language-redirect.js';
import type { Services } from './services.js';

/** The live-shopping landing's slug: publishing it in the content system turns live shopping on. */
export const LIVE_SHOPPING_SLUG = 'live-shopping';

export interface StartupCategory {
  text: string;
  link: string;
  children: StartupCategory[];
}

/**
 * docs/product/shell.md §3.2's start-up loads of one request, on the server only: pages read them
 * from pageContext.startup; the browser gets the small ShellView built from them.
 */
export interface StartupLoads {
  site: SiteCode;
  settings: SiteSettings;
  /**
   * Corporate when the site-type header says so (docs/product/sites.md §3.3), otherwise the
   * vertical.
   */
  siteType: 'corporate' | 'main' | 'suot';
  /** The remembered selection's country when it is one of this site's countries, else the site's. */
  selectedCountryISO: string;
  landingCountrySelector: LabelsPage;
  common: SiteCommon;
  labels: Record<string, string>;
  errorMessages: Record<string, string>;
  formLabels: LabelsPage;
  /** The Organization JSON-LD of the head. */
  seoOrganization: Record<string, unknown>;
  sizeGuides: SizeGuides;
  countries: Country[];
  currencyCode: string;
  /** The category tree, as the content system's header menus hold it. */
  categories: StartupCategory[];
  miniBag: LabelsPage;
  storeAvailability: LabelsPage;
  promotions: Promotion[];
  promotionsConfiguration: LabelsPage;
  personalisation: LabelsPage;
  cookieCategories: CookieCategory[];
  /** True when the content system publishes the live-shopping landing for the site. */
  liveShopping: boolean;
}

function categoryTree(entries: readonly MenuEntry[]): StartupCategory[] {
  return entries.map((entry) => ({
    text: entry.text,
    link: entry.link,
    children: categoryTree(entry.children),
  }));
}

function organisation(page: LabelsPage, origin: string, site: SiteCode): Record<string, unknown> {
  const raw = (page['organization'] ?? {}) as { name?: unknown; url?: unknown };
  const name = typeof raw.name === 'string' ? raw.name : page.title;
  const path = typeof raw.url === 'string' ? raw.url : `/${site}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: path.startsWith('http') ? path : `${origin}${path}`,
    logo: `${origin}/media/brand/${siteInfo(site).vertical === 'suot' ? 'suot' : 'atelier'}.svg`,
  };
}

function selectedCountry(
  cookies: Readonly<Record<string, string>>,
  countries: readonly Country[],
  fallback: string,
): string {
  const remembered = parseCountrySelection(cookies[COUNTRY_SELECTION_COOKIE]);
  const iso = remembered?.countryISO.toUpperCase();
  return iso && countries.some((country) => country.countryCode === iso) ? iso : fallback;
}

/** Optional loads: a missing item must not take the whole page down with it. */
const orEmpty = <T>(promise: Promise<T>, empty: T): Promise<T> => promise.catch(() => empty);
const NO_PAGE: LabelsPage = { title: '', labels: {} };

/**
 * Every start-up load of docs/product/shell.md §3.2 for a site, in parallel and each through the
 * content cache (services.content is the cached port). Settings, site common and labels are
 * required: without them the layout cannot be drawn, so their failure rejects (the caller shows the
 * error page); the rest fall back to empty values.
 */
export async function loadStartup(
  services: Services,
  site: SiteCode,
  request: PlatformContext & { cookies: Readonly<Record<string, string>> },
): Promise<StartupLoads> {
  const content = services.content;
  const page = (collection: Parameters<typeof content.labelsPage>[0]) =>
    orEmpty(content.labelsPage(collection, site), NO_PAGE);
  const [
    settings,
    common,
    labels,
    landingCountrySelector,
    errorMessages,
    formLabels,
    seoPage,
    sizeGuides,
    countries,
    miniBag,
    storeAvailability,
    promotions,
    promotionsConfiguration,
    personalisation,
    cookieCategories,
    liveShopping,
  ] = await Promise.all([
    content.site(site),
    content.siteCommon(site),
    content.labels(site),
    page('landing_country_selector'),
    orEmpty(content.errorMessages(site), {}),
    page('c_form'),
    page('c_seo_organization'),
    content.sizeGuides(site),
    orEmpty(content.countries(site), []),
    page('c_mini_bag'),
    page('c_availability_in_store'),
    orEmpty(content.promotions(site), []),
    page('conf_promotions'),
    page('conf_personalisation'),
    orEmpty(content.cookieCategories(site), []),
    content.landings(site, LIVE_SHOPPING_SLUG).then(
      (landings) => landings.length > 0,
      () => false,
    ),
  ]);
  const info = siteInfo(site);
  return {
    site,
    settings,
    siteType: request.corporate ? 'corporate' : info.vertical,
    selectedCountryISO: selectedCountry(request.cookies, countries, info.countryCode),
    landingCountrySelector,
    common,
    labels,
    errorMessages,
    formLabels,
    seoOrganization: organisation(seoPage, services.origin, site),
    sizeGuides,
    countries,
    currencyCode: settings.currency || info.currency,
    categories: categoryTree(common.header.menus.flatMap((menu) => menu.items)),
    miniBag,
    storeAvailability,
    promotions,
    promotionsConfiguration,
    personalisation,
    cookieCategories,
    liveShopping,
  };
}
