import type { ContentLanguage } from './languages.js';

/**
 * Body texts are written in English and Spanish (the two largest audiences); other languages
 * read the English text while their titles and UI labels come from the translated label table.
 */
export function prose(language: ContentLanguage, en: string, es: string): string {
  return language === 'es' || language === 'ca' ? es : en;
}
