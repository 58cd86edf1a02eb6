import { describe, expect, it } from 'vitest';
import { resolveCommerceConfig } from './commerce-config.js';

describe('resolveCommerceConfig', () => {
  it('defaults to the embedded sandbox and a 20 s timeout', () => {
    expect(resolveCommerceConfig({})).toEqual({
      baseUrl: null,
      timeoutMs: 20_000,
      dialect: 'extended',
    });
  });
  it('reads a real back-end URL and timeout', () => {
    expect(
      resolveCommerceConfig({
        COMMERCE_BASE_URL: 'https://shop.example/',
        COMMERCE_TIMEOUT_MS: '5000',
      }),
    ).toEqual({ baseUrl: 'https://shop.example', timeoutMs: 5000, dialect: 'extended' });
  });
  it('reads the dialect, and refuses one it does not know', () => {
    expect(resolveCommerceConfig({ COMMERCE_DIALECT: 'standard' }).dialect).toBe('standard');
    expect(() => resolveCommerceConfig({ COMMERCE_DIALECT: 'hybris' })).toThrow(
      /COMMERCE_DIALECT must be one of standard, extended/,
    );
  });
  it('rejects a base URL that is not http(s)', () => {
    expect(() => resolveCommerceConfig({ COMMERCE_BASE_URL: 'shop.example' })).toThrow(/http/);
  });
});
