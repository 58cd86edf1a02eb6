import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../server/security-headers.js';
import { crossBorderHeaders } from './cross-border-csp.js';
import { SANDBOX_PROVIDER_SCRIPT } from './cross-border-checkout.js';

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

  it("adds nothing for the sandbox stand-in's same-origin script (ADR 0054)", () => {
    expect(crossBorderHeaders(SANDBOX_PROVIDER_SCRIPT, { dev: false })).toEqual({});
    // The shop-wide policy it falls under: scripts from this origin only, no inline code.
    expect(scriptSrc(contentSecurityPolicy({ dev: false }))).toBe("script-src 'self'");
  });

  it('never lets a script origin carry anything but a host (no keywords, no paths)', () => {
    const policy = contentSecurityPolicy({
      dev: false,
      scriptOrigins: ["'unsafe-inline'", 'https://a.example/path', 'https://ok.example'],
    });
    expect(scriptSrc(policy)).toBe("script-src 'self' https://ok.example");
  });
});
