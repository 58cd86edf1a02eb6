import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { address } from '../../test/fixtures.js';
import { addressVerificationDecision, addressVerificationSchema } from './address-verification.js';

describe('addressVerificationDecision', () => {
  const a = address({ postalCode: '28002' });
  const b = address({ postalCode: '28003' });

  it('accepts a correct address', () => {
    expect(addressVerificationDecision({ status: 'CORRECT', suggestions: [] })).toEqual({
      kind: 'accept',
    });
  });

  it('uses the only suggestion of an address to review', () => {
    expect(addressVerificationDecision({ status: 'REVIEW', suggestions: [a] })).toEqual({
      kind: 'useSuggestion',
      address: a,
    });
  });

  it('lets the shopper choose among several suggestions', () => {
    expect(addressVerificationDecision({ status: 'REVIEW', suggestions: [a, b] })).toEqual({
      kind: 'chooseSuggestion',
      suggestions: [a, b],
    });
  });

  it('opens the suggestion modal for an address that is not correct, and errs when none fits', () => {
    expect(addressVerificationDecision({ status: 'INCORRECT', suggestions: [a] })).toEqual({
      kind: 'chooseSuggestion',
      suggestions: [a],
    });
    expect(addressVerificationDecision({ status: 'INCORRECT', suggestions: [] })).toEqual({
      kind: 'reject',
    });
  });

  it('rejects a review without suggestions', () => {
    expect(addressVerificationDecision({ status: 'REVIEW', suggestions: [] })).toEqual({
      kind: 'reject',
    });
  });

  it('parses the validate-address answer and refuses unknown statuses', () => {
    expect(addressVerificationSchema.parse({ status: 'CORRECT' }).suggestions).toEqual([]);
    expect(addressVerificationSchema.safeParse({ status: 'MAYBE' }).success).toBe(false);
  });

  it('never proceeds with an address the back-end neither accepted nor suggested', () => {
    const candidate = fc.constantFrom(a, b, address({ postalCode: '28004' }));
    fc.assert(
      fc.property(
        fc.constantFrom('CORRECT', 'REVIEW', 'INCORRECT'),
        fc.array(candidate, { maxLength: 4 }),
        (status, suggestions) => {
          const decision = addressVerificationDecision({ status, suggestions });
          // Only a correct address goes on as it is.
          expect(decision.kind === 'accept').toBe(status === 'CORRECT');
          // A suggestion taken without asking is the back-end's only one.
          if (decision.kind === 'useSuggestion') expect(suggestions).toEqual([decision.address]);
          // The modal offers exactly what the back-end suggested, and always something.
          if (decision.kind === 'chooseSuggestion') {
            expect(decision.suggestions).toEqual(suggestions);
            expect(decision.suggestions.length).toBeGreaterThan(0);
          }
          // An address that is not correct opens the modal when something fits, else is an error.
          if (status === 'INCORRECT')
            expect(decision.kind).toBe(suggestions.length > 0 ? 'chooseSuggestion' : 'reject');
        },
      ),
    );
  });
});
