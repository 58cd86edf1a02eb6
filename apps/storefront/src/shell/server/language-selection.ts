import {
  SITE_CODES,
  countrySelectionFor,
  hreflangOf,
  isSiteCode,
  serializeCountrySelection,
  siteFromBrowserLanguage,
  siteInfo,
} from '@atelier/core-catalogue';
import { displayName } from './display-names.js';
import { seo } from '../seo.js';
import type { LanguageSelectionData } from '../page-views.js';

/**
 * The site picker at `/`: every site in its own language, the browser's language
 * suggested first; `?GLCountry=XX&lang=ic-..` (the cross-border entry) suggests that ic site.
 */
export function loadLanguageSelection(
  acceptLanguage: string | undefined,
  search: Record<string, string>,
): LanguageSelectionData {
  const glLang = search['lang'] ?? '';
  const crossBorder =
    search['GLCountry'] && glLang.includes('ic') && isSiteCode(glLang) ? glLang : null;
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  const suggested = crossBorder ?? siteFromBrowserLanguage(first);
  const sites = SITE_CODES.map((site) => {
    const info = siteInfo(site);
    const language = info.locale.split('-')[0] ?? info.language;
    return {
      site,
      hreflang: hreflangOf(site),
      country: site.startsWith('su-')
        ? 'SUOT'
        : displayName(info.locale, 'region', info.countryCode),
      language: displayName(info.locale, 'language', language),
      suggested: site === suggested,
      selection: serializeCountrySelection(countrySelectionFor(site)),
    };
  });
  return {
    sites: [...sites.filter((s) => s.suggested), ...sites.filter((s) => !s.suggested)],
    suggested,
    seo: seo({ title: 'Choose your country', canonicalPath: '/', alternatePath: null }),
  };
}
