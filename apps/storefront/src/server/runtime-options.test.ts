import { describe, expect, it } from 'vitest';
import { resolveRuntimeOptions } from './runtime-options.js';

describe('the sandbox admin port (test-only switch)', () => {
  const resolve = (env: Record<string, string | undefined>) =>
    resolveRuntimeOptions(env, [], '/app').sandboxAdminPort;

  it('is off unless a valid port is named', () => {
    expect(resolve({})).toBeNull();
    expect(resolve({ SANDBOX_ADMIN_PORT: '' })).toBeNull();
    expect(resolve({ SANDBOX_ADMIN_PORT: 'yes' })).toBeNull();
    expect(resolve({ SANDBOX_ADMIN_PORT: '0' })).toBeNull();
    expect(resolve({ SANDBOX_ADMIN_PORT: '70000' })).toBeNull();
    expect(resolve({ SANDBOX_ADMIN_PORT: '3211' })).toBe(3211);
  });
});

describe('the shared cache switches', () => {
  it('reads REDIS_URL and CACHE_FRESH_MS, off by default', () => {
    expect(resolveRuntimeOptions({}, [], '/app')).toMatchObject({
      redisUrl: null,
      cacheFreshMs: null,
    });
    expect(
      resolveRuntimeOptions(
        { REDIS_URL: ' redis://127.0.0.1:6390 ', CACHE_FRESH_MS: '1500' },
        [],
        '/app',
      ),
    ).toMatchObject({ redisUrl: 'redis://127.0.0.1:6390', cacheFreshMs: 1500 });
    expect(resolveRuntimeOptions({ CACHE_FRESH_MS: 'soon' }, [], '/app').cacheFreshMs).toBeNull();
  });
});
