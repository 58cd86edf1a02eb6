import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  visibleMyAccountSections,
  type MyAccountVisibilityContext,
} from './my-account-sections.js';

const now = new Date('2026-11-22T00:00:00Z');
const sections = [
  { id: 'youraccount', menuLabel: 'Your account' },
  { id: 'orders', menuLabel: 'Orders' },
  { id: 'returns', menuLabel: '' },
  { id: 'mytous', menuLabel: 'My club' },
  { id: 'myinterests', menuLabel: 'Interests' },
];
const member: MyAccountVisibilityContext = {
  birthDate: '1990-01-01',
  now,
  enrolled: true,
  loyaltyEnabled: true,
  myProductEnabled: false,
};
const ids = (ctx: MyAccountVisibilityContext) =>
  visibleMyAccountSections(sections, ctx).map((s) => s.id);

describe('visibleMyAccountSections', () => {
  it('hides sections without a menu label', () => {
    expect(ids(member)).toEqual(['youraccount', 'orders', 'mytous', 'myinterests']);
  });
  it('hides the club and interests from under-age users', () => {
    expect(ids({ ...member, birthDate: '2015-01-01' })).toEqual(['youraccount', 'orders']);
    expect(ids({ ...member, userUnderAge: true })).toEqual(['youraccount', 'orders']);
  });
  it('shows them when the age is unknown', () => {
    expect(ids({ ...member, birthDate: null })).toContain('mytous');
  });
  it('falls back on the my-product check when not enrolled or the programme is off', () => {
    // Not enrolled: the club's area stays (the invitation to join); interests go.
    expect(ids({ ...member, enrolled: false })).toEqual(['youraccount', 'orders', 'mytous']);
    expect(ids({ ...member, enrolled: false, myProductEnabled: true })).toContain('myinterests');
    expect(ids({ ...member, loyaltyEnabled: false })).toEqual(['youraccount', 'orders']);
  });
  it('never shows the club or interests under age; interests only with the club area', () => {
    fc.assert(
      fc.property(
        fc.record({
          birthDate: fc.constantFrom(null, '1990-01-01', '2015-01-01'),
          userUnderAge: fc.boolean(),
          enrolled: fc.boolean(),
          loyaltyEnabled: fc.boolean(),
          myProductEnabled: fc.boolean(),
        }),
        (flags) => {
          const shown = ids({ ...flags, now });
          const underAge = flags.userUnderAge || flags.birthDate === '2015-01-01';
          if (underAge) expect(shown).toEqual(['youraccount', 'orders']);
          if (shown.includes('myinterests')) expect(shown).toContain('mytous');
          if (!flags.loyaltyEnabled && !flags.myProductEnabled)
            expect(shown).not.toContain('mytous');
        },
      ),
    );
  });
});
