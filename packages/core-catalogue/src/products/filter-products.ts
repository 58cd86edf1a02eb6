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

function matchesGroup(values: readonly string[] | undefined, selected: readonly string[]): boolean {
  return values !== undefined && values.some((value) => selected.includes(value));
}

/** Price ranges are inclusive at both ends. */
function matchesPrice(price: number, ranges: readonly PriceRangeFilter[]): boolean {
  return ranges.some((range) => price >= range.min && price <= range.max);
}

/** A product passes when every group with selections has one of its values selected. */
export function productMatchesFilters(
  product: FilterableProduct,
  filters: CategoryFilters,
): boolean {
  for (const group of FILTER_GROUPS) {
    const selected = filters[group];
    if (
      selected &&
      selected.length > 0 &&
      !matchesGroup(product.classifications[group], selected)
    ) {
      return false;
    }
  }
  const ranges = filters.price;
  return !ranges || ranges.length === 0 || matchesPrice(product.pricing.price, ranges);
}

export function filterProducts<P extends FilterableProduct>(
  products: P[],
  filters: CategoryFilters,
): P[] {
  return products.filter((product) => productMatchesFilters(product, filters));
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
