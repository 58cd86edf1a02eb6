import { FILTER_GROUPS, slugify, type FilterGroup } from '@atelier/core-catalogue';

/**
 * SEO filter path segments of a category URL (`/{lang}/{slug}/c/{id}/{filters*}`): each
 * segment is `{group}-{value}` with the group in lower case and the value slugified,
 * e.g. `/es-es/pulseras/c/3/material-silver/gem-diamond` or `.../price-50-100`. Segments are kept sorted so one
 * filter set has one URL.
 */
/** The classification groups, and price (its values are the content's range ids). */
export type SelectionGroup = FilterGroup | 'price';
export type FilterSelection = Partial<Record<SelectionGroup, string[]>>;

const SELECTION_GROUPS: readonly SelectionGroup[] = [...FILTER_GROUPS, 'price'];

const GROUP_BY_KEY = new Map<string, SelectionGroup>(
  SELECTION_GROUPS.map((group) => [group.toLowerCase(), group]),
);

/** The selection of a filter path (values as slugs), or null when the path is malformed. */
export function parseFilterPath(path: string | undefined): FilterSelection | null {
  const selection: FilterSelection = {};
  if (!path) return selection;
  const seen = new Set<string>();
  for (const segment of path.split('/')) {
    const dash = segment.indexOf('-');
    if (dash <= 0 || dash === segment.length - 1) return null;
    const group = GROUP_BY_KEY.get(segment.slice(0, dash));
    const value = segment.slice(dash + 1);
    if (!group || slugify(value) !== value || seen.has(segment)) return null;
    seen.add(segment);
    (selection[group] ??= []).push(value);
  }
  return selection;
}

export function formatFilterPath(selection: FilterSelection): string {
  const segments: string[] = [];
  for (const group of SELECTION_GROUPS) {
    for (const value of selection[group] ?? []) segments.push(`${group.toLowerCase()}-${value}`);
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
