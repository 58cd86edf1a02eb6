import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bag, entry } from '../../test/entries.js';
import { SDD, STANDARD } from '../../test/fake-commerce.js';
import { bagSummary, freeShippingProgressShown } from './bag-summary.js';

describe('bag summary (docs/product/bag.md §3; docs/product/shipping.md §2)', () => {
  const lines = [
    entry({ entryNumber: 0, price: 20, quantity: 2 }),
    entry({ entryNumber: 1, price: 99, isGift: true }),
    entry({ entryNumber: 2, price: 0, isToussi: true }),
  ];

  it('totals without gifts, counts without gifts and toussis, prices standard shipping', () => {
    const summary = bagSummary(bag(lines), [STANDARD, SDD], {
      hasLoyaltyPromotion: true,
      loggedInWithLoyalty: true,
      userFreeShippingRemaining: 2,
    });
    expect(summary).toMatchObject({
      total: 40,
      count: 2,
      shippingPrice: 4.95,
      remainingToFreeShipping: 20,
      showsLoyaltyFreeShipping: true,
      employeeDiscountAvailable: false,
      withheldFreeGifts: [],
    });
  });

  it('subtracts discounts and uses the chosen method', () => {
    const discounted = bag(lines, {
      shippingMethod: SDD,
      priceSummary: {
        total: { value: 30, currency: 'EUR' },
        totalDiscounts: { value: 10, currency: 'EUR' },
      },
      shouldApplyPromotion: [{ key: 'employeeDiscount', value: true }],
    });
    const summary = bagSummary(discounted, [STANDARD, SDD]);
    expect(summary.shippingPrice).toBe(0);
    expect(summary.remainingToFreeShipping).toBe(30);
    expect(summary.employeeDiscountAvailable).toBe(true);
    expect(summary.showsLoyaltyFreeShipping).toBe(false);
  });

  it('prices the chosen method by the applicable methods, as the bag only names it', () => {
    // What the back-end's cart says: the code, with no price table.
    const named = bag(lines, {
      shippingMethod: { code: STANDARD.code, isSdd: false, available: true, priceRanges: [] },
    });
    expect(bagSummary(named, [STANDARD, SDD]).shippingPrice).toBe(4.95);
    // A method no longer offered keeps what the bag says of it.
    expect(bagSummary(named, [SDD]).shippingPrice).toBe(0);
  });

  it('ships free while a free-shipping promotion applies, and keeps the loyalty box to uncheck', () => {
    const free = bag(lines, {
      priceSummary: {
        total: { value: 40, currency: 'EUR' },
        appliedPromotion: [{ promotionTypeCode: 'FreeShippingPromotion' }],
      },
    });
    const member = { hasLoyaltyPromotion: true, loggedInWithLoyalty: true };
    const summary = bagSummary(free, [STANDARD, SDD], { ...member, userFreeShippingRemaining: 1 });
    expect(summary.shippingPrice).toBe(0);
    expect(summary.remainingToFreeShipping).toBe(0);
    expect(summary.showsLoyaltyFreeShipping).toBe(true);
    // No free shipments left: no box, whatever else holds.
    const spent = bagSummary(bag(lines), [STANDARD], { ...member, userFreeShippingRemaining: 0 });
    expect(spent.showsLoyaltyFreeShipping).toBe(false);
  });

  it('is empty for no bag', () => {
    expect(bagSummary(null, [])).toMatchObject({
      total: 0,
      count: 0,
      shippingPrice: 0,
      remainingToFreeShipping: null,
    });
  });

  it('never says "ships free" while the chosen method is charged (issue 31 point 9)', () => {
    const paidSdd = {
      ...SDD,
      priceRanges: [{ minimum: 0, price: { value: 7.95, currency: 'EUR' } }],
    };
    const over = [entry({ entryNumber: 0, price: 80, quantity: 1 })];
    expect(bagSummary(bag(over, { shippingMethod: paidSdd }), [STANDARD, paidSdd])).toMatchObject({
      shippingPrice: 7.95,
      remainingToFreeShipping: 0,
      showsFreeShippingProgress: false,
    });
    expect(bagSummary(bag(over), [STANDARD, paidSdd]).showsFreeShippingProgress).toBe(true);
    // Nothing chosen and the web cannot ship this bag (a piece only shops hold): no promise.
    const noWeb = [{ ...STANDARD, available: false }, paidSdd];
    expect(bagSummary(bag(over), noWeb).showsFreeShippingProgress).toBe(false);
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null }),
        fc.boolean(),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (remaining, chosenIsStandard, shippingPrice) => {
          const shown = freeShippingProgressShown({ remaining, chosenIsStandard, shippingPrice });
          // Reached and shown means the shopper really pays nothing for shipping.
          if (shown && remaining === 0) expect(shippingPrice).toBe(0);
          // "Add X more" is only said of the standard method, whose range it is.
          if (shown && remaining !== null && remaining > 0) expect(chosenIsStandard).toBe(true);
          if (remaining === null) expect(shown).toBe(false);
        },
      ),
    );
  });
});
