import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
  // Stated as what the shopper sees, not as the functions the view is built from.
  it('shows a prefix of whole pages of gold products, in the order asked, and says whether more remain', () => {
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.nat(6),
        fc.constantFrom('selection', 'highestPrice', 'lowestPrice', 'novelties' as const),
        (products, pageSize, page, order) => {
          const view = listingView({
            products,
            filters: { material: ['gold'] },
            order,
            page,
            pageSize,
          });
          const gold = products.filter((p) => p.classifications.material.includes('gold'));
          // Every gold product is listed once, nothing else.
          expect(view.all.map((p) => p.id).sort()).toEqual(gold.map((p) => p.id).sort());
          // In the order asked.
          for (let i = 1; i < view.all.length; i += 1) {
            const [a, b] = [view.all[i - 1]!, view.all[i]!];
            if (order === 'lowestPrice')
              expect(a.pricing.price).toBeLessThanOrEqual(b.pricing.price);
            if (order === 'highestPrice')
              expect(a.pricing.price).toBeGreaterThanOrEqual(b.pricing.price);
            if (order === 'novelties')
              expect(Number(a.novelty)).toBeGreaterThanOrEqual(Number(b.novelty));
          }
          if (order === 'selection') expect(view.all).toEqual(gold);
          // The shown products are the start of that list: page + 1 whole pages, or all of it.
          expect(view.shown).toEqual(view.all.slice(0, view.shown.length));
          expect(view.shown.length).toBe(Math.min(view.all.length, (page + 1) * pageSize));
          // More remain exactly when some are not shown yet.
          expect(view.hasMore).toBe(view.shown.length < view.all.length);
        },
      ),
    );
  });
});
