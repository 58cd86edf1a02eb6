import { SITE_CODES, type SiteCode } from '@atelier/core-catalogue';
import { contentLanguageOf, CONTENT_LANGUAGES, type ContentLanguage } from './content/languages.js';
import { sameAsEnglishAllowed } from './content/same-as-english.js';
import { SAME_AS_ENGLISH, UI_LABELS } from './content/ui-labels.js';
import { itemsForSite } from './embedded-items.js';

/** One text a site does not have in its own language. */
export interface CompletenessProblem {
  site: SiteCode;
  /** `ui_labels` for a label, otherwise the content collection. */
  collection: string;
  /** The label key, or `<item key>:<path>` inside the item's content. */
  key: string;
  problem: string;
}

/**
 * Fields that hold data, not words a shopper reads (codes, links, images, colours, dates):
 * every other string field whose English text has a lowercase letter is a text to translate,
 * so a new text field is checked without being listed anywhere.
 */
const DATA_FIELDS = new Set([
  'id',
  'key',
  'type',
  'kind',
  'code',
  'codes',
  'hybrisId',
  'hybrisCode',
  'analyticsKey',
  'analyticName',
  'category',
  'categoryId',
  'productIds',
  'parent',
  'slug',
  'link',
  'url',
  'urlContains',
  'urlNotContains',
  'src',
  'image',
  'images',
  'mobileImage',
  'iconSrc',
  'icon',
  'logo',
  'bgColor',
  'textColor',
  'colorCode',
  'compoundColor',
  'visualization',
  'titleAlign',
  'variant',
  'vertical',
  'device',
  'platform',
  'userType',
  'classification',
  'materialPrefix',
  'publishedAt',
  'startEnabledDate',
  'endEnabledDate',
  'language',
  'languages',
  'locale',
  'cultureCode',
  'countryCode',
  'defaultCurrency',
  'siteCodes',
  'klarnaSite',
  'measure',
  'domain',
  'featureFlags',
  'headerTypes',
  'activeLoyaltyProgram',
  'color',
  'paymentMethod',
  'documentType',
  'amazonPayRegion',
  // Font families of the engraving tool are the fonts' names.
  'fonts',
  // The brand's social profiles (names of networks, links, icons).
  'socialMedia',
  // The organisation's structured data carries the brand's legal name.
  'organization',
]);

const PLACEHOLDER = /\{[A-Za-z0-9_]+\}/g;
// Tags a right-to-left text adds to isolate Latin runs, and the isolate characters.
const RTL_ISOLATION = new Set(['bdi']);
const TAG = /<\/?([a-z][a-z0-9]*)\b/gi;

/** `{name}` placeholders and HTML tag names of a text, sorted, isolation tags left out. */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[0]);
  const tags = [...text.matchAll(TAG)]
    .map((m) => `<${(m[1] ?? '').toLowerCase()}>`)
    .filter((tag) => !RTL_ISOLATION.has(tag.slice(1, -1)));
  return [...names, ...tags].sort();
}

