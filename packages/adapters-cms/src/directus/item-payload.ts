import { fromStored, toStored } from './columns.js';
import type { CollectionModel, LevelModel, ModelItem } from './content-model.js';
import { getPath, setPath, withoutPath } from './relations.js';

type Payload = Record<string, unknown>;

/** One level's stored fields, with its related lists as nested creates (position = list order). */
export function levelPayload(level: LevelModel, content: Record<string, unknown>): Payload {
  let rest = content;
  const payload: Payload = {};
  for (const relation of level.relations) {
    const list = getPath(content, relation.path);
    payload[relation.alias] = (Array.isArray(list) ? list : []).map((element, position) => ({
      position,
      ...levelPayload(relation, element as Record<string, unknown>),
    }));
    rest = withoutPath(rest, relation.path);
  }
  for (const column of level.columns) payload[column.name] = toStored(column, rest);
  return payload;
}

/** The nested create payload of one item: the item, its translations and their lists. */
export function itemPayload(model: CollectionModel, item: ModelItem): Payload {
  const payload: Payload = {
    ...levelPayload(model.item, item.content),
    id: item.id,
    key: item.key,
    sites: item.sites,
    status: item.status,
    sort: item.sort,
    publish_start: null,
    publish_end: null,
  };
  if (model.slug === 'item') payload['slug'] = item.slug;
  // The many-to-one stores the parent item's id (the key, or key@site for a split key).
  if (model.tree) payload[model.tree.column.name] = item.parent ?? null;
  if (model.translations) {
    payload['translations'] = item.translations.map((translation) => ({
      ...levelPayload(model.translation, translation.content),
      languages_code: translation.language,
      ...(model.slug === 'translation' ? { slug: translation.slug } : {}),
    }));
  }
  return payload;
}

/**
 * The item as a read that expands the parent (`fields=parent.key,parent_id`, `parent_id` the
 * alias of the stored id) answers it. For tests that stand in for Directus.
 */
export function itemAsRead(model: CollectionModel, item: ModelItem): Payload {
  const payload = itemPayload(model, item);
  if (!model.tree) return payload;
  const { column, idAlias } = model.tree;
  const key = item.content[column.field];
  return {
    ...payload,
    [column.name]: typeof key === 'string' ? { key } : null,
    [idAlias]: payload[column.name],
  };
}

function byPosition(list: unknown): Payload[] {
  if (!Array.isArray(list)) return [];
  return (list.filter((entry) => entry && typeof entry === 'object') as Payload[]).sort(
    (a, b) => Number(a['position'] ?? 0) - Number(b['position'] ?? 0),
  );
}

/** Reads one level back into content: typed fields, then the related lists in their order. */
export function levelContent(level: LevelModel, stored: Payload): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const column of level.columns) fromStored(column, stored[column.name], content);
  for (const relation of level.relations) {
    const children = byPosition(stored[relation.alias]);
    if (children.length === 0 && relation.emptyMeansAbsent) continue;
    setPath(
      content,
      relation.path,
      children.map((child) => levelContent(relation, child)),
    );
  }
  return content;
}
