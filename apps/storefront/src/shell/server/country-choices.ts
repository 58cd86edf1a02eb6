import type { Country } from '@atelier/adapters-cms';
import { SITE_CODES, siteInfo, type SiteCode } from '@atelier/core-catalogue';
import { displayName } from './display-names.js';
import type { SiteChoiceView } from '../view-types.js';

function languageName(language: string, locale: string): string {
  // The site code keeps the legacy `iw` for Hebrew; Intl knows it as `he`.
  const code = language === 'iw' ? 'he' : language;
  const name = displayName(locale, 'language', code);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/**
 * The country selector's sites: one per country of the start-up loads and site of the current
 * vertical (the studio line's sites never offer the main line's, and the other way round),
 * named in the current site's language.
 */
export function countryChoices(countries: readonly Country[], current: SiteCode): SiteChoiceView[] {
  const { vertical, locale } = siteInfo(current);
  return countries.flatMap((country) =>
    SITE_CODES.filter((code) => {
      const info = siteInfo(code);
      return info.countryCode === country.countryCode && info.vertical === vertical;
    }).map((code) => ({
      code,
      country: country.name,
      language: languageName(siteInfo(code).language, locale),
    })),
  );
}
