export const FILTER_GROUPS = [
  'material',
  'gem',
  'color',
  'collection',
  'genre',
  'icon',
  'size',
  'productType',
] as const;

export type FilterGroup = (typeof FILTER_GROUPS)[number];

export interface PriceRangeFilter {
  id: string;
  name: string;
  min: number;
  max: number;
}

export type CategoryFilters = Partial<Record<FilterGroup, string[]>> & {
  price?: PriceRangeFilter[];
};

export interface FilterableProduct {
  pricing: { price: number };
  classifications: Partial<Record<FilterGroup, string[]>>;
}

/** The groups with selections and their values, read once per listing instead of per product. */
interface ActiveFilters {
  groups: FilterGroup[];
  selections: (readonly string[])[];
  /** undefined when no price range is selected. */
  ranges: readonly PriceRangeFilter[] | undefined;
}

function activeFilters(filters: CategoryFilters): ActiveFilters {
  const groups: FilterGroup[] = [];
  const selections: (readonly string[])[] = [];
  for (const group of FILTER_GROUPS) {
    const selected = filters[group];
    if (selected && selected.length > 0) {
      groups.push(group);
      selections.push(selected);
    }
  }
  const ranges = filters.price;
  return { groups, selections, ranges: ranges && ranges.length > 0 ? ranges : undefined };
}

// The two checks below are plain loops rather than some/includes with a callback: they run
// once per product and group over the whole catalogue (100k products in the bench), where a
// closure per call and a builtin call per value cost more than the comparison itself.

/** Whether one of the product's values is selected (strict equality, as includes on strings). */
function anySelected(values: readonly string[], selected: readonly string[]): boolean {
  for (let v = 0; v < values.length; v += 1) {
    const value = values[v];
    for (let s = 0; s < selected.length; s += 1) if (selected[s] === value) return true;
  }
  return false;
}

/** Price ranges are inclusive at both ends. */
function inSomeRange(price: number, ranges: readonly PriceRangeFilter[]): boolean {
  for (let r = 0; r < ranges.length; r += 1) {
    const range = ranges[r]!;
    if (price >= range.min && price <= range.max) return true;
  }
  return false;
}

type Classifications = FilterableProduct['classifications'];

/**
 * classifications[group] spelled as one named read per group: on a catalogue whose
 * products share the shape of their classifications (one back-end, one parser) each read
 * stays monomorphic, where a computed key goes through the engine's generic lookup (about a
 * third of the filter's time at 10k products in the bench).
 */
export function valuesOf(
  classifications: Classifications,
  group: FilterGroup,
): string[] | undefined {
  switch (group) {
    case 'material':
      return classifications.material;
    case 'gem':
      return classifications.gem;
    case 'color':
      return classifications.color;
    case 'collection':
      return classifications.collection;
    case 'genre':
      return classifications.genre;
    case 'icon':
      return classifications.icon;
    case 'size':
      return classifications.size;
    case 'productType':
      return classifications.productType;
  }
}

// The price range is checked before the groups: every check is a pure read, so the order
// does not change which products pass, and the price is two reads away from the product
// (pricing, then the number) where a group is three (classifications, the list, its
// values). At 100k products the filter is bound by those reads, not by the comparisons,
// so a product a range rejects is rejected with the fewest memory touches.
function matchesActive(product: FilterableProduct, active: ActiveFilters): boolean {
  const { groups, selections, ranges } = active;
  if (ranges !== undefined && !inSomeRange(product.pricing.price, ranges)) return false;
  if (groups.length > 0) {
    const classifications = product.classifications;
    for (let g = 0; g < groups.length; g += 1) {
      const values = valuesOf(classifications, groups[g]!);
      if (values === undefined || !anySelected(values, selections[g]!)) return false;
    }
  }
  return true;
}

/**
 * A product passes when every group with selections has one of its values selected. One
 * product at a time (the storefront counts facets with it): it reads the filters directly
 * rather than building filterProducts' per-call summary for a single product.
 */
export function productMatchesFilters(
  product: FilterableProduct,
  filters: CategoryFilters,
): boolean {
  const ranges = filters.price;
  if (ranges && ranges.length > 0 && !inSomeRange(product.pricing.price, ranges)) return false;
  for (const group of FILTER_GROUPS) {
    const selected = filters[group];
    if (selected && selected.length > 0) {
      const values = valuesOf(product.classifications, group);
      if (values === undefined || !anySelected(values, selected)) return false;
    }
  }
  return true;
}

/** Keeps input order; reads only pricing.price and classifications. */
export function filterProducts<P extends FilterableProduct>(
  products: P[],
  filters: CategoryFilters,
): P[] {
  const active = activeFilters(filters);
  const kept: P[] = [];
  for (let i = 0; i < products.length; i += 1) {
    const product = products[i];
    // A hole (a sparse array) is skipped, as Array.prototype.filter skips it; only a read
    // that gave undefined can be one, so a dense list never pays for the `in` lookup.
    if (product === undefined && !(i in products)) continue;
    if (matchesActive(product!, active)) kept.push(product!);
  }
  return kept;
}

/** Turns one filter value on or off; a group left empty disappears. */
export function toggleFilter(
  filters: CategoryFilters,
  group: FilterGroup,
  value: string,
): CategoryFilters {
  const current = filters[group] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [group]: _removed, ...rest } = filters;
  return next.length > 0 ? { ...rest, [group]: next } : rest;
}

export function togglePriceRange(
  filters: CategoryFilters,
  range: PriceRangeFilter,
): CategoryFilters {
  const current = filters.price ?? [];
  const next = current.some((r) => r.id === range.id)
    ? current.filter((r) => r.id !== range.id)
    : [...current, range];
  const { price: _removed, ...rest } = filters;
  return next.length > 0 ? { ...rest, price: next } : rest;
}

export function hasActiveFilters(filters: CategoryFilters): boolean {
  return (
    FILTER_GROUPS.some((group) => (filters[group]?.length ?? 0) > 0) ||
    (filters.price?.length ?? 0) > 0
  );
}
