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
