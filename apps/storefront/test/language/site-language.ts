import { CONTENT_LANGUAGES, contentLanguageOf, siteTexts } from '@atelier/adapters-cms';
import { SITE_CODES, siteInfo, type SiteCode } from '@atelier/core-catalogue';
import { brandWordSet } from './brand-words.js';
import type { SiteLanguage } from './leftovers.js';
import { reactAriaTexts } from './library-texts.js';
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
 * What the back-end shows a site as it holds it: `texts` in the site's language (product
 * names and descriptions, return reasons...) and `properNames` shown as they are everywhere
 * (collections, stores, towns, the seeded shoppers' names and addresses).
 */
export interface CatalogueTexts {
  texts: string[];
  properNames: string[];
}

/** Read from the sandbox, the stand-in back-end, on its admin port (`GET /sandbox/texts`). */
export async function catalogueTexts(
  sandboxAdminUrl: string,
  site: SiteCode,
): Promise<CatalogueTexts> {
  const answer = await fetch(`${sandboxAdminUrl}/sandbox/texts?site=${site}`);
  if (!answer.ok) throw new Error(`the sandbox gave no texts for ${site}: ${answer.status}`);
  return (await answer.json()) as CatalogueTexts;
}

/** Everything the check needs for one site. */
export function siteLanguage(site: SiteCode, catalogue: CatalogueTexts): SiteLanguage {
  const { locale } = siteInfo(site);
  const currencies = [...new Set(SITE_CODES.map((code) => siteInfo(code).currency))];
  const vocabulary = mergeVocabularies(
    buildVocabulary(siteTexts(site)),
    buildVocabulary(intlTexts(locale, currencies)),
    buildVocabulary(reactAriaTexts(locale)),
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
