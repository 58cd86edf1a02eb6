export interface SlugTranslation {
  languagesCode: string;
  slug?: string | null;
}

/** Routes whose slug is translated when the shopper switches language. */
export const TRANSLATED_SLUG_ROUTES = [
  'landing',
  'glossaryLanding',
  'shopTheLook',
  'material',
] as const;

/**
 * The slug of the same content item in another language, found through the item
 * translation that holds the current slug; null when the item has no such translation.
 */
export function translateSlug(
  translations: readonly SlugTranslation[],
  currentSlug: string,
  targetLanguage: string,
): string | null {
  if (!translations.some((translation) => translation.slug === currentSlug)) return null;
  const target = translations.find((translation) => translation.languagesCode === targetLanguage);
  return target?.slug ? target.slug : null;
}
