import {
  SITE_CODES,
  countrySelectionFor,
  hreflangOf,
  intlRegionCode,
  isSiteCode,
  serializeCountrySelection,
  siteFromBrowserLanguage,
  siteInfo,
  type SiteCode,
} from '@atelier/core-catalogue';
import { displayName } from './display-names.js';
import { seo } from '../seo.js';
import type { LanguageSelectionData } from '../page-views.js';

/**
 * The site picker at `/`: every site in its own language, the browser's language
 * suggested first; `?GLCountry=XX&lang=ic-..` (the cross-border entry) suggests that ic site.
 * Countries are named as each site's country modal names them (one source: the content).
 */
export function loadLanguageSelection(
  acceptLanguage: string | undefined,
  search: Record<string, string>,
  /** Each site's country as its content names it (the country modal's name). */
  countryNames: ReadonlyMap<SiteCode, string> = new Map(),
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
        : (countryNames.get(site) ??
          displayName(info.locale, 'region', intlRegionCode(info.countryCode))),
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
