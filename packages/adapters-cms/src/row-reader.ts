import { hasTranslationForSlug, publishedOnly, type SiteCode } from '@atelier/core-catalogue';
import type { z } from 'zod';
import type { WithSlug } from './content-port.js';
import { contentRowSchema, type ContentRow, type RowQuery, type RowSource } from './content-row.js';
import { missingItem, PageFetchCmsError, slugNotFound } from './errors.js';
import type { ContentLogger } from './logger.js';
import { sanitiseContent } from './sanitise/sanitise-html.js';

export interface RowReaderOptions {
  drafts: boolean;
  logger: ContentLogger;
}

export interface Parsed<T> {
  row: ContentRow;
  value: T;
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/**
 * Reads rows from a source and turns them into validated content: malformed rows and items are
 * logged and left out, rich text is sanitised, drafts are hidden unless asked for, and the
 * 404 (slug) and 203 (missing item) rules apply. Shared by every port so they cannot drift apart.
 */
export function createRowReader(source: RowSource, options: RowReaderOptions) {
  const { drafts, logger } = options;

  async function readItems<S extends z.ZodType>(query: RowQuery, schema: S) {
    const raw = await source.rows(query);
    const items: Parsed<z.output<S>>[] = [];
    let rejected = 0;
    const rows: ContentRow[] = [];
    for (const candidate of raw) {
      const parsed = contentRowSchema.safeParse(candidate);
      if (!parsed.success) {
        rejected += 1;
        const id = String((candidate as { id?: unknown } | null)?.id ?? '?');
        logger.problem({
          kind: 'invalid-item',
          collection: query.collection,
          id,
          issues: issuesOf(parsed.error),
        });
        continue;
      }
      rows.push(parsed.data);
    }
    // The source filters too; repeating the rules here keeps both ports honest.
    const shown = publishedOnly(rows, drafts).filter(
      (row) =>
        (query.site === undefined || (row.site === query.site && row.language === query.site)) &&
        (query.key === undefined || row.key === query.key) &&
        (query.slug === undefined || hasTranslationForSlug([row], query.slug)),
    );
    shown.sort((a, b) => a.sort - b.sort || a.key.localeCompare(b.key));
    for (const row of shown) {
      const { value: content, removed } = sanitiseContent(row.content);
      if (removed.length > 0) {
        logger.problem({
          kind: 'sanitised-html',
          collection: query.collection,
          id: row.id,
          removed,
        });
      }
      const parsed = schema.safeParse(content);
      if (!parsed.success) {
        rejected += 1;
        logger.problem({
          kind: 'invalid-item',
          collection: query.collection,
          id: row.id,
          issues: issuesOf(parsed.error),
        });
        continue;
      }
      items.push({ row, value: parsed.data });
    }
    return { items, rejected };
  }

  function malformed(collection: string): PageFetchCmsError {
    return new PageFetchCmsError(502, collection, `Malformed ${collection} content`);
  }

  async function single<S extends z.ZodType>(
    collection: string,
    site: SiteCode,
    schema: S,
    key?: string,
  ): Promise<z.output<S>> {
    const { items, rejected } = await readItems(
      { collection, site, ...(key === undefined ? {} : { key }) },
      schema,
    );
    const first = items[0];
    if (first) return first.value;
    if (rejected > 0) throw malformed(collection);
    throw missingItem(collection, `site ${site}${key === undefined ? '' : `, key ${key}`}`);
  }

  async function list<S extends z.ZodType>(
    collection: string,
    site: SiteCode,
    schema: S,
  ): Promise<WithSlug<z.output<S>>[]> {
    const { items } = await readItems({ collection, site }, schema);
    return items.map(
      ({ row, value }) => ({ ...(value as object), slug: row.slug ?? '' }) as WithSlug<z.output<S>>,
    );
  }

  async function bySlugAll<S extends z.ZodType>(
    collection: string,
    site: SiteCode,
    slug: string,
    schema: S,
  ): Promise<WithSlug<z.output<S>>[]> {
    const { items, rejected } = await readItems({ collection, site, slug }, schema);
    if (items.length === 0 && rejected > 0) throw malformed(collection);
    if (items.length === 0) throw slugNotFound(collection, slug, site);
    return items.map(({ value }) => ({ ...(value as object), slug }) as WithSlug<z.output<S>>);
  }

  async function bySlug<S extends z.ZodType>(
    collection: string,
    site: SiteCode,
    slug: string,
    schema: S,
  ): Promise<WithSlug<z.output<S>>> {
    const [first] = await bySlugAll(collection, site, slug, schema);
    if (!first) throw slugNotFound(collection, slug, site);
    return first;
  }

  return { readItems, single, list, bySlug, bySlugAll };
}

export type RowReader = ReturnType<typeof createRowReader>;
