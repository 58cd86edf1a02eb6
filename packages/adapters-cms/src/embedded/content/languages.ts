import { siteInfo, type SiteCode } from '@atelier/core-catalogue';

/** Every language the sites are written in, in the column order of the label tables. */
export const CONTENT_LANGUAGES = [
  'en',
  'es',
  'ca',
  'fr',
  'de',
  'it',
  'pt',
  'el',
  'cs',
  'sk',
  'pl',
  'ru',
  'ja',
  'ar',
  'he',
] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** One text per language, in CONTENT_LANGUAGES order. */
export type Translations = readonly [
  en: string,
  es: string,
  ca: string,
  fr: string,
  de: string,
  it: string,
  pt: string,
  el: string,
  cs: string,
  sk: string,
  pl: string,
  ru: string,
  ja: string,
  ar: string,
  he: string,
];

/** The language of a site's texts: the site code's language part, with il-iw's legacy `iw` read as Hebrew. */
export function contentLanguageOf(site: SiteCode): ContentLanguage {
  const language = siteInfo(site).language;
  return (language === 'iw' ? 'he' : language) as ContentLanguage;
}

export function inLanguage(texts: Translations, language: ContentLanguage): string {
  // An empty text falls back to English; the labels test reports it so none ships empty.
  return texts[CONTENT_LANGUAGES.indexOf(language)] || texts[0];
}
