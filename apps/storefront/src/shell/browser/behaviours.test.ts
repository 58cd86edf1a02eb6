// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prefetch = vi.fn((_href: string) => Promise.resolve());
vi.mock('vike/client/router', () => ({ prefetch: (href: string) => prefetch(href) }));

const { prefetchOnIdle } = await import('./behaviours.js');

describe('prefetchOnIdle', () => {
  let idle: Array<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    prefetch.mockClear();
    idle = [];
    Object.assign(window, { requestIdleCallback: (run: () => void) => idle.push(run) });
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  const nextIdle = async () => {
    idle.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };

  it('prefetches one page per idle period, after the wait', async () => {
    prefetchOnIdle(['/es-es/c/1', '/es-es/c/2']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await nextIdle();
    expect(prefetch.mock.calls).toEqual([['/es-es/c/1']]);
    await nextIdle();
    expect(prefetch.mock.calls).toEqual([['/es-es/c/1'], ['/es-es/c/2']]);
  });

  it('prefetches nothing more once stopped', async () => {
    const stop = prefetchOnIdle(['/es-es/c/1', '/es-es/c/2']);
    await vi.advanceTimersByTimeAsync(2000);
    await nextIdle();
    stop();
    await nextIdle();
    expect(prefetch.mock.calls).toEqual([['/es-es/c/1']]);
  });
});
