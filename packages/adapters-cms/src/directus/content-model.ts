import type { SiteCode } from '@atelier/core-catalogue';
import type { ContentRow } from '../content-row.js';
import { contentLanguageOf } from '../embedded/content/languages.js';
import { FIELD_NAME, inferColumns, type Column } from './columns.js';
import {
  getPath,
  RELATION_PATHS,
  TREE_RELATIONS,
  withoutPath,
  type RelationTree,
} from './relations.js';

/** A list inside an item stored as related items (O2M) in its own collection. */
export interface RelationModel {
  /** The alias field on the owner (the path with underscores). */
  alias: string;
  path: string[];
  collection: string;
  /** The child's field pointing at its owner. */
  foreignKey: string;
  columns: Column[];
  relations: RelationModel[];
  /** True when the content leaves the list out rather than empty (read back: no children = absent). */
  emptyMeansAbsent: boolean;
}

/** A tree inside a collection: the parent as a many-to-one to the same collection. */
export interface TreeModel {
  /** The parent field of the item; Directus stores the parent item's id, reads expand its key. */
  column: Column;
  /** The O2M alias on the parent listing its children. */
  children: string;
  /** A read's alias for the parent's stored id (its key when the reader may not see the parent). */
  idAlias: string;
}

/** An item's id: its key, or `key@first-site` when the key needs several items. */
export function itemId(key: string, firstSite: string | null): string {
  return firstSite === null ? key : `${key}@${firstSite}`;
}

/** The key of an item id (`itemId` read backwards). */
export function keyOfItemId(id: string): string {
  return id.replace(/@[a-z]{2}-[a-z]{2}$/, '');
}

/** What one level (item, translation or list element) stores. */
export interface LevelModel {
  columns: Column[];
  relations: RelationModel[];
}

export interface CollectionModel {
  collection: string;
  /** Collections whose content is one flat record of free keys (labels): one JSON field `entries`. */
  record: boolean;
  item: LevelModel;
  /** `<collection>_translations`, or null when no field changes with the language. */
  translations: string | null;
  translation: LevelModel;
  /** Where the slug lives: on the item, on each translation, or nowhere. */
  slug: 'item' | 'translation' | 'none';
  /** The parent relation when the collection's items form a tree (materials), else null. */
  tree: TreeModel | null;
}

/** One item as Directus holds it, before it becomes a nested create payload. */
export interface ModelItem {
  id: string;
  key: string;
  sites: SiteCode[];
  status: ContentRow['status'];
  sort: number;
  slug: string | null;
  content: Record<string, unknown>;
  translations: { language: string; slug: string | null; content: Record<string, unknown> }[];
  /** In a tree collection, the id of the parent's item (null for a root). */
  parent?: string | null;
}

export interface ContentModel {
  collections: Map<string, CollectionModel>;
  items: Map<string, ModelItem[]>;
}

export const ITEM_SYSTEM_FIELDS = [
  'id',
  'key',
  'sites',
  'status',
  'sort',
  'slug',
  'publish_start',
  'publish_end',
  'translations',
] as const;
const TRANSLATION_SYSTEM_FIELDS = ['id', 'languages_code', 'slug'];
const CHILD_SYSTEM_FIELDS = ['id', 'position'];
const SLUG = '$slug';

/**
 * `<collection>_translations`, unless that name is a content collection of its own
 * (docs/product/content.md §1.4 reads `page_checkout_translations` as one): then
 * `<collection>_texts`.
 */
export function translationsCollection(
  collection: string,
  contentCollections: ReadonlySet<string> = new Set(),
): string {
  const name = `${collection}_translations`;
  return contentCollections.has(name) ? `${collection}_texts` : name;
}

function contentOf(row: ContentRow, record: boolean): Record<string, unknown> {
  return record ? { entries: row.content } : row.content;
}

function valueOf(row: ContentRow, content: Record<string, unknown>, field: string): string {
  // JSON text tells a missing field (undefined) from an explicit null.
  return JSON.stringify(field === SLUG ? row.slug : content[field]) ?? 'undefined';
}

