/** Locales offered in the Storybook toolbar: one per script and direction the sites use. */
export const STORY_LOCALES = [
  'en-GB',
  'es-ES',
  'fr-FR',
  'de-DE',
  'ar-SA',
  'he-IL',
  'ja-JP',
] as const;

const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur']);

/** The reading direction for a locale, unless the toolbar forces one. */
export function directionOf(locale: string, override = 'auto'): 'ltr' | 'rtl' {
  if (override === 'ltr' || override === 'rtl') return override;
  const language = locale.toLowerCase().split('-')[0] ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
