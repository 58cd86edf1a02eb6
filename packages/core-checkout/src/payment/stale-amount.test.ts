import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkShownAmount } from './stale-amount.js';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('checkShownAmount (docs/product/bag.md §2; issue 31, 2)', () => {
  it('says the same total is the same and a new one changed, up or down', () => {
    expect(checkShownAmount(eur(231.9), eur(231.9))).toEqual({ kind: 'same' });
    expect(checkShownAmount(eur(0.1 + 0.2), eur(0.3))).toEqual({ kind: 'same' });
    expect(checkShownAmount(eur(231.9), eur(291.85))).toMatchObject({
      kind: 'changed',
      direction: 'up',
      current: eur(291.85),
    });
    expect(checkShownAmount(eur(231.9), eur(171.95))).toMatchObject({ direction: 'down' });
    expect(checkShownAmount(eur(10), { value: 10, currency: 'MXN' }).kind).toBe('changed');
  });

  it('is "same" exactly when the minor units match', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), (a, b) => {
        const check = checkShownAmount(eur(a / 100), eur(b / 100));
        expect(check.kind === 'same').toBe(a === b);
        if (check.kind === 'changed') expect(check.direction).toBe(b > a ? 'up' : 'down');
      }),
    );
  });

  it('is symmetric: a change seen one way is a change the other way', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (a, b) => {
        expect(checkShownAmount(eur(a / 100), eur(b / 100)).kind).toBe(
          checkShownAmount(eur(b / 100), eur(a / 100)).kind,
        );
      }),
    );
  });
});
