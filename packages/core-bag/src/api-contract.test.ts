import {
  classifyCartError,
  countProducts,
  lineTotal,
  remainingToFreeShipping,
  selectBestCart,
  shippingPriceFor,
  synchronizeStock,
  type BagLine,
  type CartErrorKind,
  type PriceRange,
} from '@atelier/core-bag';
import { describe, expect, expectTypeOf, it } from 'vitest';

// docs/api-contract.md §3, @atelier/core-bag: the names and shapes other channels rely on, imported
// from the package root as they would be.
describe('core-bag public contract', () => {
  it('has the contract types', () => {
    expectTypeOf<BagLine>().toEqualTypeOf<{
      entryNumber: number;
      productId: string;
      sizeCode?: string | null;
      quantity: number;
      price: number;
      stock: number;
      hasOverallStock: boolean;
      onlineStock: boolean;
      availableSdd: string[];
      isGift: boolean;
      isToussi?: boolean;
      engravingText?: string | null;
    }>();
    expectTypeOf<PriceRange>().toEqualTypeOf<{ minimum: number; price: number }>();
    expectTypeOf<CartErrorKind>().toEqualTypeOf<
      'cartGone' | 'noStock' | 'expired' | 'noSddStock' | 'wishlist' | 'voucher' | 'unexpected'
    >();
  });

  it('has the contract signatures', () => {
    expectTypeOf(lineTotal).toEqualTypeOf<(lines: BagLine[]) => number>();
    expectTypeOf(countProducts).toEqualTypeOf<(lines: BagLine[]) => number>();
    expectTypeOf(synchronizeStock).parameters.toEqualTypeOf<[lines: BagLine[]]>();
    expectTypeOf(synchronizeStock).returns.toEqualTypeOf<{
      lines: BagLine[];
      removed: BagLine[];
      reduced: BagLine[];
    }>();
    expectTypeOf(shippingPriceFor).toEqualTypeOf<
      (ranges: PriceRange[], total: number, discounts: number) => number
    >();
    expectTypeOf(remainingToFreeShipping).toEqualTypeOf<
      (ranges: PriceRange[], total: number, discounts: number) => number | null
    >();
    expectTypeOf(selectBestCart).parameters.toEqualTypeOf<
      [lines: BagLine[], storesForPostalCode: string[]]
    >();
    expectTypeOf(selectBestCart).returns.toEqualTypeOf<{
      lines: BagLine[];
      removed: BagLine[];
      removedGroup: 'A' | 'B' | null;
      sddEnabled: boolean;
    }>();
    expectTypeOf(classifyCartError).toEqualTypeOf<(error: unknown) => CartErrorKind>();
  });

  it('means what the contract says', () => {
    const line = (overrides: Partial<BagLine>): BagLine => ({
      entryNumber: 0,
      productId: 'p',
      quantity: 1,
      price: 10,
      stock: 5,
      hasOverallStock: true,
      onlineStock: true,
      availableSdd: [],
      isGift: false,
      ...overrides,
    });
    const gift = line({ entryNumber: 2, price: 99, quantity: 3, isGift: true });
    const toussi = line({ entryNumber: 3, price: 0, quantity: 2, isToussi: true });
    expect(lineTotal([line({ price: 19.99, quantity: 3 }), gift])).toBe(59.97);
    expect(countProducts([line({ quantity: 2 }), gift, toussi])).toBe(2);

    const over = line({ entryNumber: 0, quantity: 4, stock: 2 });
    const none = line({ entryNumber: 1, stock: 0 });
    const offline = line({ entryNumber: 4, hasOverallStock: false });
    const input = [over, none, gift, offline];
    const synced = synchronizeStock(input);
    expect(synced.lines).toEqual([{ ...over, quantity: 2 }, gift]);
    expect(synced.reduced).toEqual([{ ...over, quantity: 2 }]);
    expect(synced.removed).toEqual([none, offline]);
    expect(input).toEqual([over, none, gift, offline]);

    const ranges = [
      { minimum: 0, price: 4.95 },
      { minimum: 60, price: 0 },
    ];
    expect(shippingPriceFor(ranges, 70, 15)).toBe(4.95);
    expect(shippingPriceFor([{ minimum: 30, price: 3 }], 10, 0)).toBe(3);
    expect(shippingPriceFor([], 10, 0)).toBe(0);
    expect(remainingToFreeShipping(ranges, 70, 15)).toBe(5);
    expect(remainingToFreeShipping(ranges, 90, 0)).toBe(0);
    expect(remainingToFreeShipping([{ minimum: 0, price: 3 }], 10, 0)).toBeNull();

    const web = line({ entryNumber: 0, price: 10 });
    const store = line({ entryNumber: 1, price: 10, onlineStock: false, availableSdd: ['s1'] });
    expect(selectBestCart([web, store, gift], ['s1'])).toEqual({
      lines: [web, gift],
      removed: [store],
      removedGroup: 'B',
      sddEnabled: false,
    });
    expect(selectBestCart([web, store], ['s2']).removedGroup).toBeNull();

    expect(classifyCartError({ status: 404, errors: [] })).toBe('cartGone');
    expect(classifyCartError({ errors: [{ type: 'CartExpiredError', subject: 'c2' }] })).toBe(
      'expired',
    );
    expect(classifyCartError({ errors: [{ type: 'InsufficientStockError' }] })).toBe('noStock');
    expect(classifyCartError({ errors: [{ type: 'VoucherOperationError' }] })).toBe('voucher');
    expect(classifyCartError('boom')).toBe('unexpected');
  });
});
