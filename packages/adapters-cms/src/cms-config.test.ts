import { describe, expect, it } from 'vitest';
import { resolveCmsConfig } from './cms-config.js';

describe('resolveCmsConfig', () => {
  it('defaults to embedded, published-only content', () => {
    expect(resolveCmsConfig({})).toEqual({
      baseUrl: null,
      token: null,
      drafts: false,
      timeoutMs: 20_000,
    });
  });
  it('reads a Directus URL, token and drafts switch', () => {
    expect(
      resolveCmsConfig({
        CMS_BASE_URL: 'http://127.0.0.1:8055/',
        CMS_TOKEN: 't',
        CMS_DRAFTS: 'true',
      }),
    ).toEqual({ baseUrl: 'http://127.0.0.1:8055', token: 't', drafts: true, timeoutMs: 20_000 });
  });
  it('rejects a base URL that is not http(s)', () => {
    expect(() => resolveCmsConfig({ CMS_BASE_URL: 'directus' })).toThrow(/http/);
  });
});
