import { CONTENT_LANGUAGES, type ContentLanguage } from './languages.js';

/**
 * The one list of texts that are legitimately written as English writes them: proper names,
 * brand words and words a language spells the same. The completeness check and the labels
 * test accept these and nothing else; every entry says why.
 *
 * `what` is `label:<key>` for a UI label, or `<collection>/<item key>:<path>` for a text of a
 * content item (the path as the check prints it, e.g. `labels.title`, `links[0].text`).
 */
export interface SameAsEnglish {
  languages: 'all' | readonly ContentLanguage[];
  what: string;
  reason: string;
}

export const SAME_AS_ENGLISH_ENTRIES: readonly SameAsEnglish[] = [
  // Brand and proper names.
  {
    languages: 'all',
    what: 'label:atelierLife',
    reason: 'the loyalty programme is a brand name',
  },
  {
    languages: 'all',
    what: 'label:atelierLifeFan',
    reason: 'a loyalty level: brand name',
  },
  {
    languages: 'all',
    what: 'label:atelierLifeLover',
    reason: 'a loyalty level: brand name',
  },
  {
    languages: 'all',
    what: 'label:atelierLifeExpert',
    reason: 'a loyalty level: brand name',
  },
  {
    languages: 'all',
    what: 'my_loyalty/my_loyalty:levels[*].name',
    reason: 'the club levels Fan, Lover and Expert are brand names',
  },
  {
    languages: 'all',
    what: 'site_common/common:footer.legal',
    reason: 'the copyright line is the brand name (© Atelier / © Atelier Studio)',
  },
  {
    languages: 'all',
    what: 'offline_error_page/offline-main:links[0].text',
    reason: 'Instagram is a proper name',
  },
  {
    languages: 'all',
    what: 'offline_error_page/offline-suot:links[0].text',
    reason: 'Instagram is a proper name',
  },
  {
    languages: 'all',
    what: 'countries/country-*:name',
    reason:
      "country names come from CLDR (Intl.DisplayNames) in the site's locale; many are spelled as in English",
  },
  // The offline page is cached by the service worker in one language for every site.
  ...['main', 'suot'].flatMap((vertical) =>
    ['labels.title', 'labels.suotTitle', 'labels.description'].map((path): SameAsEnglish => ({
      languages: 'all',
      what: `offline_error_page/offline-${vertical}:${path}`,
      reason:
        'docs/product/shell.md §2.3: one offline page per vertical (/offline, /offline/suot), cached by the service worker for every site, with a Spanish title and text',
    })),
  ),
  // Words a language spells as English does.
  { languages: ['it'], what: 'label:home', reason: 'Italian sites say "Home"' },
  { languages: ['fr'], what: 'label:bracelets', reason: 'French "bracelets"' },
  { languages: ['es', 'ca', 'pt'], what: 'label:bagSubtotal', reason: '"Subtotal" in these' },
  {
    languages: ['es', 'ca', 'de', 'pt'],
    what: 'label:material',
    reason: 'the filter name "Material" in these languages',
  },
  { languages: ['fr'], what: 'label:collection', reason: 'French "Collection"' },
  { languages: ['fr'], what: 'label:contactMessage', reason: 'French "Message"' },
  { languages: ['de'], what: 'label:contactName', reason: 'German "Name"' },
  { languages: ['fr'], what: 'label:productType', reason: 'French "Type"' },
  { languages: ['de'], what: 'label:highlights', reason: 'German uses "Highlights"' },
  { languages: ['ca'], what: 'label:categoryTabs', reason: 'Catalan "Categories"' },
  { languages: ['fr'], what: 'label:pageNumber', reason: 'French "Page {n}"' },
  { languages: ['fr'], what: 'label:description', reason: 'French "Description"' },
  { languages: ['pt'], what: 'label:email', reason: 'Portuguese "E-mail"' },
  { languages: ['it'], what: 'label:accountPassword', reason: 'Italian "Password"' },
  { languages: ['de'], what: 'label:accountOptional', reason: 'German "(optional)"' },
  { languages: ['es', 'ca', 'fr', 'pt'], what: 'label:cartTotal', reason: '"Total" in these' },
  { languages: ['de'], what: 'label:gold', reason: 'German "Gold"' },
  { languages: ['fr'], what: 'label:notifications', reason: 'French "Notifications"' },
  { languages: ['fr'], what: 'label:servicesMenu', reason: 'French "Services"' },
  {
    languages: ['es', 'ca', 'fr', 'de', 'it', 'pt', 'cs', 'sk', 'pl'],
    what: 'label:blog',
    reason: '"Blog" is the word these languages use',
  },
  {
    languages: ['es', 'fr', 'de', 'it', 'pt', 'cs', 'sk'],
    what: 'cookie_categories/cookie-chat:title',
    reason: '"Chat" is the word these languages use for a live chat',
  },
  // The engraving editor (issue 32): words these languages spell as English does.
  {
    languages: ['es', 'pt'],
    what: 'label:engravingHorizontal',
    reason: '"horizontal" is the Spanish and Portuguese word too',
  },
  {
    languages: ['es', 'ca', 'pt'],
    what: 'label:engravingVertical',
    reason: '"vertical" is the Spanish, Catalan and Portuguese word too',
  },
  {
    languages: ['fr'],
    what: 'label:engravingOrientation',
    reason: '"orientation" is the French word too',
  },
  {
    languages: ['de'],
    what: 'label:engravingFont.BLOCK',
    reason: '"modern" is the German word too',
  },
  {
    languages: ['de'],
    what: 'label:engravingColour.GOLD',
    reason: '"Gold" is the German word too',
  },
];

/** `what` with `*` standing for any run of characters. */
function matches(pattern: string, what: string): boolean {
  if (!pattern.includes('*')) return pattern === what;
  const escaped = pattern.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(what);
}

/** Whether a text of a language may equal the English one. */
export function sameAsEnglishAllowed(language: ContentLanguage, what: string): boolean {
  return SAME_AS_ENGLISH_ENTRIES.some(
    (entry) =>
      matches(entry.what, what) &&
      (entry.languages === 'all' || entry.languages.includes(language)),
  );
}

/** The label entries as `language:key`, the form the labels table's own test reads. */
export function sameAsEnglishLabels(): string[] {
  return SAME_AS_ENGLISH_ENTRIES.flatMap((entry) => {
    if (!entry.what.startsWith('label:')) return [];
    const key = entry.what.slice('label:'.length);
    const languages = entry.languages === 'all' ? CONTENT_LANGUAGES : entry.languages;
    return languages.filter((l) => l !== 'en').map((l) => `${l}:${key}`);
  });
}