function relationLevel(
  owners: readonly Record<string, unknown>[],
  tree: RelationTree,
  ownerCollection: string,
  collectionPrefix: string,
  reserved: readonly string[],
  where: string,
): LevelModel {
  let stripped = owners;
  const relations: RelationModel[] = [];
  for (const [dotted, subtree] of Object.entries(tree)) {
    const path = dotted.split('.');
    const alias = path.join('_');
    const lists = owners.map((owner) => getPath(owner, path));
    const sawAbsent = lists.some((list) => list === undefined);
    const sawEmpty = lists.some((list) => Array.isArray(list) && list.length === 0);
    if (sawAbsent && sawEmpty) throw new Error(`${where}.${dotted}: both missing and empty`);
    const elements = lists.flatMap((list) => (Array.isArray(list) ? list : []));
    if (!elements.every((element) => element && typeof element === 'object')) {
      throw new Error(`${where}.${dotted}: not a list of objects`);
    }
    const collection = `${collectionPrefix}_${alias}`;
    const foreignKey = `${ownerCollection}_id`;
    const level = relationLevel(
      elements as Record<string, unknown>[],
      subtree,
      collection,
      collection,
      [...CHILD_SYSTEM_FIELDS, foreignKey],
      `${where}.${dotted}`,
    );
    relations.push({ alias, path, collection, foreignKey, ...level, emptyMeansAbsent: sawAbsent });
    stripped = stripped.map((owner) => withoutPath(owner, path));
  }
  const names = new Set([...reserved, ...relations.map((relation) => relation.alias)]);
  return { columns: inferColumns(stripped, names, where), relations };
}

function pick(content: Record<string, unknown>, fields: ReadonlySet<string>, keep: boolean) {
  return Object.fromEntries(
    Object.entries(content).filter(([field]) => fields.has(field) === keep),
  );
}

/**
 * The tree's parent column, from the items' values of the parent field: the same in every
 * language (it is a field of the item) and a key, or null for a root.
 */
function treeModel(
  collection: string,
  contents: readonly Record<string, unknown>[],
  translated: ReadonlySet<string>,
): TreeModel | null {
  const relation = TREE_RELATIONS[collection];
  if (!relation) return null;
  const where = `${collection}.${relation.field}`;
  if (translated.has(relation.field))
    throw new Error(`${where}: a parent must not change with the language`);
  const only = new Set([relation.field]);
  const [column] = inferColumns(
    contents.map((content) => pick(content, only, true)),
    new Set(),
    collection,
  );
  if (!column) return null;
  if (column.type !== 'string' && column.type !== 'json') throw new Error(`${where}: not a key`);
  // A parent key is short text whatever the shipped values look like (json: every one is null).
  return {
    column: { ...column, type: 'string' },
    children: relation.children,
    idAlias: `${column.name}_id`,
  };
}

/** How deep each key sits in the tree (roots 0), refusing a cycle. */
function keyDepths(collection: string, items: readonly ModelItem[], field: string) {
  const parents = new Map<string, Set<string>>();
  for (const item of items) {
    const parent = item.content[field];
    const set = parents.get(item.key) ?? new Set<string>();
    if (typeof parent === 'string') set.add(parent);
    parents.set(item.key, set);
  }
  const depths = new Map<string, number>();
  const depthOf = (key: string, path: readonly string[]): number => {
    if (path.includes(key))
      throw new Error(`${collection}: parent cycle ${[...path, key].join(' > ')}`);
    const known = depths.get(key);
    if (known !== undefined) return known;
    const above = [...(parents.get(key) ?? [])].map((parent) => depthOf(parent, [...path, key]));
    const depth = above.length === 0 ? 0 : 1 + Math.max(...above);
    depths.set(key, depth);
    return depth;
  };
  return (key: string) => depthOf(key, []);
}

/**
 * Each item with its parent's item id (parents first, so one create request inserts them in
 * order). An item whose sites are served by different items of its parent key is split into one
 * item per parent item (`key@first-site`, with the translations of its sites' languages).
 */
function linkTree(collection: string, items: readonly ModelItem[], field: string): ModelItem[] {
  const depthOf = keyDepths(collection, items, field);
  const ordered = [...items].sort((a, b) => depthOf(a.key) - depthOf(b.key));
  const linked: ModelItem[] = [];
  for (const item of ordered) {
    const key = item.content[field];
    if (typeof key !== 'string') {
      linked.push({ ...item, parent: null });
      continue;
    }
    const bySite = new Map<string, SiteCode[]>();
    for (const site of item.sites) {
      const parent = linked.find((other) => other.key === key && other.sites.includes(site));
      if (!parent) throw new Error(`${collection} ${item.id}: no parent '${key}' on ${site}`);
      bySite.set(parent.id, [...(bySite.get(parent.id) ?? []), site]);
    }
    for (const [parent, sites] of bySite) {
      if (bySite.size === 1) {
        linked.push({ ...item, parent });
        continue;
      }
      const languages = new Set<string>(sites.map((site) => contentLanguageOf(site)));
      linked.push({
        ...item,
        id: itemId(item.key, sites[0] ?? null),
        sites,
        parent,
        translations: item.translations.filter((entry) => languages.has(entry.language)),
      });
    }
  }
  return linked;
}

/**
 * The Directus data model of one collection, derived from its shipped rows: one item per group
 * of sites that share everything but the language, the fields that change with the language in
 * `<collection>_translations` (one row per language), the rest typed on the item.
 */
