/**
 * The lists an editor edits as related items (O2M) instead of one JSON value: a page's modules
 * and their slides, the header and footer menus and their entries, the glossary's entries and a
 * policy's text blocks. Keys are dotted paths inside the owning object; values the nested lists
 * of each element. Everything else nested stays a JSON field of its item.
 */
export type RelationTree = { readonly [path: string]: RelationTree };

export const RELATION_PATHS: Readonly<Record<string, RelationTree>> = {
  page_home: { modules: { slides: {} } },
  page_landing: { modules: { slides: {} } },
  site_common: { 'header.menus': { items: {} }, 'footer.columns': { items: {} } },
  page_glossary: { entries: {} },
  policies: { textBlocks: {} },
};

/**
 * Trees inside one collection: the content field holding the parent's key becomes a many-to-one
 * to the same collection (the parent's item), with the parent's children as its O2M alias, so an
 * editor picks a material's parent from a list and sees a parent's children.
 */
export interface TreeRelation {
  /** The content field with the parent's key (null for a root); also the M2O field's name. */
  field: string;
  /** The O2M alias on the parent listing its children. */
  children: string;
}

export const TREE_RELATIONS: Readonly<Record<string, TreeRelation>> = {
  page_material: { field: 'parent', children: 'children' },
};

export function getPath(object: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = object;
  for (const step of path) {
    if (value === null || typeof value !== 'object' || !(step in value)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** A copy of the object without the value at path (copying only the objects on the way). */
export function withoutPath(
  object: Record<string, unknown>,
  path: readonly string[],
): Record<string, unknown> {
  const [first, ...rest] = path;
  if (first === undefined || !(first in object)) return object;
  const { [first]: inner, ...others } = object;
  if (rest.length === 0) return others;
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return object;
  return { ...others, [first]: withoutPath(inner as Record<string, unknown>, rest) };
}

export function setPath(
  object: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
): void {
  let target = object;
  path.slice(0, -1).forEach((step) => {
    const next = target[step];
    if (next === null || typeof next !== 'object') target[step] = {};
    target = target[step] as Record<string, unknown>;
  });
  const last = path.at(-1);
  if (last !== undefined) target[last] = value;
}
