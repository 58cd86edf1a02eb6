import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createReadStore, type ReadScheduler } from './read-store.js';

/** A scheduler the test turns by hand: nothing waits on a clock. */
function handScheduler() {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const soon: (() => void)[] = [];
  const scheduler: ReadScheduler = {
    later(run, ms) {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    soon: (run) => void soon.push(run),
  };
  return {
    scheduler,
    waits: () => timers.filter((t) => !t.cancelled).map((t) => t.ms),
    /** Fires the pending retry timers. */
    fire() {
      for (const timer of timers.splice(0)) if (!timer.cancelled) timer.run();
    },
    /** Ends the current synchronous work (what queueMicrotask would run). */
    settle() {
      for (const run of soon.splice(0)) run();
    },
  };
}

/** A request the test answers by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const KEY = ['account', 'es-es', 'orders'] as const;

describe('read store', () => {
  it('shares one request between readers of a key and tells them both the answer', async () => {
    const hand = handScheduler();
    const store = createReadStore(hand.scheduler);
    const answer = deferred<string[]>();
    const fetcher = vi.fn(() => answer.promise);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(KEY, fetcher, {}, first);
    store.subscribe(KEY, fetcher, {}, second);
    expect(store.snapshot(KEY)).toEqual({ status: 'loading' });
    answer.resolve(['A1']);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
    expect(store.snapshot(KEY)).toEqual({ status: 'success', data: ['A1'], refreshing: false });
  });

  it('aborts the request once the last reader leaves, and tells nobody of a late answer', async () => {
    const hand = handScheduler();
    const store = createReadStore(hand.scheduler);
    const answer = deferred<string>();
    let signal: AbortSignal | undefined;
    const dispose = vi.fn();
    const reader = vi.fn();
    const leave = store.subscribe(
      KEY,
      (given) => {
        signal = given;
        return answer.promise;
      },
      { dispose },
      reader,
    );
    leave();
    hand.settle();
    expect(signal?.aborted).toBe(true);
    answer.resolve('late');
    await flush();
    expect(reader).not.toHaveBeenCalled();
    // What a late answer made (a running session) is released, not leaked.
    expect(dispose).toHaveBeenCalledWith('late');
    expect(store.snapshot(KEY)).toEqual({ status: 'loading' });
  });

  it('keeps the request when a reader comes straight back (strict mode remounts)', () => {
    const hand = handScheduler();
    const store = createReadStore(hand.scheduler);
    const fetcher = vi.fn((_signal: AbortSignal) => new Promise<string>(() => undefined));
    store.subscribe(KEY, fetcher, {}, () => undefined)();
    store.subscribe(KEY, fetcher, {}, () => undefined);
    hand.settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0].aborted).toBe(false);
  });

  it('retries a server failure after a growing wait and shows the answer that came', async () => {
    const hand = handScheduler();
    const store = createReadStore(hand.scheduler);
    const fetcher = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce({ status: 503 })
      .mockRejectedValueOnce({ status: 502 })
      .mockResolvedValueOnce('third time');
    store.subscribe(KEY, fetcher, {}, () => undefined);
    await flush();
    expect(hand.waits()).toEqual([400]);
    expect(store.snapshot(KEY).status).toBe('loading');
    hand.fire();
    await flush();
    expect(hand.waits()).toEqual([800]);
    hand.fire();
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(store.snapshot(KEY)).toMatchObject({ status: 'success', data: 'third time' });
  });

  it('does not retry what will not change, and says what it was', async () => {
    const store = createReadStore(handScheduler().scheduler);
    const fetcher = vi.fn(() => Promise.reject({ status: 404 }));
    store.subscribe(KEY, fetcher, {}, () => undefined);
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(store.snapshot(KEY)).toMatchObject({ status: 'error', failure: { kind: 'notFound' } });
  });

  it('a retry after an error reads again from the loading state', async () => {
    const store = createReadStore(handScheduler().scheduler);
    const fetcher = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce({ status: 400 })
      .mockResolvedValueOnce('fine');
    store.subscribe(KEY, fetcher, {}, () => undefined);
    await flush();
    store.refetch(KEY);
    expect(store.snapshot(KEY).status).toBe('loading');
    await flush();
    expect(store.snapshot(KEY)).toMatchObject({ status: 'success', data: 'fine' });
  });

  it('invalidation reads again every key under the prefix, keeping the data shown meanwhile', async () => {
    const store = createReadStore(handScheduler().scheduler);
    let version = 0;
    const orders = vi.fn(async () => `orders v${++version}`);
    const other = vi.fn(async () => 'loyalty');
    store.subscribe(KEY, orders, {}, () => undefined);
    store.subscribe(['account', 'es-es', 'ordersX'], other, {}, () => undefined);
    await flush();
    store.invalidate(['account', 'es-es', 'orders']);
    expect(store.snapshot(KEY)).toEqual({ status: 'success', data: 'orders v1', refreshing: true });
    await flush();
    expect(store.snapshot(KEY)).toEqual({
      status: 'success',
      data: 'orders v2',
      refreshing: false,
    });
    // A key that only starts with the same letters is another resource.
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('releases an answer when a newer one replaces it and when its readers leave', async () => {
    const hand = handScheduler();
    const store = createReadStore(hand.scheduler);
    const dispose = vi.fn();
    let n = 0;
    const leave = store.subscribe(
      KEY,
      async () => ({ n: ++n }),
      { dispose },
      () => undefined,
    );
    await flush();
    store.refetch(KEY);
    await flush();
    expect(dispose).toHaveBeenCalledWith({ n: 1 });
    leave();
    hand.settle();
    expect(dispose).toHaveBeenLastCalledWith({ n: 2 });
  });

  it('keeps a static read for the page once its readers left, and tries a failed one again', async () => {
    const hand = handScheduler();
    const store = createReadStore(hand.scheduler);
    const table = vi.fn(async () => ({ regions: 3 }));
    store.subscribe(['postal', 'ES'], table, { keep: true }, () => undefined)();
    hand.settle();
    await flush();
    store.subscribe(['postal', 'ES'], table, { keep: true }, () => undefined);
    expect(table).toHaveBeenCalledTimes(1);
    expect(store.snapshot(['postal', 'ES'])).toMatchObject({ data: { regions: 3 } });

    const failing = vi
      .fn<(signal: AbortSignal) => Promise<number>>()
      .mockRejectedValueOnce({ status: 400 })
      .mockResolvedValueOnce(7);
    store.subscribe(['postal', 'MX'], failing, { keep: true }, () => undefined)();
    hand.settle();
    await flush();
    expect(store.snapshot(['postal', 'MX']).status).toBe('error');
    store.subscribe(['postal', 'MX'], failing, { keep: true }, () => undefined);
    await flush();
    expect(store.snapshot(['postal', 'MX'])).toMatchObject({ status: 'success', data: 7 });
  });

  it('never calls a fetcher more than once a try, whatever the readers do', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('join', 'leave', 'settle'), { maxLength: 30 }),
        async (steps) => {
          const hand = handScheduler();
          const store = createReadStore(hand.scheduler);
          const fetcher = vi.fn((_signal: AbortSignal) => new Promise<string>(() => undefined));
          const leaves: (() => void)[] = [];
          let dropped = 0;
          for (const step of steps) {
            if (step === 'join') leaves.push(store.subscribe(KEY, fetcher, {}, () => undefined));
            if (step === 'leave') leaves.shift()?.();
            if (step === 'settle') {
              const before = fetcher.mock.calls.filter(([signal]) => signal.aborted).length;
              hand.settle();
              dropped += fetcher.mock.calls.filter(([signal]) => signal.aborted).length - before;
            }
          }
          // Invariant: one request per time the key went from unread to read; at most one
          // of them is still running.
          const running = fetcher.mock.calls.filter(([signal]) => !signal.aborted).length;
          expect(running).toBeLessThanOrEqual(1);
          expect(fetcher.mock.calls.length).toBe(dropped + running);
        },
      ),
    );
  });
});
