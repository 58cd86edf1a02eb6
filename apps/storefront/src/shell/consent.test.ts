import { describe, expect, it } from 'vitest';
import { consentCookieValue, consentsOf, hasConsent } from './consent.js';

const OPTIONAL = ['analytics', 'socialNetworks', 'advertising', 'chat', 'personalisation'];

describe('consent cookie', () => {
  it('stores every optional category accepted as `all`, and choices as a list', () => {
    expect(consentCookieValue(Object.fromEntries(OPTIONAL.map((id) => [id, true])), OPTIONAL)).toBe(
      'all',
    );
    expect(consentCookieValue({ chat: true, analytics: false }, OPTIONAL)).toBe('functional,chat');
    expect(consentCookieValue({}, OPTIONAL)).toBe('functional');
  });

  it('reads consent per category: functional always, the rest from our cookie', () => {
    expect(hasConsent('functional', null)).toBe(true);
    expect(hasConsent('chat', null)).toBe(false);
    expect(hasConsent('chat', 'all')).toBe(true);
    expect(hasConsent('chat', 'functional,chat')).toBe(true);
    expect(hasConsent('analytics', 'functional,chat')).toBe(false);
  });

  it('takes analytics from the consent manager group C0002 when our cookie says nothing', () => {
    expect(hasConsent('analytics', null, 'groups=C0001:1,C0002:1')).toBe(true);
    expect(hasConsent('analytics', null, 'groups=C0001:1,C0002:0')).toBe(false);
  });

  it('lists the consents for the settings, all off before any decision', () => {
    expect(consentsOf(null, ['analytics', 'chat'])).toEqual({ analytics: false, chat: false });
    expect(consentsOf('functional,chat', ['analytics', 'chat'])).toEqual({
      analytics: false,
      chat: true,
    });
  });
});
