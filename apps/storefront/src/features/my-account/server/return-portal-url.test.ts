import { describe, expect, it } from 'vitest';
import { returnPortalUrl, SANDBOX_RETURN_PORTAL } from './return-portal-url.js';

describe('returnPortalUrl', () => {
  it('is the sandbox stand-in unless an operator names the portal', () => {
    expect(returnPortalUrl('')).toBe(SANDBOX_RETURN_PORTAL);
    expect(returnPortalUrl('https://returns.example.com/start')).toBe(
      'https://returns.example.com/start',
    );
    expect(returnPortalUrl('/returns/portal')).toBe('/returns/portal');
  });

  it('never takes another scheme, a query, credentials or a protocol-relative address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'http://returns.example.com/',
      'https://returns.example.com/?a=1',
      'https://user:pw@returns.example.com/',
      '//evil.example.com/',
      'returns',
    ])
      expect(returnPortalUrl(bad)).toBe(SANDBOX_RETURN_PORTAL);
  });
});
