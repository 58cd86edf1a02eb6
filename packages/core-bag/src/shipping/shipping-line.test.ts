import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingLine, type ShippingLineInput } from './shipping-line.js';

const cents = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100);
const input: fc.Arbitrary<ShippingLineInput> = fc.record({
  chosen: fc.constantFrom('standard' as const, 'other' as const, null),
  cartShippingPrice: fc.option(cents, { nil: null }),
  amount: cents,
  freeFrom: fc.option(cents, { nil: null }),
});

describe('shippingLine', () => {
  it('never says free while the cart charges for shipping', () => {
    fc.assert(
      fc.property(input, (i) => {
        const line = shippingLine(i);
        if (i.chosen !== null && i.cartShippingPrice !== null && i.cartShippingPrice > 0) {
          expect(line.kind).not.toBe('free');
        }
      }),
    );
  });

  it('a charged line carries exactly the price the cart gave', () => {
    fc.assert(
      fc.property(input, (i) => {
        const line = shippingLine(i);
        if (line.kind === 'charged') expect(line.price).toBe(i.cartShippingPrice);
      }),
    );
  });

  it('progress to free shipping only for the standard method, and never negative', () => {
    fc.assert(
      fc.property(input, (i) => {
        const line = shippingLine(i);
        if (line.kind === 'progress') {
          expect(i.chosen).not.toBe('other');
          expect(line.remaining).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('with no method on the cart its zero price is no promise: the standard range speaks', () => {
    fc.assert(
      fc.property(input, (i) => {
        const line = shippingLine({ ...i, chosen: null });
        if (i.freeFrom !== null && i.amount < i.freeFrom) expect(line.kind).toBe('progress');
      }),
    );
  });

  it('same-day delivery at 7.95 above the free range is charged, not free (issue 31 point 9)', () => {
    expect(
      shippingLine({
        chosen: 'other',
        cartShippingPrice: 7.95,
        amount: 231.9,
        freeFrom: 50,
      }),
    ).toEqual({ kind: 'charged', price: 7.95 });
    expect(
      shippingLine({ chosen: 'standard', cartShippingPrice: 0, amount: 231.9, freeFrom: 50 }),
    ).toEqual({ kind: 'free' });
    expect(
      shippingLine({ chosen: 'standard', cartShippingPrice: 4.95, amount: 30, freeFrom: 50 }),
    ).toEqual({ kind: 'progress', remaining: 20 });
  });
});
