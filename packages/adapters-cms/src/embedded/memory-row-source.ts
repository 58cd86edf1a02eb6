import type { ContentRow, RowQuery, RowSource } from '../content-row.js';

/**
 * Answers row queries from memory with Directus's filter semantics: site and language equal to
 * the site code, slug and key equality, published only unless drafts are on.
 */
export function memoryRowSource(
  byCollection: ReadonlyMap<string, readonly ContentRow[]>,
  drafts: boolean,
): RowSource {
  return {
    async rows(query: RowQuery) {
      return (byCollection.get(query.collection) ?? []).filter(
        (row) =>
          (drafts || row.status === 'published') &&
          (query.site === undefined || (row.site === query.site && row.language === query.site)) &&
          (query.slug === undefined || row.slug === query.slug) &&
          (query.key === undefined || row.key === query.key),
      );
    },
  };
}
