import { CONTENT_LANGUAGES, contentLanguageOf, siteTexts } from '@atelier/adapters-cms';
import { SITE_CODES, siteInfo, type SiteCode } from '@atelier/core-catalogue';
import Database from 'better-sqlite3';
import { brandWordSet } from './brand-words.js';
import type { SiteLanguage } from './leftovers.js';
import { buildVocabulary, intlTexts, mergeVocabularies, wordsOf } from './vocabulary.js';

/** One site per content language: what the all-language test renders (15 sites). */
export const ONE_SITE_PER_LANGUAGE: readonly SiteCode[] = CONTENT_LANGUAGES.map((language) => {
  // The language's home country where a language has several sites.
  const preferred: Partial<Record<string, SiteCode>> = {
    en: 'gb-en',
    es: 'es-es',
    fr: 'fr-fr',
    pt: 'pt-pt',
  };
  const site =
    preferred[language] ?? SITE_CODES.find((code) => contentLanguageOf(code) === language);
  if (!site) throw new Error(`no site writes ${language}`);
  return site;
});

/**
 * What the back-end holds in a language and shows as it is: product names and descriptions
 * in that language, and the proper names of its data (collections, stores, towns, the seeded
 * shoppers' names and addresses). Read from the sandbox's database, the stand-in back-end.
 */
export interface CatalogueTexts {
  /** Texts in the language: product names and descriptions. */
  texts: string[];
  /** Proper names shown as they are on every site. */
  properNames: string[];
}

export function catalogueTexts(dbPath: string, site: SiteCode): CatalogueTexts {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const language = siteInfo(site).language;
    const texts = db
      .prepare<[string], { name: string; description: string }>(
        'SELECT name, description FROM product_texts WHERE language = ?',
      )
      .all(language)
      .flatMap((row) => [row.name, row.description]);
    const column = (sql: string) =>
      db
        .prepare<[], { value: string | null }>(sql)
        .all()
        .flatMap((row) => (row.value ? [row.value] : []));
    const properNames = [
      ...column('SELECT DISTINCT collection AS value FROM products'),
      ...column('SELECT name AS value FROM stores'),
      ...column('SELECT city AS value FROM stores'),
      ...column('SELECT address AS value FROM stores'),
      ...column('SELECT first_name AS value FROM users'),
      ...column('SELECT last_name AS value FROM users'),
      ...column('SELECT holder AS value FROM stored_cards'),
      ...column('SELECT data AS value FROM addresses').flatMap((data) =>
        Object.values(JSON.parse(data) as Record<string, unknown>).filter(
          (v): v is string => typeof v === 'string',
        ),
      ),
      ...column(`SELECT json_extract(data, '$.secondSurname') AS value FROM users`),
    ];
    return { texts, properNames };
  } finally {
    db.close();
  }
}

/** Everything the check needs for one site. */
export function siteLanguage(site: SiteCode, catalogue: CatalogueTexts): SiteLanguage {
  const { locale } = siteInfo(site);
  const currencies = [...new Set(SITE_CODES.map((code) => siteInfo(code).currency))];
  const vocabulary = mergeVocabularies(
    buildVocabulary(siteTexts(site)),
    buildVocabulary(intlTexts(locale, currencies)),
    buildVocabulary(catalogue.texts),
  );
  return {
    site,
    language: contentLanguageOf(site),
    locale,
    vocabulary,
    brandWords: brandWordSet(catalogue.properNames.flatMap(wordsOf)),
  };
}