function collectionModel(
  collection: string,
  rows: readonly ContentRow[],
  contentCollections: ReadonlySet<string>,
) {
  const translationsName = translationsCollection(collection, contentCollections);
  const record = rows.some((row) => Object.keys(row.content).some((key) => !FIELD_NAME.test(key)));
  const byKey = new Map<string, ContentRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const groups: ContentRow[][] = [];
  const translated = new Set<string>();
  for (const keyRows of byKey.values()) {
    const contents = new Map(keyRows.map((row) => [row, contentOf(row, record)]));
    const fields = [...new Set(keyRows.flatMap((row) => Object.keys(contents.get(row) ?? {})))];
    fields.push(SLUG);
    const value = (row: ContentRow, field: string) => valueOf(row, contents.get(row) ?? {}, field);
    // A field that differs between two sites of one language belongs to the site: such sites
    // get items of their own.
    const siteFields = fields.filter((field) => {
      const byLanguage = new Map<string, string>();
      return keyRows.some((row) => {
        const language = contentLanguageOf(row.site as SiteCode);
        const seen = byLanguage.get(language);
        byLanguage.set(language, value(row, field));
        return seen !== undefined && seen !== value(row, field);
      });
    });
    const bySignature = new Map<string, ContentRow[]>();
    for (const row of keyRows) {
      const signature = JSON.stringify([
        row.status,
        row.sort,
        ...siteFields.map((f) => value(row, f)),
      ]);
      bySignature.set(signature, [...(bySignature.get(signature) ?? []), row]);
    }
    for (const group of bySignature.values()) {
      groups.push(group);
      for (const field of fields) {
        const first = group[0];
        if (first && group.some((row) => value(row, field) !== value(first, field))) {
          translated.add(field);
        }
      }
    }
  }
  const slug = translated.has(SLUG)
    ? 'translation'
    : rows.some((row) => row.slug !== null)
      ? 'item'
      : 'none';
  translated.delete(SLUG);
  let items: ModelItem[] = groups.map((group) => {
    const [first] = group as [ContentRow, ...ContentRow[]];
    const key = first.key;
    const single = groups.filter((other) => other[0]?.key === key).length === 1;
    const languages = new Map<string, ContentRow>();
    for (const row of group) languages.set(contentLanguageOf(row.site as SiteCode), row);
    return {
      id: itemId(key, single ? null : first.site),
      key,
      sites: group.map((row) => row.site as SiteCode),
      status: first.status,
      sort: first.sort,
      slug: slug === 'item' ? first.slug : null,
      content: pick(contentOf(first, record), translated, false),
      translations:
        translated.size === 0 && slug !== 'translation'
          ? []
          : [...languages].map(([language, row]) => ({
              language,
              slug: slug === 'translation' ? row.slug : null,
              content: pick(contentOf(row, record), translated, true),
            })),
    };
  });
  const tree = RELATION_PATHS[collection] ?? {};
  const itemTree: Record<string, RelationTree> = {};
  const translationTree: Record<string, RelationTree> = {};
  for (const [path, subtree] of Object.entries(tree)) {
    const root = path.split('.')[0] ?? path;
    (translated.has(root) ? translationTree : itemTree)[path] = subtree;
  }
  const translations = items.some((item) => item.translations.length > 0) ? translationsName : null;
  const parents = treeModel(
    collection,
    items.map((item) => item.content),
    translated,
  );
  if (parents) items = linkTree(collection, items, parents.column.field);
  const treeField = new Set(parents ? [parents.column.field] : []);
  const model: CollectionModel = {
    collection,
    record,
    item: relationLevel(
      items.map((item) => pick(item.content, treeField, false)),
      itemTree,
      collection,
      collection,
      ITEM_SYSTEM_FIELDS,
      collection,
    ),
    translations,
    translation: relationLevel(
      items.flatMap((item) => item.translations.map((translation) => translation.content)),
      translationTree,
      translationsName,
      collection,
      [...TRANSLATION_SYSTEM_FIELDS, `${collection}_id`],
      translationsName,
    ),
    slug,
    tree: parents,
  };
  if (parents && model.item.columns.some((column) => column.name === parents.idAlias)) {
    throw new Error(`${collection}: field '${parents.idAlias}' is the parent id's read alias`);
  }
  return { model, items };
}

/** The model of every collection and the items to load, from rows grouped by collection. */
export function buildContentModel(rows: ReadonlyMap<string, readonly ContentRow[]>): ContentModel {
  const collections = new Map<string, CollectionModel>();
  const items = new Map<string, ModelItem[]>();
  for (const [collection, list] of rows) {
    const built = collectionModel(collection, list, new Set(rows.keys()));
    collections.set(collection, built.model);
    items.set(collection, built.items);
  }
  return { collections, items };
}
