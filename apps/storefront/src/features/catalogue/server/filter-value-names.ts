import { formatMeasure, type FilterGroup } from '@atelier/core-catalogue';

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
