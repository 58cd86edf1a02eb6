import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sellableFrom } from './sellable-from.js';

const product = fc.record({
  onlineStock: fc.boolean(),
  hasOverallStock: fc.boolean(),
  availableSdd: fc.array(fc.constantFrom('1001', '1002', '1004'), { maxLength: 3 }),
});

describe('sellableFrom', () => {
  it('a piece with online stock is sold from the web, whatever the stores hold', () => {
    fc.assert(
      fc.property(product, fc.boolean(), (p, sdd) => {
        expect(sellableFrom({ ...p, onlineStock: true }, sdd)).toBe('web');
      }),
    );
  });

  it('a store is the source only on a same-day site, for a piece a same-day store holds', () => {
    fc.assert(
      fc.property(product, fc.boolean(), (p, sdd) => {
        const from = sellableFrom(p, sdd);
        if (from === 'sameDayStore') {
          expect(sdd && !p.onlineStock && p.hasOverallStock).toBe(true);
          expect(p.availableSdd.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('without online stock on a site without same-day delivery nothing is sellable', () => {
    fc.assert(
      fc.property(product, (p) => {
        expect(sellableFrom({ ...p, onlineStock: false }, false)).toBe('none');
      }),
    );
  });

  it('examples: a store-only necklace on es-es, and the same one sold out everywhere', () => {
    const storeOnly = { onlineStock: false, hasOverallStock: true, availableSdd: ['1001'] };
    expect(sellableFrom(storeOnly, true)).toBe('sameDayStore');
    expect(sellableFrom({ ...storeOnly, hasOverallStock: false }, true)).toBe('none');
  });
});
