import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookForListing, type LookPieces } from './look-for-listing.js';

const productId = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8');
const look = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  productIds: fc.array(productId, { maxLength: 6 }),
});
const shared = (l: LookPieces, listed: ReadonlySet<string>) =>
  new Set(l.productIds.filter((id) => listed.has(id))).size;

describe('lookForListing', () => {
  it('picks a look of the site that no other look beats on shared products, the first on a tie', () => {
    fc.assert(
      fc.property(
        fc.array(look, { minLength: 1, maxLength: 8 }),
        fc.uniqueArray(productId),
        (looks, listedIds) => {
          const listed = new Set(listedIds);
          const chosen = lookForListing(looks, listed);
          const index = looks.findIndex((l) => l.id === chosen);
          expect(index).toBeGreaterThanOrEqual(0);
          const best = shared(looks[index]!, listed);
          looks.forEach((other, i) => {
            const count = shared(other, listed);
            expect(count).toBeLessThanOrEqual(best);
            if (i < index) expect(count).toBeLessThan(best);
          });
        },
      ),
    );
  });

  it('still fills the cell with the first look when no look shares a product', () => {
    const looks = [
      { id: 'evening', productIds: ['n1'] },
      { id: 'weekend', productIds: ['b1'] },
    ];
    expect(lookForListing(looks, new Set(['r1']))).toBe('evening');
    expect(lookForListing(looks, new Set(['b1']))).toBe('weekend');
  });

  it('counts a product a look lists twice once', () => {
    const looks = [
      { id: 'twice', productIds: ['a', 'a', 'a'] },
      { id: 'two', productIds: ['a', 'b'] },
    ];
    expect(lookForListing(looks, new Set(['a', 'b']))).toBe('two');
  });

  it('is null only for a site without looks', () => {
    expect(lookForListing([], new Set(['a']))).toBeNull();
  });
});
