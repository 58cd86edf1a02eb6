import { describe, expect, it, vi } from 'vitest';
import {
  createSharedSwrCache,
  jsonCodec,
  type Codec,
  type SharedStore,
} from './shared-swr-cache.js';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** The store two instances share, in memory, with the store's own expiry. */
function memoryStore(now: () => number): SharedStore & { keys(): string[] } {
  const data = new Map<string, { value: Buffer; until: number }>();
  const live = (key: string) => {
    const entry = data.get(key);
    if (entry && entry.until <= now()) data.delete(key);
    return data.get(key) ?? null;
  };
  return {
    get: async (key) => live(key)?.value ?? null,
    set: async (key, value, ttl) => void data.set(key, { value, until: now() + ttl }),
    claim: async (key, ttl) => {
      if (live(key)) return false;
      data.set(key, { value: Buffer.from('1'), until: now() + ttl });
      return true;
    },
    release: async (key) => void data.delete(key),
    deletePrefix: async (prefix) => {
      for (const key of [...data.keys()]) if (key.startsWith(prefix)) data.delete(key);
    },
    keys: () => [...data.keys()],
  };
}

const failingStore: SharedStore = {
  get: () => Promise.reject(new Error('ECONNREFUSED')),
  set: () => Promise.reject(new Error('ECONNREFUSED')),
  claim: () => Promise.reject(new Error('ECONNREFUSED')),
  release: () => Promise.reject(new Error('ECONNREFUSED')),
  deletePrefix: () => Promise.reject(new Error('ECONNREFUSED')),
};

const codec = jsonCodec as Codec<string>;

function instance(store: SharedStore | null, now: () => number, extra = {}) {
  return createSharedSwrCache<string>({
    store,
    namespace: 't:',
    codec,
    ttlMs: 100,
    staleWhileRevalidateMs: 100,
    maxEntries: 10,
    now,
    ...extra,
  });
}

