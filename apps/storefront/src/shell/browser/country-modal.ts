import {
  countrySelectorModal,
  type CountrySelectorModal,
  type SiteCode,
} from '@atelier/core-catalogue';

/**
 * docs/product/sites.md §4's country selector rule on the client: the modal opens when the
 * remembered site differs from this one, and cannot be dismissed on a site serving several
 * countries. Only in the web channel (the app chooses its country itself).
 */
export function countryModalFor(
  remembered: SiteCode | null,
  current: SiteCode,
  hasMultipleCountries: boolean,
  platform: 'WEB' | 'APP',
): CountrySelectorModal {
  if (platform !== 'WEB') return { show: false, blocking: false };
  return countrySelectorModal(remembered, current, hasMultipleCountries);
}
