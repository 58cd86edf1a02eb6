import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../server/security-headers.js';
import { crossBorderHeaders } from './cross-border-csp.js';

const scriptSrc = (policy: string | undefined) =>
  policy?.split('; ').find((part) => part.startsWith('script-src '));

describe("the cross-border page's Content-Security-Policy", () => {
  it("adds the provider helper's https origin to script-src, nothing else", () => {
    const headers = crossBorderHeaders('https://web.provider.example/js/helper.js?v=3', {
      dev: false,
    });
    expect(scriptSrc(headers['content-security-policy'])).toBe(
      "script-src 'self' https://web.provider.example",
    );
    // The rest of the shop-wide policy is kept as it is.
    const rest = (policy: string) => policy.split('; ').filter((p) => !p.startsWith('script-src'));
    expect(rest(headers['content-security-policy'] ?? '')).toEqual(
      rest(contentSecurityPolicy({ dev: false })),
    );
  });

  it('keeps the shop-wide policy without a helper, for plain http or a broken URL', () => {
    expect(crossBorderHeaders(null, { dev: false })).toEqual({});
    expect(crossBorderHeaders('http://web.provider.example/h.js', { dev: false })).toEqual({});
    expect(crossBorderHeaders('not a url', { dev: false })).toEqual({});
  });

  it('never lets a script origin carry anything but a host (no keywords, no paths)', () => {
    const policy = contentSecurityPolicy({
      dev: false,
      scriptOrigins: ["'unsafe-inline'", 'https://a.example/path', 'https://ok.example'],
    });
    expect(scriptSrc(policy)).toBe("script-src 'self' https://ok.example");
  });
});
