import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appliedVoucherCodes, isVoucherApplied } from './applied-vouchers.js';

const v = (voucherCode: string) => ({ voucherCode });
const codeArb = fc.constantFrom('SANDBOX5', 'FREESHIP', 'sandbox5', 'WELCOME10', ' FREESHIP ');

describe('applied vouchers (docs/product/bag.md §7; issue 31, 8)', () => {
  it('lists every stacked voucher, the first one too', () => {
    expect(
      appliedVoucherCodes({
        appliedVouchers: [v('FREESHIP'), v('SANDBOX5')],
        appliedVoucher: v('FREESHIP'),
      }),
    ).toEqual(['FREESHIP', 'SANDBOX5']);
    expect(appliedVoucherCodes({ appliedVoucher: v('SANDBOX5') })).toEqual(['SANDBOX5']);
    expect(appliedVoucherCodes(undefined)).toEqual([]);
  });

  it('knows a typed code that is already applied, whatever its case', () => {
    expect(isVoucherApplied(['SANDBOX5'], ' sandbox5 ')).toBe(true);
    expect(isVoucherApplied(['SANDBOX5'], 'FREESHIP')).toBe(false);
    expect(isVoucherApplied(['SANDBOX5'], '  ')).toBe(false);
  });

  it('shows each applied code once and loses none', () => {
    fc.assert(
      fc.property(fc.array(codeArb), fc.option(codeArb), (list, single) => {
        const codes = appliedVoucherCodes({
          appliedVouchers: list.map(v),
          appliedVoucher: single === null ? null : v(single),
        });
        const keys = codes.map((c) => c.trim().toUpperCase());
        expect(new Set(keys).size).toBe(keys.length);
        for (const code of [...list, ...(single === null ? [] : [single])])
          expect(isVoucherApplied(codes, code)).toBe(true);
      }),
    );
  });

  it('keeps the back-end order of the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('A1', 'B2', 'C3', 'D4')), (list) => {
        expect(appliedVoucherCodes({ appliedVouchers: list.map(v) })).toEqual(list);
      }),
    );
  });
});
