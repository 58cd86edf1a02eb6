import { describe, expect, it } from 'vitest';
import { resolveServerConfig } from './server-config.js';

describe('resolveServerConfig', () => {
  it('serves on port 3000 with the embedded back-ends by default', () => {
    const config = resolveServerConfig({});
    expect(config.port).toBe(3000);
    expect(config.commerce.baseUrl).toBeNull();
    expect(config.cms.baseUrl).toBeNull();
  });

  it('rejects a port that is not a valid integer', () => {
    expect(() => resolveServerConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => resolveServerConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
