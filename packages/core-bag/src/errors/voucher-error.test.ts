import { describe, expect, it } from 'vitest';
import { voucherErrorReason } from './voucher-error.js';

const refused = (reason: string, message = 'Voucher refused') => ({
  kind: 'voucher' as const,
  error: { status: 400, errors: [{ type: 'VoucherOperationError', reason, message }] },
});

describe('voucherErrorReason (docs/product/bag.md §7)', () => {
  it('tells an expired voucher from an invalid one', () => {
    expect(voucherErrorReason(refused('expired'))).toBe('expired');
    expect(voucherErrorReason(refused('invalid', 'Voucher SUMMER2020 has expired'))).toBe(
      'expired',
    );
    expect(voucherErrorReason(refused('invalid'))).toBe('invalid');
    expect(voucherErrorReason(refused('notApplicable'))).toBe('invalid');
  });

  it('a call that failed for another reason is unexpected, not the shopper’s code', () => {
    expect(voucherErrorReason({ kind: 'timeout', error: undefined })).toBe('unexpected');
    expect(voucherErrorReason({ kind: 'unexpected', error: { errors: [] } })).toBe('unexpected');
  });
});
