import { siteInfo } from './site-info.js';
import type { SiteCode } from './site-codes.js';

/** Analytics store id: the brand followed by the upper-case country code. */
export function trackingStoreId(brand: string, countryCode: string): string {
  return `${brand}${countryCode.toUpperCase()}`;
}

/** The language-selection page belongs to no country, so it reports under a global id. */
export function globalTrackingStoreId(brand: string): string {
  return `${brand}GLOBAL`;
}

export function trackingStoreIdForSite(brand: string, site: SiteCode): string {
  return trackingStoreId(brand, siteInfo(site).countryCode);
}

/** 'title | VERTICAL'; a blank title leaves only the vertical. */
export function pageTitle(title: string, vertical: string): string {
  const upper = vertical.toUpperCase();
  return title.trim() === '' ? upper : `${title} | ${upper}`;
}
