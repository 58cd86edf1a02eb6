import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// react-aria comes with ui (react-aria-components); its own texts per locale are a public
// entry of the package (`react-aria/i18n/<locale>`).
const require = createRequire(import.meta.url);
const i18nDir = join(dirname(require.resolve('react-aria/package.json')), 'i18n');
const LOCALES = readdirSync(i18nDir)
  .filter((file) => file.endsWith('.js') && file !== 'index.js')
  .map((file) => file.slice(0, -'.js'.length));

type Dictionary = Record<string, Record<string, unknown>>;

// Texts the repo adds to react-aria for a language it does not write (patches/react-aria+*.patch,
// ADR 0049): a Catalan overlay's hidden dismiss button.
const PATCHED_TEXTS: Readonly<Record<string, readonly string[]>> = { ca: ['Descarta'] };

/**
 * The texts react-aria's components write themselves in a locale (a popover's hidden
 * "Descartar" button): the words of a library the site's UiTextsProvider gives the locale to.
 * Its nearest locale by language; for a language it does not write (Catalan), the texts the
 * repo's patch adds.
 */
export function reactAriaTexts(locale: string): string[] {
  const language = locale.split('-')[0];
  const file = LOCALES.includes(locale)
    ? locale
    : LOCALES.find((candidate) => candidate.split('-')[0] === language);
  if (!file) return [...(PATCHED_TEXTS[language ?? ''] ?? [])];
  const loaded = require(join(i18nDir, `${file}.js`)) as Dictionary | { default: Dictionary };
  const dictionary = ('default' in loaded ? loaded.default : loaded) as Dictionary;
  return Object.entries(dictionary)
    .filter(([pkg]) => pkg.startsWith('@react-aria/'))
    .flatMap(([, strings]) =>
      Object.values(strings).filter((text): text is string => typeof text === 'string'),
    );
}
