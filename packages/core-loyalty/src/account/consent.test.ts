import { describe, expect, it } from 'vitest';
import { customerConsentSchema } from './consent.js';

describe('customerConsentSchema', () => {
  it('lower-cases the consent type', () => {
    expect(
      customerConsentSchema.parse({
        userEmail: 'a@example.com',
        type: 'NEWSLETTER',
        uuid: 'u',
        subscribed: true,
      }).type,
    ).toBe('newsletter');
  });
  it('needs the subscribed flag', () => {
    expect(customerConsentSchema.safeParse({ userEmail: 'a', type: 'x', uuid: 'u' }).success).toBe(
      false,
    );
  });
});
