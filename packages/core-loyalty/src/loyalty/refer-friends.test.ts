import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { friendEmails, MAX_REFERRED_FRIENDS } from './refer-friends.js';

describe('friendEmails', () => {
  it('splits, keeps each friend once and never the member', () => {
    expect(
      friendEmails(
        'ana@example.com, Ana@Example.com;\nme@example.com luis@example.org',
        'ME@example.com',
      ),
    ).toEqual({ emails: ['ana@example.com', 'luis@example.org'], invalid: [], overLimit: 0 });
  });

  it('names what is not an address', () => {
    expect(friendEmails('ana@example, luis', 'me@example.com').invalid).toEqual([
      'ana@example',
      'luis',
    ]);
  });

  it('keeps 20 and says how many are left out', () => {
    const text = Array.from({ length: 23 }, (_, i) => `f${i}@example.com`).join(',');
    const result = friendEmails(text, 'me@example.com');
    expect(result.emails).toHaveLength(MAX_REFERRED_FRIENDS);
    expect(result.overLimit).toBe(3);
  });

  it('whatever is typed: at most 20 addresses, unique, valid, never the own one', () => {
    const address = fc.emailAddress();
    fc.assert(
      fc.property(
        fc.array(fc.oneof(address, fc.string()), { maxLength: 40 }),
        fc.constantFrom(',', ';', '\n', ' '),
        address,
        (parts, separator, own) => {
          const { emails } = friendEmails([...parts, own].join(separator), own);
          expect(emails.length).toBeLessThanOrEqual(MAX_REFERRED_FRIENDS);
          const keys = emails.map((e) => e.toLowerCase());
          expect(new Set(keys).size).toBe(keys.length);
          expect(keys).not.toContain(own.toLowerCase());
          for (const email of emails) expect(email).toMatch(/^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/);
        },
      ),
    );
  });
});
