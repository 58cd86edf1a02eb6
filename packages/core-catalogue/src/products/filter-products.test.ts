import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_GROUPS,
  filterProducts,
  hasActiveFilters,
  toggleFilter,
  togglePriceRange,
  type CategoryFilters,
  type FilterGroup,
  type FilterableProduct,
} from './filter-products.js';

const value = fc.constantFrom('a', 'b', 'c', 'd');
const classifications = fc.dictionary(
  fc.constantFrom(...FILTER_GROUPS),
  fc.array(value, { maxLength: 3 }),
) as fc.Arbitrary<Partial<Record<FilterGroup, string[]>>>;
const product = fc.record({
  id: fc.uuid(),
  pricing: fc.record({ price: fc.integer({ min: 0, max: 200 }) }),
  classifications,
});
const range = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.string())
  .map(([a, b, id]) => ({ id, name: id, min: Math.min(a, b), max: Math.max(a, b) }));
const filters = fc
  .record({
    groups: fc.dictionary(fc.constantFrom(...FILTER_GROUPS), fc.array(value, { maxLength: 3 })),
    price: fc.option(fc.array(range, { maxLength: 3 }), { nil: undefined }),
  })
  .map(({ groups, price }) => ({ ...groups, ...(price ? { price } : {}) }) as CategoryFilters);

function oracle(p: FilterableProduct, f: CategoryFilters): boolean {
  const groupsOk = FILTER_GROUPS.every((group) => {
    const selected = f[group] ?? [];
    return (
      selected.length === 0 || (p.classifications[group] ?? []).some((v) => selected.includes(v))
    );
  });
  const ranges = f.price ?? [];
  const priceOk =
    ranges.length === 0 || ranges.some((r) => r.min <= p.pricing.price && p.pricing.price <= r.max);
  return groupsOk && priceOk;
}

describe('filterProducts', () => {
  it('keeps a product iff every group with selections matches one of its values', () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 20 }), filters, (products, f) => {
        const kept = filterProducts(products, f);
        expect(kept).toEqual(products.filter((p) => oracle(p, f)));
      }),
    );
  });

  it('includes both price bounds', () => {
    fc.assert(
      fc.property(range, fc.constantFrom('min', 'max'), (r, which) => {
        const p = { pricing: { price: r[which] }, classifications: {} };
        expect(filterProducts([p], { price: [r] })).toEqual([p]);
        const outside = {
          pricing: { price: which === 'min' ? r.min - 0.01 : r.max + 0.01 },
          classifications: {},
        };
        expect(filterProducts([outside], { price: [r] })).toEqual([]);
      }),
    );
  });

  it('keeps everything with no selections, and never adds or reorders', () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 20 }), filters, (products, f) => {
        expect(filterProducts(products, {})).toEqual(products);
        const kept = filterProducts(products, f);
        let cursor = 0;
        for (const p of kept) {
          cursor = products.indexOf(p, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('examples: groups are ANDed, values within a group ORed', () => {
    const silverRing = {
      pricing: { price: 50 },
      classifications: { material: ['silver'], productType: ['ring'] },
    };
    const goldRing = {
      pricing: { price: 150 },
      classifications: { material: ['gold'], productType: ['ring'] },
    };
    const silverChain = {
      pricing: { price: 30 },
      classifications: { material: ['silver'], productType: ['chain'] },
    };
    const all = [silverRing, goldRing, silverChain];
    expect(filterProducts(all, { material: ['silver', 'gold'], productType: ['ring'] })).toEqual([
      silverRing,
      goldRing,
    ]);
    expect(
      filterProducts(all, {
        material: ['silver'],
        price: [{ id: '1', name: '0-50', min: 0, max: 50 }],
      }),
    ).toEqual([silverRing, silverChain]);
    expect(filterProducts(all, { gem: ['ruby'] })).toEqual([]);
  });
});

describe('toggling filters', () => {
  it('turns a value on then off, dropping empty groups', () => {
    const on = toggleFilter({}, 'material', 'gold');
    expect(on).toEqual({ material: ['gold'] });
    expect(hasActiveFilters(on)).toBe(true);
    const off = toggleFilter(on, 'material', 'gold');
    expect(off).toEqual({});
    expect(hasActiveFilters(off)).toBe(false);
  });

  it('toggles price ranges by id', () => {
    const r = { id: 'r1', name: '0-50', min: 0, max: 50 };
    expect(togglePriceRange({}, r)).toEqual({ price: [r] });
    expect(togglePriceRange({ price: [r] }, r)).toEqual({});
  });

  it('toggling twice gives back the same selection', () => {
    fc.assert(
      fc.property(filters, fc.constantFrom(...FILTER_GROUPS), value, (f, group, v) => {
        const twice = toggleFilter(toggleFilter(f, group, v), group, v);
        expect(new Set(twice[group] ?? [])).toEqual(new Set(f[group] ?? []));
      }),
    );
  });
});
