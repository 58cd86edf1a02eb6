// What the shell's own pages (the site picker at `/`, the offline fallback) get from their
// server data: plain types both sides read.
import type { SiteCode } from '@atelier/core-catalogue';
import type { SeoView } from './view-types.js';

export interface SiteChoice {
  site: SiteCode;
  /** The BCP 47 tag of the site's language and country, for the link's hreflang. */
  hreflang: string;
  country: string;
  language: string;
  suggested: boolean;
  /** The countrySelection cookie value saved when this site is picked. */
  selection: string;
}

export interface LanguageSelectionData {
  sites: SiteChoice[];
  suggested: SiteCode;
  seo: SeoView;
}

export interface OfflineData {
  brand: string;
  title: string;
  text: string;
  social: { label: string; href: string } | null;
  seo: SeoView;
}
