import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnPortalEmail } from './return-portal-email.js';

describe('returnPortalEmail', () => {
  it('takes the part after the pipe', () => {
    expect(returnPortalEmail('00012345|ana@example.com')).toBe('ana@example.com');
  });
  it('keeps a pipe inside the e-mail', () => {
    expect(returnPortalEmail('1|a|b@example.com')).toBe('a|b@example.com');
  });
  it('is the uid itself without a pipe', () => {
    expect(returnPortalEmail('ana@example.com')).toBe('ana@example.com');
  });
  it('finds the e-mail whatever comes before the pipe', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('|')),
        fc.emailAddress(),
        (prefix, email) => {
          expect(returnPortalEmail(`${prefix}|${email}`)).toBe(email);
        },
      ),
    );
  });
});
