import { describe, expect, it } from 'vitest';
import { userSchema } from './user.js';

describe('userSchema', () => {
  it('reads a user with every field of the spec', () => {
    const user = userSchema.parse({
      id: 'u1',
      uid: 'u1@example.com',
      firstName: 'Ana',
      lastName: 'García',
      secondLastName: 'López',
      fullName: 'Ana García López',
      birthDate: '1990-05-01',
      email: 'ana@example.com',
      displayEmail: 'ana@example.com',
      phone: '600000000',
      hasLoyaltyMembership: true,
      loyaltyId: 'L-1',
      registerDate: '2020-01-01',
      nationalId: '12345678Z',
      defaultAddress: { postalCode: '28001', region: { name: 'Madrid' } },
      subscribedToNewsletter: true,
      userGroupId: 'registered',
      employee: false,
      isMigrated: false,
      customerDiscount: 0,
      countArticleDiscount: 0,
      maxArticleDiscount: 0,
      crmUUID: 'crm-1',
      freeShippingMax: 3,
      freeShippingRemaining: 2,
      loyalty: { currentLoyaltyLevel: 1, nextLevelName: 'Lover', valueForNextLevel: 50 },
      firstOrderCode: '0001',
      lastOrderCode: '0009',
    });
    expect(user.loyalty?.nextLevelName).toBe('Lover');
  });

  it('defaults flags for a minimal user', () => {
    const user = userSchema.parse({ id: 'u1', email: 'a@example.com' });
    expect(user.hasLoyaltyMembership).toBe(false);
    expect(user.employee).toBe(false);
    expect(user.firstName).toBe('');
  });

  it('rejects a user without id or e-mail', () => {
    expect(userSchema.safeParse({ email: 'a@example.com' }).success).toBe(false);
    expect(userSchema.safeParse({ id: 'u1' }).success).toBe(false);
  });
});
