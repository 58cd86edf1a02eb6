import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createMemoryClusterStore,
  createWorkerStore,
  servePrimaryStore,
  type PrimaryChannel,
  type WorkerChannel,
} from './cluster-store.js';

/** A primary and n workers joined by in-process channels, as node:cluster joins processes. */
function cluster(workers: number, now: () => number) {
  const primary = new EventEmitter();
  const channels = Array.from({ length: workers }, () => {
    const inbox = new EventEmitter();
    const worker = { send: (message: unknown) => inbox.emit('message', message) };
    const channel: WorkerChannel = {
      send: (message) => {
        queueMicrotask(() => primary.emit('message', worker, structuredClone(message)));
        return true;
      },
      on: (event, listener) => inbox.on(event, listener),
    };
    return channel;
  });
  servePrimaryStore(primary as unknown as PrimaryChannel, now);
  return channels.map((channel) => createWorkerStore(channel));
}

describe('the primary as the workers’ shared store (issue 30, hole 10)', () => {
  it('lets one worker, and one only, claim a key until it expires', async () => {
    let now = 1_000;
    const [a, b] = cluster(2, () => now);
    expect(await a!.claim('captcha:1', 5_000)).toBe(true);
    expect(await b!.claim('captcha:1', 5_000)).toBe(false);
    expect(await a!.claim('captcha:1', 5_000)).toBe(false);
    now += 5_001;
    expect(await b!.claim('captcha:1', 5_000)).toBe(true);
  });

  it('adds up failure times from every worker', async () => {
    const [a, b] = cluster(2, () => 10_000);
    await a!.failureTimes.add('login:1', 9_000, 10, 60_000);
    await b!.failureTimes.add('login:1', 9_500, 10, 60_000);
    expect(await a!.failureTimes.recent('login:1', 0)).toEqual([9_000, 9_500]);
    expect(await b!.failureTimes.recent('login:1', 9_200)).toEqual([9_500]);
    await b!.failureTimes.clear('login:1');
    expect(await a!.failureTimes.recent('login:1', 0)).toEqual([]);
  });

  it('fails a call the primary does not answer (the caller falls back to its own memory)', async () => {
    const silent: WorkerChannel = { send: () => true, on: () => undefined };
    await expect(createWorkerStore(silent, 10).claim('k', 1_000)).rejects.toThrow();
  });

  it('keeps the newest `keep` failure times, whatever order they come in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 10 }),
        (times, keep) => {
          const store = createMemoryClusterStore(() => 0);
          for (const at of times) store.run({ op: 'add', key: 'k', atMs: at, keep, ttlMs: 1e9 });
          const kept = store.run({ op: 'recent', key: 'k', sinceMs: 0 }) as number[];
          expect(kept).toEqual([...times].sort((x, y) => x - y).slice(-keep));
        },
      ),
    );
  });

  it('refuses a claim rather than forget a live one when full', () => {
    const store = createMemoryClusterStore(() => 0, 2);
    expect(store.run({ op: 'claim', key: 'a', ttlMs: 100 })).toBe(true);
    expect(store.run({ op: 'claim', key: 'b', ttlMs: 100 })).toBe(true);
    expect(store.run({ op: 'claim', key: 'c', ttlMs: 100 })).toBe(false);
    expect(store.run({ op: 'claim', key: 'a', ttlMs: 100 })).toBe(false);
  });
});
