import { describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './swr-cache.js';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createSwrCache', () => {
  it('loads on a miss and answers from memory while fresh', async () => {
    const c = clock();
    const cache = createSwrCache<string>({
      ttlMs: 100,
      staleWhileRevalidateMs: 100,
      maxEntries: 10,
      now: c.now,
    });
    const load = vi.fn(async () => 'v1');
    expect(await cache.get('k', load)).toEqual({ value: 'v1', state: 'miss' });
    c.advance(50);
    expect(await cache.get('k', load)).toEqual({ value: 'v1', state: 'hit' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a stale entry at once and refreshes it once in the background', async () => {
    const c = clock();
    const cache = createSwrCache<string>({
      ttlMs: 100,
      staleWhileRevalidateMs: 100,
      maxEntries: 10,
      now: c.now,
    });
    await cache.get('k', async () => 'v1');
    c.advance(150);
    let finish: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.get('k', load)).toEqual({ value: 'v1', state: 'stale' });
    expect(await cache.get('k', load)).toEqual({ value: 'v1', state: 'stale' });
    expect(load).toHaveBeenCalledTimes(1);
    finish('v2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.peek('k')).toEqual({ value: 'v2', state: 'hit' });
  });

  it('loads again once an entry is older than ttl plus stale-while-revalidate', async () => {
    const c = clock();
    const cache = createSwrCache<string>({
      ttlMs: 100,
      staleWhileRevalidateMs: 100,
      maxEntries: 10,
      now: c.now,
    });
    await cache.get('k', async () => 'v1');
    c.advance(201);
    expect(await cache.get('k', async () => 'v2')).toEqual({ value: 'v2', state: 'miss' });
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createSwrCache<number>({ ttlMs: 1000, staleWhileRevalidateMs: 0, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.peek('a');
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeNull();
    expect(cache.peek('a')?.value).toBe(1);
  });

  it('shares one load between concurrent misses and keeps nothing when it fails', async () => {
    const cache = createSwrCache<string>({ ttlMs: 100, staleWhileRevalidateMs: 0, maxEntries: 10 });
    const load = vi.fn(async () => 'v');
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('x', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(cache.peek('x')).toBeNull();
  });

  it('keeps the sum of sizes under maxSize, dropping the least recently used first', () => {
    const cache = createSwrCache<string>({
      ttlMs: 1_000,
      staleWhileRevalidateMs: 0,
      maxEntries: 100,
      maxSize: 10,
      sizeOf: (value) => value.length,
    });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.peek('a')?.value).toBe('aaaa'); // a is now the most recently used
    cache.set('c', 'cccc');
    expect(cache.peek('b')).toBeNull();
    expect(cache.peek('a')?.value).toBe('aaaa');
    expect(cache.totalSize).toBe(8);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.peek('huge')).toBeNull();
    cache.set('a', 'a');
    expect(cache.totalSize).toBe(5);
    cache.delete('c');
    expect(cache.totalSize).toBe(1);
  });
});
