import type { SiteCode } from '../sites/site-codes.js';
import type { Platform } from './platform-context.js';

export interface NewsletterPopupInput {
  platform: Platform;
  subscribed: boolean;
  hasNewsletterPopup: boolean;
  footerHasNewsletter: boolean;
  utmSource?: string | null;
  utmMedium?: string | null;
}

/** Never in the app, never to subscribers, never to visitors who came from a newsletter. */
export function showsNewsletterPopup(input: NewsletterPopupInput): boolean {
  return (
    input.platform !== 'APP' &&
    !input.subscribed &&
    input.hasNewsletterPopup &&
    input.footerHasNewsletter &&
    input.utmSource?.toLowerCase() !== 'newsletter' &&
    input.utmMedium?.toLowerCase() !== 'email'
  );
}

/** One modal at a time: the download-app modal yields to the newsletter popup. */
export function showsDownloadAppModal(enabled: boolean, newsletterPopupShows: boolean): boolean {
  return enabled && !newsletterPopupShows;
}

export interface CountrySelectorModal {
  show: boolean;
  /** Sites spanning several countries must pick one before browsing. */
  blocking: boolean;
}

export function countrySelectorModal(
  rememberedSite: SiteCode | null,
  currentSite: SiteCode,
  hasMultipleCountries: boolean,
): CountrySelectorModal {
  const show = rememberedSite !== null && rememberedSite !== currentSite;
  return { show, blocking: show && hasMultipleCountries };
}

/** GLCountry together with an 'ic' language picks the cross-border landing's country. */
export function crossBorderCountry(
  query: Readonly<Record<string, string | undefined>>,
): string | null {
  const country = query['GLCountry'];
  const language = query['language'] ?? query['lang'];
  if (!country || !language || !language.toLowerCase().includes('ic')) return null;
  return country.toUpperCase();
}

/** The top bar stays hidden only while both the session and the persisted flag say so. */
export function isTopBarHidden(sessionFlag: boolean, persistedFlag: boolean): boolean {
  return sessionFlag && persistedFlag;
}
