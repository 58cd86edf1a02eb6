import { z } from 'zod';

/**
 * The storage shape of every content collection, the same in the embedded files and in Directus:
 * one row per content item and site translation. `key` ties the translations of one item
 * together (slug translation follows it); `language` is the translation's language code, which
 * for this content system is the site code itself; `content` holds the collection's own fields.
 */
export const contentRowSchema = z.object({
  id: z.string().min(1),
  key: z.string().min(1),
  site: z.string().min(1),
  language: z.string().min(1),
  status: z.enum(['published', 'draft', 'archived']),
  slug: z.string().nullable(),
  sort: z.number().int(),
  content: z.record(z.string(), z.unknown()),
});

export type ContentRow = z.output<typeof contentRowSchema>;

/** The fields every row request asks for (the REST `fields` list and the GraphQL selection). */
export const CONTENT_ROW_FIELDS = [
  'id',
  'key',
  'site',
  'language',
  'status',
  'slug',
  'sort',
  'content',
] as const;

/** What a row source is asked for: rows of one collection, narrowed by site, slug or key. */
export interface RowQuery {
  collection: string;
  /** Site code; rows are filtered by site and by language (equal to the site code). */
  site?: string;
  slug?: string;
  key?: string;
}

/** Where rows come from: memory (embedded) or Directus (REST or GraphQL). */
export interface RowSource {
  rows(query: RowQuery): Promise<unknown[]>;
}

export function rowId(collection: string, key: string, site: string): string {
  return `${collection}:${key}:${site}`;
}
