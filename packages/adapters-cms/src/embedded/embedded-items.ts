import { SITE_CODES, type SiteCode } from '@atelier/core-catalogue';
import { rowId, type ContentRow } from '../content-row.js';
import { editorialItems } from './content/editorial.js';
import { errorPageItems } from './content/error-pages.js';
import { glossaryItems } from './content/glossary.js';
import { helpItems } from './content/help-content.js';
import { labelsPageItems } from './content/labels-pages.js';
import { contentLanguageOf, type ContentLanguage } from './content/languages.js';
import { pageItems } from './content/pages.js';
import { serviceItems } from './content/service-content.js';
import { siteCommonItems } from './content/site-common.js';
import { siteSettingsFor } from './content/site-settings.js';
import { workshopItems } from './content/workshop-tables.js';
import type { SeedItem } from './seed-item.js';

/**
 * Every content item of one site, in the site's language; another language gives the same
 * items in that language's words (the completeness check compares a site with its English).
 */
export function itemsForSite(
  site: SiteCode,
  language: ContentLanguage = contentLanguageOf(site),
): SeedItem[] {
  return [
    {
      collection: 'sites',
      key: 'site',
      content: siteSettingsFor(site, language) as Record<string, unknown>,
    },
    ...siteCommonItems(site, language),
    ...pageItems(site, language),
    ...glossaryItems(site, language),
    ...helpItems(site, language),
    ...errorPageItems(site, language),
    ...serviceItems(site, language),
    ...workshopItems(site),
    ...editorialItems(site, language),
    ...labelsPageItems(site, language),
  ];
}

export function toRow(item: SeedItem, site: SiteCode): ContentRow {
  return {
    id: rowId(item.collection, item.key, site),
    key: item.key,
    site,
    // Translations are keyed by the site code in this content system
    // (docs/product/content.md §1.1).
    language: site,
    status: item.status ?? 'published',
    slug: item.slug ?? null,
    sort: item.sort ?? 0,
    content: item.content,
  };
}

/** Rows grouped by collection, for all 33 sites; what the embedded port and the seed script use. */
export function embeddedRows(): Map<string, ContentRow[]> {
  const byCollection = new Map<string, ContentRow[]>();
  for (const site of SITE_CODES) {
    for (const item of itemsForSite(site)) {
      const list = byCollection.get(item.collection) ?? [];
      list.push(toRow(item, site));
      byCollection.set(item.collection, list);
    }
  }
  return byCollection;
}
