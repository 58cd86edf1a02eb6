import { formatMeasure, type FilterGroup } from '@atelier/core-catalogue';
import type { SelectionGroup } from '../filter-path.js';

/**
 * The names a listing's filters show for the back-end's classification values (issue 32): the
 * site's label `filterValue.<group>.<value>` (the content's filter value names), a number (a size)
 * written in the site's locale, or else the value as it comes (collections are
 * brand names).
 */
export function filterValueNames(
  labels: Readonly<Record<string, string>>,
  locale: string,
): (group: FilterGroup, value: string) => string {
  return (group, value) => labels[`filterValue.${group}.${value}`] ?? formatMeasure(value, locale);
}

/**
 * The names of the filter groups as the filters show them (the site's labels keyed by group:
 * `material`, `gem`, `price`), from which their address segments are written
 * (docs/product/catalogue.md §3.4); none for a group the labels do not name.
 */
export function filterGroupNames(
  labels: Readonly<Record<string, string>>,
): (group: SelectionGroup) => string | undefined {
  return (group) => labels[group];
}
