import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyCartError, expiredCartId, type CartErrorKind } from './classify-cart-error.js';

const body = (errors: object[], status?: number) =>
  status === undefined ? { errors } : { status, errors };

describe('classifyCartError (docs/product/bag.md §9.2, §9.6)', () => {
  it.each<[string, unknown, CartErrorKind]>([
    ['invalid token', body([{ type: 'InvalidTokenError' }]), 'cartGone'],
    ['reason notFound', body([{ reason: 'notFound' }]), 'cartGone'],
    ['reason cartNotFound', body([{ reason: 'cartNotFound' }]), 'cartGone'],
    ['status 404', body([], 404), 'cartGone'],
    ['expired type', body([{ type: 'CartExpiredError', subject: 'new-id' }]), 'expired'],
    ['expired reason', body([{ reason: 'expired' }]), 'expired'],
    ['noSddStock reason', body([{ reason: 'noSddStock' }]), 'noSddStock'],
    ['noSddStock message', body([{ message: 'noSddStock' }]), 'noSddStock'],
    ['insufficient stock', body([{ type: 'InsufficientStockError' }]), 'noStock'],
    ['low stock code', body([{ errorCode: 'cart-entry.lowStockError-001' }]), 'noStock'],
    ['entry number code', body([{ errorCode: 'cart.entryNumber.lowStockError-004' }]), 'noStock'],
    ['validation code', body([{ errorCode: 'cart-entryNumber.validationError-004' }]), 'noStock'],
    ['cart-entry family', body([{ errorCode: 'cart-entry.anything' }]), 'noStock'],
    ['voucher', body([{ type: 'VoucherOperationError' }]), 'voucher'],
    // The sandbox's and OCC's answer for a voucher out of date: not the cart's expiry.
    [
      'expired voucher',
      body([{ type: 'VoucherOperationError', reason: 'expired', subject: 'SUMMER2020' }]),
      'voucher',
    ],
    ['wishlist', body([{ message: 'Product is already in Wishlist' }]), 'wishlist'],
    ['other', body([{ type: 'ModelSavingError' }]), 'unexpected'],
    ['empty list', body([]), 'unexpected'],
  ])('%s', (_name, error, kind) => {
    expect(classifyCartError(error)).toBe(kind);
  });

  it('takes the first kind in the contract order, whatever the order of the list', () => {
    const all = [
      { message: 'wishlist' },
      { type: 'VoucherOperationError' },
      { type: 'InsufficientStockError' },
      { reason: 'noSddStock' },
      { type: 'CartExpiredError' },
      { type: 'InvalidTokenError' },
    ];
    expect(classifyCartError(body(all))).toBe('cartGone');
    expect(classifyCartError(body(all.slice(0, 5)))).toBe('expired');
    expect(classifyCartError(body(all.slice(0, 4)))).toBe('noSddStock');
    expect(classifyCartError(body(all.slice(0, 3)))).toBe('noStock');
    expect(classifyCartError(body(all.slice(0, 2)))).toBe('voucher');
    expect(classifyCartError(body(all.slice(0, 1)))).toBe('wishlist');
  });

  it.each([null, undefined, 'boom', 42, new Error('x'), { errors: 'no' }, {}])(
    '%s is unexpected',
    (error) => {
      expect(classifyCartError(error)).toBe('unexpected');
    },
  );

  it('property: the order of the error list never matters, and a gone cart always wins', () => {
    const itemArb = fc.dictionary(
      fc.constantFrom('type', 'reason', 'message', 'errorCode', 'subject'),
      fc.oneof(
        fc.constantFrom(
          'InvalidTokenError',
          'CartExpiredError',
          'InsufficientStockError',
          'VoucherOperationError',
          'noSddStock',
          'expired',
          'wishlist',
          'cart-entry.lowStockError-001',
        ),
        fc.anything(),
      ),
    );
    const listAndShuffleArb = fc
      .array(itemArb, { maxLength: 6 })
      .chain((errors) =>
        fc.tuple(
          fc.constant(errors),
          fc.shuffledSubarray(errors, { minLength: errors.length, maxLength: errors.length }),
        ),
      );
    fc.assert(
      fc.property(listAndShuffleArb, fc.nat(), ([errors, shuffled], at) => {
        expect(classifyCartError({ errors: shuffled })).toBe(classifyCartError({ errors }));
        const gone = [...errors];
        gone.splice(at % (errors.length + 1), 0, { type: 'InvalidTokenError' });
        expect(classifyCartError({ errors: gone })).toBe('cartGone');
      }),
    );
  });

  it("never takes an expired voucher's code for a new cart id", () => {
    const voucher = body([{ type: 'VoucherOperationError', reason: 'expired', subject: 'X' }]);
    expect(expiredCartId(voucher)).toBeNull();
  });

  it('reads the new cart id of an expired cart from the subject', () => {
    expect(expiredCartId(body([{ type: 'CartExpiredError', subject: 'guid-2' }]))).toBe('guid-2');
    expect(expiredCartId(body([{ type: 'CartExpiredError' }]))).toBeNull();
    expect(expiredCartId('nope')).toBeNull();
  });
});

describe('one reading of the error envelope (issue 22)', () => {
  it('reads an InsufficientStockError under data as it reads one at the top level, as the checkout does', () => {
    const entry = { type: 'InsufficientStockError', message: 'No stock', subject: '100701' };
    expect(classifyCartError({ status: 400, data: { errors: [entry] } })).toBe('noStock');
    expect(classifyCartError({ status: 400, errors: [entry] })).toBe('noStock');
  });
});
