import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartToussis, toussiSchema, toussiState, toussisResponseSchema } from './toussi.js';

describe('toussis', () => {
  it('maps state codes: 1 obtained, 2 pick at store, anything else not obtained', () => {
    expect(toussiState(1)).toBe('obtained');
    expect(toussiState(2)).toBe('pick-at-store');
    expect(toussiState(0)).toBe('not-obtained');
    expect(toussiState(3)).toBe('not-obtained');
    fc.assert(
      fc.property(
        fc.double().filter((n) => n !== 1 && n !== 2),
        (code) => {
          expect(toussiState(code)).toBe('not-obtained');
        },
      ),
    );
  });

  it('reads the toussis answer with mapped states', () => {
    const answer = toussisResponseSchema.parse({
      toussis: [
        { productId: 'T1', toussiNumber: 1, state: 2, neededPoints: 100, missingPoints: 0 },
      ],
      userPoints: 120,
      myToussisLevel: 2,
    });
    expect(answer.toussis[0]?.state).toBe('pick-at-store');
    expect(toussiSchema.safeParse({ productId: 'T1', toussiNumber: 1 }).success).toBe(false);
  });

  it('offers in the cart the first four pick-at-store toussis with stock', () => {
    const toussis = [
      { productId: 'a', state: 'pick-at-store' as const },
      { productId: 'b', state: 'obtained' as const },
      { productId: 'c', state: 'pick-at-store' as const },
      { productId: 'nostock', state: 'pick-at-store' as const },
      { productId: 'd', state: 'pick-at-store' as const },
      { productId: 'e', state: 'pick-at-store' as const },
      { productId: 'f', state: 'pick-at-store' as const },
    ];
    const result = cartToussis(toussis, (id) => id !== 'nostock');
    expect(result.map((t) => t.productId)).toEqual(['a', 'c', 'd', 'e']);
  });

  it('never offers more than four, nor any without stock or not ready to pick', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productId: fc.string(),
            state: fc.constantFrom(
              'obtained' as const,
              'pick-at-store' as const,
              'not-obtained' as const,
            ),
            stock: fc.boolean(),
          }),
        ),
        (toussis) => {
          const stock = new Map(toussis.map((t) => [t.productId, t.stock]));
          const result = cartToussis(toussis, (id) => stock.get(id) === true);
          expect(result.length).toBeLessThanOrEqual(4);
          for (const t of result) {
            expect(t.state).toBe('pick-at-store');
            expect(stock.get(t.productId)).toBe(true);
          }
        },
      ),
    );
  });
});
