import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_CODES } from '../payment/payment-methods.js';
import { EXPRESS_WALLET_CODES, expressMethods, type ExpressBag } from './express-methods.js';

const mode = (code: string, expressCheckoutEnabled = true) => ({ code, expressCheckoutEnabled });
const BAG: ExpressBag = { shopperLines: 1, total: 89.9, locked: false };
const ordered = (codes: readonly string[]) => codes.map((code, order) => ({ code, order }));

describe('expressMethods', () => {
  it("offers the site's express wallets the back-end enables, in the site's order", () => {
    expect(
      expressMethods({
        site: [
          { code: 'paypal', order: 2 },
          { code: 'applepay', order: 0 },
          { code: 'googlepay', order: 1 },
        ],
        modes: [mode('card', false), mode('paypal'), mode('applepay'), mode('googlepay')],
        bag: BAG,
      }),
    ).toEqual(['applepay', 'googlepay', 'paypal']);
  });

  it('leaves out what the back-end offers without expressCheckoutEnabled, or not at all', () => {
    expect(
      expressMethods({
        site: ordered(['applepay', 'googlepay', 'paypal']),
        modes: [mode('applepay', false), mode('paypal')],
      }),
    ).toEqual(['paypal']);
  });

  it("offers nothing without the back-end's answer: it decides", () => {
    expect(expressMethods({ site: ordered(['applepay']), modes: null })).toEqual([]);
  });

  it('offers nothing for a bag of gifts only, an empty or free bag, or one that is changing', () => {
    const input = { site: ordered(['applepay']), modes: [mode('applepay')] };
    expect(expressMethods({ ...input, bag: { ...BAG, shopperLines: 0 } })).toEqual([]);
    expect(expressMethods({ ...input, bag: { ...BAG, total: 0 } })).toEqual([]);
    expect(expressMethods({ ...input, bag: { ...BAG, locked: true } })).toEqual([]);
    expect(expressMethods({ ...input, bag: BAG })).toEqual(['applepay']);
  });

  const code = fc.constantFrom(...PAYMENT_METHOD_CODES, 'unknownwallet');
  const input = fc.record({
    site: fc.array(fc.record({ code, order: fc.integer({ min: -5, max: 20 }) }), {
      maxLength: 8,
    }),
    modes: fc.option(
      fc.array(fc.record({ code, expressCheckoutEnabled: fc.boolean() }), { maxLength: 10 }),
    ),
    bag: fc.option(
      fc.record({
        shopperLines: fc.integer({ min: 0, max: 5 }),
        total: fc.double({ min: -10, max: 1000, noNaN: true }),
        locked: fc.boolean(),
      }),
      { nil: undefined },
    ),
  });

  it('offers only express wallets that both the site lists and the back-end enables, once each', () => {
    fc.assert(
      fc.property(input, (given) => {
        const offered = expressMethods(given);
        expect(new Set(offered).size).toBe(offered.length);
        for (const method of offered) {
          expect(EXPRESS_WALLET_CODES as readonly string[]).toContain(method);
          expect(given.site.map((m) => m.code)).toContain(method);
          expect(given.modes?.some((m) => m.code === method && m.expressCheckoutEnabled)).toBe(
            true,
          );
        }
      }),
    );
  });

  it("keeps the site's order and never offers anything for a bag that cannot be paid", () => {
    fc.assert(
      fc.property(input, (given) => {
        const offered = expressMethods(given);
        const firstOrder = (c: string) =>
          Math.min(...given.site.filter((m) => m.code === c).map((m) => m.order));
        for (let i = 1; i < offered.length; i += 1) {
          expect(firstOrder(offered[i - 1]!)).toBeLessThanOrEqual(firstOrder(offered[i]!));
        }
        const bag = given.bag;
        if (bag && (bag.locked || bag.shopperLines === 0 || bag.total <= 0)) {
          expect(offered).toEqual([]);
        }
      }),
    );
  });
});
