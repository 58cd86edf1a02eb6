import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterProducts } from '../products/filter-products.js';
import { sortProducts } from '../products/sort-products.js';
import { listingView } from './listing-view.js';

const product = fc.record({
  id: fc.uuid(),
  pricing: fc.record({ price: fc.integer({ min: 0, max: 100 }) }),
  classifications: fc.record({
    material: fc.array(fc.constantFrom('gold', 'silver'), { maxLength: 2 }),
  }),
  novelty: fc.boolean(),
});

describe('listingView', () => {
  it('shows the first pages of the filtered, sorted list and knows when more remain', () => {
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.nat(6),
        fc.constantFrom('selection', 'highestPrice', 'lowestPrice', 'novelties' as const),
        (products, pageSize, page, order) => {
          const filters = { material: ['gold'] };
          const all = sortProducts(filterProducts(products, filters), order);
          const view = listingView({ products, filters, order, page, pageSize });
          expect(view.all).toEqual(all);
          const lastPage = Math.max(Math.ceil(all.length / pageSize) - 1, 0);
          expect(view.shown).toEqual(all.slice(0, (Math.min(page, lastPage) + 1) * pageSize));
          expect(view.hasMore).toBe(page < lastPage);
        },
      ),
    );
  });
});
