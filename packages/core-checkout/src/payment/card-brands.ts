export type CardBrand =
  'amex' | 'cartebancaire' | 'diners' | 'discover' | 'jcb' | 'maestro' | 'mc' | 'visa';

const WIDE: readonly CardBrand[] = ['amex', 'diners', 'discover', 'jcb', 'maestro', 'mc', 'visa'];
const AMERICAS: readonly CardBrand[] = ['amex', 'diners', 'discover', 'mc', 'visa'];

/**
 * docs/product/payments.md §2.3. `site` is a string: the list names eu-en, which is not a
 * storefront site.
 */
const BRANDS_BY_SITE: Readonly<Record<string, readonly CardBrand[]>> = {
  'sa-ar': ['mc', 'visa'],
  'sa-en': ['mc', 'visa'],
  'eu-en': ['mc', 'visa'],
  'it-it': ['mc', 'visa'],
  'jp-en': ['jcb', 'mc', 'visa'],
  'jp-ja': ['jcb', 'mc', 'visa'],
  'gr-el': WIDE,
  'de-de': WIDE,
  'ci-es': WIDE,
  'pt-pt': WIDE,
  // "fr-fr: also cartebancaire": the wide list plus the French domestic scheme.
  'fr-fr': ['amex', 'cartebancaire', 'diners', 'discover', 'jcb', 'maestro', 'mc', 'visa'],
  'mx-es': ['amex', 'mc', 'visa'],
  'us-en': AMERICAS,
  'us-es': AMERICAS,
  'pr-en': AMERICAS,
  'pr-es': AMERICAS,
  'gb-en': WIDE,
};

const DEFAULT_BRANDS: readonly CardBrand[] = ['amex', 'maestro', 'mc', 'visa'];

export function cardBrandsFor(site: string): CardBrand[] {
  return [...(BRANDS_BY_SITE[site.toLowerCase()] ?? DEFAULT_BRANDS)];
}
