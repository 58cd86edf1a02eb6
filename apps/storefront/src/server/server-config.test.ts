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

  it('queues renders two computing, eight started in all, unless told otherwise (ADR 0058, 0068)', () => {
    expect(resolveServerConfig({}).renderQueue).toEqual({
      concurrency: 2,
      maxInProgress: 8,
      maxWaiting: 128,
      maxWaitMs: 3_000,
    });
    // The bound of started renders follows the slots unless it is set.
    expect(resolveServerConfig({ RENDER_CONCURRENCY: '3' }).renderQueue.maxInProgress).toBe(12);
    // Equal to the slots: a render waiting on the back-end keeps its slot, as before.
    expect(
      resolveServerConfig({ RENDER_CONCURRENCY: '4', RENDER_IN_PROGRESS_MAX: '4' }).renderQueue,
    ).toMatchObject({ concurrency: 4, maxInProgress: 4 });
    expect(() =>
      resolveServerConfig({ RENDER_CONCURRENCY: '4', RENDER_IN_PROGRESS_MAX: '3' }),
    ).toThrow(/RENDER_IN_PROGRESS_MAX must be an integer of at least 4/);
  });
});
