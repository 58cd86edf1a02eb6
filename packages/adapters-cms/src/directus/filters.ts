import type { RowQuery } from '../content-row.js';

type Filter = Record<string, unknown>;

/** The Directus filter of a row query: site and language, slug, key, and published unless drafts. */
export function rowFilter(query: RowQuery, drafts: boolean): Filter {
  const and: Filter[] = [];
  if (query.site !== undefined) {
    and.push({ site: { _eq: query.site } }, { language: { _eq: query.site } });
  }
  if (query.slug !== undefined) and.push({ slug: { _eq: query.slug } });
  if (query.key !== undefined) and.push({ key: { _eq: query.key } });
  if (!drafts) and.push({ status: { _eq: 'published' } });
  return { _and: and };
}
