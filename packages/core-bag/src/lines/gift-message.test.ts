import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_LIMITS, giftMessageRemaining, giftMessageToSend } from './gift-message.js';

const FIELDS = ['destinationMessage', 'fromMessage', 'message'] as const;
const info = fc.record({
  destinationMessage: fc.string({ unit: 'grapheme', maxLength: 80 }),
  fromMessage: fc.string({ unit: 'grapheme', maxLength: 80 }),
  message: fc.string({ unit: 'grapheme', maxLength: 400 }),
});

describe('gift message limits (docs/product/bag.md §6)', () => {
  it('never sends a part longer than its limit, and keeps what the shopper wrote up to it', () => {
    fc.assert(
      fc.property(info, (written) => {
        const sent = giftMessageToSend(written);
        for (const field of FIELDS) {
          expect(sent[field].length).toBeLessThanOrEqual(GIFT_MESSAGE_LIMITS[field]);
          expect(written[field].trim().startsWith(sent[field])).toBe(true);
          // Nothing is cut from a part that fits.
          if (written[field].trim().length <= GIFT_MESSAGE_LIMITS[field])
            expect(sent[field]).toBe(written[field].trim());
        }
      }),
    );
  });

  it('is settled: sending what was sent changes nothing, and no emoji is cut in half', () => {
    fc.assert(
      fc.property(info, (written) => {
        const sent = giftMessageToSend(written);
        expect(giftMessageToSend(sent)).toEqual(sent);
        for (const field of FIELDS) expect(sent[field]).not.toMatch(/[\uD800-\uDBFF]$/);
      }),
    );
  });

  it('counts down what is left and stops at zero', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), fc.string({ maxLength: 300 }), (field, text) => {
        const left = giftMessageRemaining(field, text);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(Math.max(0, GIFT_MESSAGE_LIMITS[field] - text.length));
      }),
    );
    expect(giftMessageRemaining('message', 'x'.repeat(417))).toBe(0);
  });
});
