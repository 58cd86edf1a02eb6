import { describe, expect, it } from 'vitest';
import { blogLanguagePrefix } from './blog-language.js';
import { siteFromBrowserLanguage } from './browser-language.js';
import { alternateLanguageLinks, hreflangOf } from './alternate-languages.js';
import { SITE_CODES } from './site-codes.js';
import { isRtlSite, siteInfo, verticalOf } from './site-info.js';
import {
  globalTrackingStoreId,
  pageTitle,
  trackingStoreId,
  trackingStoreIdForSite,
} from './tracking.js';
import {
  countrySelectionFor,
  parseCountrySelection,
  serializeCountrySelection,
} from './country-selection.js';
import { DEFAULT_COUNTRY, DEFAULT_SITE_CODE } from './site-defaults.js';

describe('site information', () => {
  it('gives every site a country, language, locale and currency usable by Intl', () => {
    for (const site of SITE_CODES) {
      const info = siteInfo(site);
      expect(info.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(site.endsWith(`-${info.language}`)).toBe(true);
      expect(
        () => new Intl.NumberFormat(info.locale, { style: 'currency', currency: info.currency }),
      ).not.toThrow();
    }
    expect(siteInfo('mx-es')).toMatchObject({
      countryCode: 'MX',
      currency: 'MXN',
      locale: 'es-MX',
    });
    expect(siteInfo('gb-en').currency).toBe('GBP');
  });

  it('puts only su-es and su-en on the studio line', () => {
    const studio = SITE_CODES.filter((site) => verticalOf(site) === 'suot');
    expect(studio).toEqual(['su-es', 'su-en']);
    expect(siteInfo('es-es').vertical).toBe('main');
  });

  it('writes right to left only on sa-ar and il-iw', () => {
    expect(SITE_CODES.filter(isRtlSite)).toEqual(['il-iw', 'sa-ar']);
  });

  it('defaults to us-en for the selector and ES as country', () => {
    expect(DEFAULT_SITE_CODE).toBe('us-en');
    expect(DEFAULT_COUNTRY).toBe('ES');
  });
});

describe('siteFromBrowserLanguage', () => {
  it.each([
    ['en-gb', 'gb-en'],
    ['EN-GB', 'gb-en'],
    ['es', 'es-es'],
    ['es-MX', 'es-es'],
    ['fr', 'fr-fr'],
    ['fr-CA', 'fr-fr'],
    ['de', 'de-de'],
    ['it', 'it-it'],
    ['pt-BR', 'pt-pt'],
    ['ca', 'es-ca'],
    ['ja', 'jp-ja'],
    ['en-US', 'us-en'],
    ['en', 'us-en'],
    ['nl', 'us-en'],
    ['', 'us-en'],
  ])('%s -> %s', (tag, site) => {
    expect(siteFromBrowserLanguage(tag)).toBe(site);
  });
});

describe('blogLanguagePrefix', () => {
  it.each([
    ['pt-pt', 'pt-pt'],
    ['us-en', 'en'],
    ['pl-pl', 'pl'],
    ['mx-es', 'es-mx'],
    ['es-es', ''],
    ['us-es', ''],
    ['fr-fr', 'fr'],
    ['gb-en', 'en'],
    ['il-iw', 'iw'],
  ] as const)('%s -> %j', (site, prefix) => {
    expect(blogLanguagePrefix(site)).toBe(prefix);
  });
});

describe('alternate-language links', () => {
  it('skips ic-fr and ic-de and keeps the page path', () => {
    const links = alternateLanguageLinks(
      ['es-es', 'ic-fr', 'ic-de', 'fr-fr'],
      'https://shop.example/',
      '/cart/',
    );
    expect(links).toEqual([
      { hrefLang: 'es-ES', href: 'https://shop.example/es-es/cart/' },
      { hrefLang: 'fr-FR', href: 'https://shop.example/fr-fr/cart/' },
    ]);
  });

  it.each([
    ['il-iw', 'he-IL'],
    ['es-ca', 'ca-ES'],
    ['jp-en', 'en-JP'],
    ['ci-es', 'es-IC'],
    ['ic-en', 'en'],
    ['su-en', 'en-ES'],
  ] as const)('%s is hreflang %s', (site, tag) => {
    expect(hreflangOf(site)).toBe(tag);
  });

  it('gives every site a well-formed BCP 47 tag, unique within its vertical', () => {
    for (const vertical of ['main', 'suot'] as const) {
      const tags = SITE_CODES.filter((site) => verticalOf(site) === vertical).map(hreflangOf);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) {
        // Intl accepts it and writes it back the same way (canonical case and form).
        expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
        expect(tag).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      }
    }
  });

  it('links a main-line page only to main-line sites, and a studio-line page only to its own', () => {
    const main = alternateLanguageLinks(SITE_CODES, 'https://s.example', '/', 'es-es');
    expect(main.map((link) => link.href)).not.toContain('https://s.example/su-es/');
    expect(main).toHaveLength(SITE_CODES.filter((s) => verticalOf(s) === 'main').length);
    const suot = alternateLanguageLinks(SITE_CODES, 'https://s.example', '/', 'su-es');
    expect(suot.map((link) => link.hrefLang)).toEqual(['es-ES', 'en-ES']);
  });
});

describe('tracking and titles', () => {
  it('builds store ids from the brand and the upper-case country', () => {
    expect(trackingStoreId('ATELIER', 'es')).toBe('ATELIERES');
    expect(trackingStoreIdForSite('ATELIER', 'gb-en')).toBe('ATELIERGB');
    expect(globalTrackingStoreId('ATELIER')).toBe('ATELIERGLOBAL');
  });

  it("titles pages 'title | VERTICAL'", () => {
    expect(pageTitle('Rings', 'main')).toBe('Rings | MAIN');
    expect(pageTitle('Anillos', 'suot')).toBe('Anillos | SUOT');
  });
});

describe('country selection cookie', () => {
  it('holds countryISO, cultureCode, currencyCode and site, and reads back', () => {
    const selection = countrySelectionFor('fr-fr');
    expect(selection).toEqual({
      countryISO: 'FR',
      cultureCode: 'fr-FR',
      currencyCode: 'EUR',
      site: 'fr-fr',
    });
    expect(parseCountrySelection(serializeCountrySelection(selection))).toEqual(selection);
  });

  it('ignores absent, malformed or foreign values', () => {
    expect(parseCountrySelection(undefined)).toBeNull();
    expect(parseCountrySelection('{')).toBeNull();
    expect(
      parseCountrySelection(
        JSON.stringify({ countryISO: 'X', cultureCode: 'x', currencyCode: 'X', site: 'xx-yy' }),
      ),
    ).toBeNull();
  });
});
