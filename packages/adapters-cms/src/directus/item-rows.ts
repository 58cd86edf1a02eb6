import type { SiteCode } from '@atelier/core-catalogue';
import { z } from 'zod';
import { rowId, type ContentRow } from '../content-row.js';
import { contentLanguageOf } from '../embedded/content/languages.js';
import { fromStored } from './columns.js';
import { keyOfItemId, type CollectionModel } from './content-model.js';
import { levelContent } from './item-payload.js';

const translationSchema = z
  .object({
    // REST answers the code; GraphQL the related language object.
    languages_code: z.union([z.string(), z.object({ code: z.string() })]),
    slug: z.string().nullable().optional(),
  })
  .loose();

/** The system fields of a Directus content item, checked before it is read into rows. */
export const directusItemSchema = z
  .object({
    id: z.string().min(1),
    key: z.string().min(1),
    // csv: an array over REST and GraphQL; a plain string where a client skips the cast.
    sites: z.union([z.array(z.string()), z.string()]).nullable(),
    status: z.string(),
    sort: z.number().int().nullable(),
    slug: z.string().nullable().optional(),
    translations: z.array(translationSchema).optional(),
  })
  .loose();

/** A tree's parent as the reads expand it (`parent.key`, GraphQL `parent { key }`). */
const parentSchema = z
  .object({ key: z.string().min(1) })
  .loose()
  .nullable();
/** The parent's stored id, asked for under the tree's id alias (REST only). */
const parentIdSchema = z.string().min(1).nullable();

function sitesOf(value: string[] | string | null): string[] {
  if (value === null) return [];
  return Array.isArray(value) ? value : value.split(',').map((site) => site.trim());
}

/**
 * One Directus item as the content rows of the sites it serves (of `site` only, when given): the
 * item's fields with its translation in the site's language. An item without that translation
 * is not on the site. A malformed item comes back as it is, so the row reader logs it.
 */
export function itemRows(model: CollectionModel, raw: unknown, site?: string): unknown[] {
  const parsed = directusItemSchema.safeParse(raw);
  if (!parsed.success) return [raw];
  const item = parsed.data;
  const tree: Record<string, unknown> = {};
  if (model.tree) {
    const parent = parentSchema.safeParse(item[model.tree.column.name] ?? null);
    const storedId = parentIdSchema.safeParse(item[model.tree.idAlias] ?? null);
    if (!parent.success || !storedId.success) return [raw];
    // A parent the reader may not see (unpublished) expands to null; its stored id still names it.
    const hidden = storedId.data === null ? null : keyOfItemId(storedId.data);
    fromStored(model.tree.column, parent.data?.key ?? hidden, tree);
  }
  const rows: ContentRow[] = [];
  for (const itemSite of sitesOf(item.sites)) {
    if (site !== undefined && itemSite !== site) continue;
    const language = contentLanguageOf(itemSite as SiteCode);
    const translation = (item.translations ?? []).find(
      (entry) =>
        (typeof entry.languages_code === 'string'
          ? entry.languages_code
          : entry.languages_code.code) === language,
    );
    if (model.translations && !translation) continue;
    const content = {
      ...levelContent(model.item, item),
      ...tree,
      ...(translation ? levelContent(model.translation, translation) : {}),
    };
    const slug = model.slug === 'translation' ? translation?.slug : item.slug;
    rows.push({
      id: rowId(model.collection, item.key, itemSite),
      key: item.key,
      site: itemSite,
      language: itemSite,
      status: item.status as ContentRow['status'],
      slug: slug ?? null,
      sort: item.sort ?? 0,
      content: model.record ? ((content['entries'] as Record<string, unknown>) ?? {}) : content,
    });
  }
  return rows;
}
