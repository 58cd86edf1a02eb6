import { describe, expect, it } from 'vitest';
import { sectionOfPath, visibleSections, type VisibilityInputs } from './account-sections.js';

const labels = {
  accountDetails: 'Personal details',
  accountOrders: 'My orders',
  accountReturns: 'Returns',
  accountLoyalty: 'Loyalty club',
  accountInterests: 'My interests',
};
const now = new Date('2026-11-26T00:00:00Z');
const adult: VisibilityInputs = {
  user: { birthDate: '1990-04-05', hasLoyaltyMembership: true },
  loyalty: { enrolled: true, userUnderAge: false },
  loyaltyEnabled: true,
  now,
};
const ids = (inputs: VisibilityInputs, given = labels) =>
  visibleSections(inputs, given).map((section) => section.id);

describe('my-account sections (docs/product/accounts.md §4.2)', () => {
  it('names the section of a path; unknown sections and extra levels are the 404 page', () => {
    expect(sectionOfPath('')).toBe('home');
    expect(sectionOfPath('youraccount/')).toBe('youraccount');
    expect(sectionOfPath('orders/00012345/')).toBe('orders');
    expect(sectionOfPath('returns/00012345')).toBe('returns');
    expect(sectionOfPath('nothing/')).toBeNull();
    expect(sectionOfPath('youraccount/more/')).toBeNull();
    expect(sectionOfPath('orders/a/b/')).toBeNull();
  });

  it('shows an adult member every section, in menu order, with its label', () => {
    expect(ids(adult)).toEqual(['youraccount', 'orders', 'returns', 'mytous', 'myinterests']);
    expect(visibleSections(adult, labels)[3]?.menuLabel).toBe('Loyalty club');
  });

  it('hides loyalty and interests from an under-age shopper, by the status or the birth date', () => {
    const base = ['youraccount', 'orders', 'returns'];
    expect(ids({ ...adult, loyalty: { enrolled: true, userUnderAge: true } })).toEqual(base);
    expect(ids({ ...adult, user: { ...adult.user, birthDate: '2012-01-01' } })).toEqual(base);
  });

  it('hides loyalty and interests where the site runs no programme; a non-member keeps the loyalty area (the invitation to join) without interests', () => {
    const base = ['youraccount', 'orders', 'returns'];
    expect(ids({ ...adult, loyaltyEnabled: false })).toEqual(base);
    expect(
      ids({ ...adult, loyalty: null, user: { birthDate: null, hasLoyaltyMembership: false } }),
    ).toEqual([...base, 'mytous']);
  });

  it('hides a section whose label is empty', () => {
    expect(ids(adult, { ...labels, accountReturns: ' ' })).not.toContain('returns');
  });
});
