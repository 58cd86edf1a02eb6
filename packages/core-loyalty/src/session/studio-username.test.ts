import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STUDIO_USERNAME_SUFFIX, loginUsername } from './studio-username.js';

describe('loginUsername', () => {
  it('adds the studio-line suffix', () => {
    expect(loginUsername('ana@example.com', 'suot')).toBe(
      `ana@example.com${STUDIO_USERNAME_SUFFIX}`,
    );
    expect(loginUsername('ana@example.com', 'suot', '#s')).toBe('ana@example.com#s');
  });
  it('leaves the main brand username alone', () => {
    expect(loginUsername(' ana@example.com ', 'main')).toBe('ana@example.com');
  });
  it('never adds the suffix twice', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const once = loginUsername(email, 'suot');
        expect(loginUsername(once, 'suot')).toBe(once);
        expect(once.endsWith(STUDIO_USERNAME_SUFFIX)).toBe(true);
      }),
    );
  });
});
