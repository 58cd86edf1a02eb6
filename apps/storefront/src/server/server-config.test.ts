import { describe, expect, it } from 'vitest';
import { resolveServerConfig } from './server-config.js';

describe('resolveServerConfig', () => {
  it('serves on port 3000 with the embedded back-ends by default', () => {
    const config = resolveServerConfig({});
    expect(config.port).toBe(3000);
    expect(config.commerce.baseUrl).toBeNull();
    expect(config.cms.baseUrl).toBeNull();
  });

  it('reads the trusted proxies and HSTS from the environment only (issue 30)', () => {
    expect(resolveServerConfig({})).toMatchObject({ trustedProxies: [], hsts: false });
    expect(resolveServerConfig({ TRUSTED_PROXIES: ' 127.0.0.1, ::1 ', HSTS: '1' })).toMatchObject({
      trustedProxies: ['127.0.0.1', '::1'],
      hsts: true,
    });
    expect(() => resolveServerConfig({ TRUSTED_PROXIES: 'nginx' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('rejects a port that is not a valid integer', () => {
    expect(() => resolveServerConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => resolveServerConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
