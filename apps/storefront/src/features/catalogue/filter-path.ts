import {
  FILTER_GROUPS,
  slugify,
  type FilterGroup,
  type FilterSlugs,
} from '@atelier/core-catalogue';

/**
 * SEO filter path segments of a category URL (`/{lang}/{slug}/c/{id}/{filters*}`): each
 * segment is `{group}-{value}` in the site's language (docs/product/catalogue.md §3.4),
 * e.g. `/es-es/pulseras/c/3/material-plata/piedra-diamante` or `.../precio-50-100`; the code form
 * (`material-silver`) is read too. Segments are kept sorted so one filter set has one URL.
 * A selection holds the values' code slugs whatever form the address was written in.
 */
/** The classification groups, and price (its values are the content's range ids). */
export type SelectionGroup = FilterGroup | 'price';
export type FilterSelection = Partial<Record<SelectionGroup, string[]>>;

export const SELECTION_GROUPS: readonly SelectionGroup[] = [...FILTER_GROUPS, 'price'];

/** A group's code in the code form of a segment: `material`, `producttype`, `price`. */
export const groupKey = (group: SelectionGroup): string => group.toLowerCase();

const GROUP_BY_KEY = new Map<string, SelectionGroup>(
  SELECTION_GROUPS.map((group) => [groupKey(group), group]),
);

/**
 * The segments of a filter path, or null when the path cannot be one (a segment that is not a
 * slug, has no `group-value` shape, or comes twice): a 404 before anything is fetched.
 */
export function filterSegments(path: string | undefined): string[] | null {
  if (!path) return [];
  const segments = path.split('/');
  const seen = new Set<string>();
  for (const segment of segments) {
    const dash = segment.indexOf('-');
    if (dash <= 0 || dash === segment.length - 1) return null;
    if (slugify(segment) !== segment || seen.has(segment)) return null;
    seen.add(segment);
  }
  return segments;
}

/** The selection the segments name, or null when one names no value of the listing. */
export function readFilterSegments(
  segments: readonly string[],
  slugs: FilterSlugs,
): FilterSelection | null {
  const selection: FilterSelection = {};
  for (const segment of segments) {
    const found = slugs.read(segment);
    const group = found && GROUP_BY_KEY.get(found.key);
    if (!found || !group) return null;
    const values = (selection[group] ??= []);
    if (values.includes(found.code)) return null;
    values.push(found.code);
  }
  return selection;
}

export function formatFilterPath(selection: FilterSelection, slugs: FilterSlugs): string {
  const segments: string[] = [];
  for (const group of SELECTION_GROUPS) {
    for (const value of selection[group] ?? [])
      segments.push(slugs.segment(groupKey(group), value));
  }
  return segments.sort().join('/');
}

/** The selection with one value switched on or off. */
export function toggleSelection(
  selection: FilterSelection,
  group: SelectionGroup,
  value: string,
): FilterSelection {
  const current = selection[group] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const copy: FilterSelection = { ...selection };
  if (next.length === 0) delete copy[group];
  else copy[group] = next;
  return copy;
}
