import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  purchaseReasonCode,
  purchaseReasonFromCode,
  purchaseReasonPayload,
} from './purchase-reason.js';

describe('purchase reason', () => {
  it('reads 1 as a gift, 2 as a self gift, anything else as none', () => {
    expect(purchaseReasonFromCode(1)).toBe('gift');
    expect(purchaseReasonFromCode(2)).toBe('selfGift');
    expect(purchaseReasonFromCode(0)).toBeNull();
    expect(purchaseReasonFromCode(null)).toBeNull();
    expect(purchaseReasonFromCode(undefined)).toBeNull();
  });
  it('round-trips through its code', () => {
    fc.assert(
      fc.property(fc.constantFrom('gift' as const, 'selfGift' as const), (reason) => {
        expect(purchaseReasonFromCode(purchaseReasonCode(reason))).toBe(reason);
      }),
    );
  });
  it('builds the send-purchase-reason payload', () => {
    expect(purchaseReasonPayload('t-1', 'selfGift', 'for me')).toEqual({
      ticketId: 't-1',
      purchaseReason: 2,
      comment: 'for me',
    });
  });
});