/** Every string leaf of a content value that is a text, keyed by its path. */
function textLeaves(value: unknown, path = '', field = ''): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (v: unknown, p: string, f: string) => {
    if (DATA_FIELDS.has(f)) return;
    if (typeof v === 'string') out.set(p, v);
    else if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${p}[${i}]`, f));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) visit(x, p ? `${p}.${k}` : k, k);
  };
  visit(value, path, field);
  return out;
}

// A text has a lowercase letter (codes like 'XS' or 'WINTER20' do not); a label key or a hex
// colour is a reference, not words (workshop tables name their texts by label key).
const hasWords = (text: string) =>
  /\p{Ll}/u.test(text) && !Object.hasOwn(UI_LABELS, text) && !/^#[0-9a-f]{3,8}$/i.test(text);
const short = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * What is wrong with one text against its English: missing, a copy of the English (unless
 * allowed), or other placeholders and tags; null when it is fine or not words at all.
 */
export function textProblem(
  language: ContentLanguage,
  english: string,
  text: string | undefined,
  allowed: boolean,
): string | null {
  if (!hasWords(english)) return null;
  if (text === undefined || text.trim() === '') return 'missing: no text in this language';
  if (language === 'en') return null;
  if (text === english && !allowed)
    return `untranslated: a copy of the English text ${short(english)} (translate it, or list it with a reason in content/same-as-english.ts)`;
  const expected = placeholdersOf(english).join(' ');
  const found = placeholdersOf(text).join(' ');
  if (expected !== found)
    return `placeholders differ: English has [${expected}], this text has [${found}]`;
  return null;
}

function compare(
  site: SiteCode,
  language: ContentLanguage,
  collection: string,
  key: string,
  english: string,
  text: string | undefined,
  allowed: boolean,
): CompletenessProblem | null {
  const problem = textProblem(language, english, text, allowed);
  return problem === null ? null : { site, collection, key, problem };
}

/** The labels table for one site: every key has a text of its own in the site's language. */
function labelProblems(site: SiteCode, language: ContentLanguage): CompletenessProblem[] {
  const index = CONTENT_LANGUAGES.indexOf(language);
  return Object.entries(UI_LABELS).flatMap(([key, texts]) => {
    const found = compare(
      site,
      language,
      'ui_labels',
      key,
      texts[0],
      texts[index],
      SAME_AS_ENGLISH.has(`${language}:${key}`),
    );
    return found ? [found] : [];
  });
}

/** English texts of the labels a language may write as English: content that shows them may too. */
function allowedLabelTexts(language: ContentLanguage): Set<string> {
  return new Set(
    Object.entries(UI_LABELS)
      .filter(([key]) => SAME_AS_ENGLISH.has(`${language}:${key}`))
      .map(([, texts]) => texts[0]),
  );
}

/** Every content item of one site against the same item written in English. */
function itemProblems(site: SiteCode, language: ContentLanguage): CompletenessProblem[] {
  const fromAllowedLabel = allowedLabelTexts(language);
  const own = new Map(itemsForSite(site).map((item) => [`${item.collection}/${item.key}`, item]));
  const problems: CompletenessProblem[] = [];
  for (const item of itemsForSite(site, 'en')) {
    // The labels item is the labels table, checked key by key above.
    if (item.collection === 'ui_labels') continue;
    const texts = textLeaves(own.get(`${item.collection}/${item.key}`)?.content);
    for (const [path, english] of textLeaves(item.content)) {
      const found = compare(
        site,
        language,
        item.collection,
        `${item.key}:${path}`,
        english,
        texts.get(path),
        fromAllowedLabel.has(english) ||
          sameAsEnglishAllowed(language, `${item.collection}/${item.key}:${path}`),
      );
      if (found) problems.push(found);
    }
  }
  return problems;
}

/** What a site lacks in its own language; empty when every text is there. */
export function completenessProblems(site: SiteCode): CompletenessProblem[] {
  const language = contentLanguageOf(site);
  return [...labelProblems(site, language), ...itemProblems(site, language)];
}

/** Problems of every site (33). */
export function allCompletenessProblems(): CompletenessProblem[] {
  return SITE_CODES.flatMap(completenessProblems);
}

export function describeProblem(p: CompletenessProblem): string {
  return `${p.site} · ${p.collection} · ${p.key}: ${p.problem}`;
}

/**
 * Every text a shopper of this site may read from its content, labels included, in the site's
 * language (data fields such as slugs, codes and links left out): the words the storefront's
 * all-language test accepts on the site's pages.
 */
export function siteTexts(site: SiteCode): string[] {
  return itemsForSite(site).flatMap((item) =>
    // A label's key may share a data field's name (color, size, icon): every label is a text.
    item.collection === 'ui_labels'
      ? Object.values(item.content).filter((text) => typeof text === 'string')
      : [...textLeaves(item.content).values()],
  );
}
