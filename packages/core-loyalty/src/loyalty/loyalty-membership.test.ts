import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoyaltyMember } from './loyalty-membership.js';

describe('isLoyaltyMember', () => {
  it('is a member when enrolled or holding the membership, else the invitation shows', () => {
    expect(isLoyaltyMember({ enrolled: true }, { hasLoyaltyMembership: false })).toBe(true);
    expect(isLoyaltyMember(null, { hasLoyaltyMembership: true })).toBe(true);
    expect(isLoyaltyMember({ enrolled: false }, { hasLoyaltyMembership: false })).toBe(false);
    expect(isLoyaltyMember(null, { hasLoyaltyMembership: false })).toBe(false);
  });

  it('either sign of membership is enough', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: null }), fc.boolean(), (enrolled, member) => {
        const status = enrolled === null ? null : { enrolled };
        expect(isLoyaltyMember(status, { hasLoyaltyMembership: member })).toBe(
          enrolled === true || member,
        );
      }),
    );
  });
});
