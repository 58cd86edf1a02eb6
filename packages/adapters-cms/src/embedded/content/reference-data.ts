import { SITE_CODES, intlRegionCode, siteInfo, type SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { COOKIE_CATEGORY_IDS } from '../../schemas/services.schema.js';
import { COOKIE_CATEGORY_TEXTS } from './cookie-category-texts.js';
import { contentLanguageOf, inLanguage, type ContentLanguage } from './languages.js';
import { SERVICE_TEXTS } from './service-texts.js';

/** Cookie categories and countries for one site. */
export function referenceItems(site: SiteCode, language: ContentLanguage): SeedItem[] {
  const items: SeedItem[] = [];
  COOKIE_CATEGORY_IDS.forEach((id, sort) =>
    items.push({
      collection: 'cookie_categories',
      key: `cookie-${id}`,
      sort,
      content: {
        id,
        mandatory: id === 'functional',
        title: inLanguage(COOKIE_CATEGORY_TEXTS[id].title, language),
        description: inLanguage(COOKIE_CATEGORY_TEXTS[id].description, language),
      },
    }),
  );
  countries(siteInfo(site).locale, language).forEach((country, sort) =>
    items.push({
      collection: 'countries',
      key: `country-${country.countryCode}`,
      sort,
      content: country,
    }),
  );
  return items;
}

/** Country names in the site's own language; ic is the cross-border site, ci the Canary Islands. */
function countryName(countryCode: string, locale: string, language: ContentLanguage): string {
  const region = intlRegionCode(countryCode);
  if (countryCode === 'IC') return inLanguage(SERVICE_TEXTS.international, language);
  return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? countryCode;
}

function countries(locale: string, language: ContentLanguage) {
  const byCountry = new Map<string, SiteCode[]>();
  for (const code of SITE_CODES) {
    const { countryCode } = siteInfo(code);
    byCountry.set(countryCode, [...(byCountry.get(countryCode) ?? []), code]);
  }
  return [...byCountry].map(([countryCode, sites]) => {
    const first = siteInfo(sites[0] ?? 'es-es');
    return {
      name: countryName(countryCode, locale, language),
      countryCode,
      cultureCode: first.locale,
      languages: [...new Set(sites.map(contentLanguageOf))],
      defaultCurrency: first.currency,
      currencies: [{ code: first.currency, isDefault: true }],
    };
  });
}
