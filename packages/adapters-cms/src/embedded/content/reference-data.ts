import { SITE_CODES, siteInfo, type SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { contentLanguageOf, type ContentLanguage } from './languages.js';
import { prose } from './texts.js';

const COOKIE_TITLES: Record<string, readonly [en: string, es: string]> = {
  functional: ['Functional', 'Funcionales'],
  analytics: ['Analytics', 'Analíticas'],
  socialNetworks: ['Social networks', 'Redes sociales'],
  advertising: ['Advertising', 'Publicidad'],
  chat: ['Chat', 'Chat'],
  personalisation: ['Personalisation', 'Personalización'],
};

const COOKIE_CATEGORIES = [
  'functional',
  'analytics',
  'socialNetworks',
  'advertising',
  'chat',
  'personalisation',
] as const;

/** Cookie categories and countries for one site. */
export function referenceItems(site: SiteCode, language: ContentLanguage): SeedItem[] {
  const p = (en: string, es: string) => prose(language, en, es);
  const items: SeedItem[] = [];
  COOKIE_CATEGORIES.forEach((id, sort) =>
    items.push({
      collection: 'cookie_categories',
      key: `cookie-${id}`,
      sort,
      content: {
        id,
        mandatory: id === 'functional',
        title: p(...(COOKIE_TITLES[id] ?? [id, id])),
        description: p(
          `${COOKIE_TITLES[id]?.[0] ?? id} cookies.`,
          `Cookies ${(COOKIE_TITLES[id]?.[1] ?? id).toLowerCase()}.`,
        ),
      },
    }),
  );
  countries(siteInfo(site).locale).forEach((country, sort) =>
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
function countryName(countryCode: string, locale: string): string {
  const region = countryCode === 'CI' ? 'IC' : countryCode;
  if (countryCode === 'IC') return 'International';
  return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? countryCode;
}

function countries(locale: string) {
  const byCountry = new Map<string, SiteCode[]>();
  for (const code of SITE_CODES) {
    const { countryCode } = siteInfo(code);
    byCountry.set(countryCode, [...(byCountry.get(countryCode) ?? []), code]);
  }
  return [...byCountry].map(([countryCode, sites]) => {
    const first = siteInfo(sites[0] ?? 'es-es');
    return {
      name: countryName(countryCode, locale),
      countryCode,
      cultureCode: first.locale,
      languages: [...new Set(sites.map(contentLanguageOf))],
      defaultCurrency: first.currency,
      currencies: [{ code: first.currency, isDefault: true }],
    };
  });
}