describe('createSharedSwrCache', () => {
  it('delete forgets one key here and in the store, and leaves its neighbours', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const a = instance(store, c.now);
    const b = instance(store, c.now);
    await a.set('/es-es/', 'home');
    await a.set('/es-es/c/3', 'category');
    await b.delete('/es-es/');
    expect(store.keys()).toEqual(['t:/es-es/c/3']);
    expect(await b.peek('/es-es/')).toBeNull();
    expect(await b.peek('/es-es/c/3')).toEqual({ value: 'category', state: 'hit' });
  });

  it('serves a key one instance loaded from the other, as a hit, without loading', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const a = instance(store, c.now);
    const b = instance(store, c.now);
    expect(await a.get('k', async () => 'v1')).toEqual({ value: 'v1', state: 'miss' });
    const load = vi.fn(async () => 'other');
    expect(await b.get('k', load)).toEqual({ value: 'v1', state: 'hit' });
    expect(await b.peek('k')).toEqual({ value: 'v1', state: 'hit' });
    expect(load).not.toHaveBeenCalled();
    expect(store.keys()).toContain('t:k');
  });

  it('keeps the age of a shared entry: stale on both instances at the same time', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const a = instance(store, c.now);
    const b = instance(store, c.now);
    await a.set('k', 'v1');
    c.advance(60);
    expect(await b.peek('k')).toEqual({ value: 'v1', state: 'hit' });
    c.advance(60);
    expect((await a.peek('k'))?.state).toBe('stale');
    expect((await b.peek('k'))?.state).toBe('stale');
  });

  it('refreshes a stale entry once across instances and both see the new value', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const a = instance(store, c.now);
    const b = instance(store, c.now);
    await a.set('k', 'v1');
    await b.peek('k');
    c.advance(150);
    const loadA = vi.fn(async () => 'v2');
    const loadB = vi.fn(async () => 'v2-b');
    expect(await a.get('k', loadA)).toEqual({ value: 'v1', state: 'stale' });
    expect(await b.get('k', loadB)).toEqual({ value: 'v1', state: 'stale' });
    await vi.waitFor(() => expect(loadA).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // b's refresh found a's claim and left it to a.
    expect(loadB).not.toHaveBeenCalled();
    expect(await b.peek('k')).toEqual({ value: 'v2', state: 'hit' });
    expect(await a.peek('k')).toEqual({ value: 'v2', state: 'hit' });
  });

  it('refreshes again in the next window (the claim is given back)', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const a = instance(store, c.now);
    await a.set('k', 'v1');
    c.advance(150);
    await a.get('k', async () => 'v2');
    await vi.waitFor(async () => expect(await a.peek('k')).toEqual({ value: 'v2', state: 'hit' }));
    c.advance(150);
    await a.get('k', async () => 'v3');
    await vi.waitFor(async () => expect(await a.peek('k')).toEqual({ value: 'v3', state: 'hit' }));
  });

  it('loads again past ttl + swr (the store forgot the key too)', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const a = instance(store, c.now);
    await a.set('k', 'v1');
    c.advance(201);
    expect(await a.peek('k')).toBeNull();
    expect(await a.get('k', async () => 'v2')).toEqual({ value: 'v2', state: 'miss' });
  });

  it('shares one load between concurrent misses', async () => {
    const c = clock();
    const a = instance(memoryStore(c.now), c.now);
    const load = vi.fn(async () => 'v1');
    const answers = await Promise.all([a.get('k', load), a.get('k', load), a.get('k', load)]);
    expect(answers.map((answer) => answer.value)).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the size bounds: a value over maxSize is stored in neither tier', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const a = instance(store, c.now, { maxSize: 10, sizeOf: (v: string) => v.length });
    await a.set('big', 'x'.repeat(20));
    await a.set('small', 'y');
    expect(store.keys()).toEqual(['t:small']);
    expect(await a.peek('big')).toBeNull();
  });

  it('keeps serving when the store fails: loads, answers from memory, reports the error', async () => {
    const c = clock();
    const errors: string[] = [];
    const a = instance(failingStore, c.now, {
      onStoreError: (operation: string) => errors.push(operation),
    });
    expect(await a.get('k', async () => 'v1')).toEqual({ value: 'v1', state: 'miss' });
    expect(await a.get('k', async () => 'v2')).toEqual({ value: 'v1', state: 'hit' });
    c.advance(150);
    expect(await a.get('k', async () => 'v3')).toEqual({ value: 'v1', state: 'stale' });
    await vi.waitFor(async () => expect(await a.peek('k')).toEqual({ value: 'v3', state: 'hit' }));
    expect(errors).toContain('set');
    expect(errors).toContain('get');
  });

  it('ignores an entry it cannot decode', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    await store.set('t:k', Buffer.from('garbage!!!'), 1000);
    const a = instance(store, c.now, { onStoreError: () => {} });
    expect(await a.get('k', async () => 'v1')).toEqual({ value: 'v1', state: 'miss' });
  });

  it('deletePrefix drops the keys here and in the store', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const a = instance(store, c.now);
    await a.set('es-es|a', '1');
    await a.set('fr-fr|a', '2');
    await a.deletePrefix('es-es|');
    expect(store.keys()).toEqual(['t:fr-fr|a']);
    expect(await a.peek('es-es|a')).toBeNull();
  });

  it('works without a store (in memory only)', async () => {
    const c = clock();
    const a = instance(null, c.now);
    expect(await a.get('k', async () => 'v1')).toEqual({ value: 'v1', state: 'miss' });
    expect(await a.peek('k')).toEqual({ value: 'v1', state: 'hit' });
  });
});

describe('createSharedSwrCache, reading the store', () => {
  it('does not decode a stored entry no newer than the copy kept in memory', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const decode = vi.fn((bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as string);
    const a = createSharedSwrCache<string>({
      store,
      namespace: 't:',
      codec: { encode: (value) => Buffer.from(JSON.stringify(value)), decode },
      ttlMs: 100,
      staleWhileRevalidateMs: 100,
      maxEntries: 10,
      now: c.now,
    });
    await a.set('k', 'v1');
    c.advance(150);
    expect(await a.peek('k')).toEqual({ value: 'v1', state: 'stale' });
    expect(await a.peek('k')).toEqual({ value: 'v1', state: 'stale' });
    expect(decode).not.toHaveBeenCalled();
  });
});
