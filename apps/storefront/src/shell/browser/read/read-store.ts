// The browser's one cache of reads (ADR 0050): every screen that reads data from the
// back-end reads it here, keyed, so cancellation, retries, deduplication and invalidation
// live in one place instead of a `live` flag in each component. Framework-free: use-read.ts
// binds it to React. Workflows (bag, session, checkout, wishlist) stay XState actors.
import { classifyReadFailure, type ReadFailure } from './read-failure.js';
import { DEFAULT_RETRY, nextRetry, type RetryPolicy } from './retry-policy.js';

/** What names a read: the resource and everything its answer depends on (site, code, ...). */
export type ReadKey = readonly (string | number | boolean | null)[];

/** Reads one resource; `signal` aborts when no reader is left. */
export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export type ReadState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly data: T; readonly refreshing: boolean }
  | { readonly status: 'error'; readonly failure: ReadFailure };

export interface ReadOptions<T> {
  /**
   * Releases what a read made (a running checkout session) once nobody reads it any more, a
   * newer answer replaces it, or it arrives after its readers left.
   */
  readonly dispose?: ((data: T) => void) | undefined;
  readonly retry?: RetryPolicy | undefined;
  /**
   * Kept for the page's life once read, read or not (static files such as the postal-code
   * tables; never a shopper's own data, which must go when its screen does).
   */
  readonly keep?: boolean | undefined;
}

/** How the store waits: the page's timers, or a test's hand. */
export interface ReadScheduler {
  /** Runs `run` after `ms`; the answer cancels it. */
  later(run: () => void, ms: number): () => void;
  /** Runs `run` after the current synchronous work (a remount in the same commit comes back first). */
  soon(run: () => void): void;
}

export interface ReadStore {
  snapshot<T>(key: ReadKey): ReadState<T>;
  /** Adds a reader; the first one starts the read. The answer removes the reader. */
  subscribe<T>(
    key: ReadKey,
    fetcher: Fetcher<T>,
    options: ReadOptions<T>,
    onChange: () => void,
  ): () => void;
  /** Reads again now (the shopper's "try again"), keeping shown data until the answer. */
  refetch(key: ReadKey): Promise<void>;
  /**
   * After a mutation: every read whose key starts with `prefix` is read again. Answers once
   * they have all settled (a form may stay busy until the list shows the change).
   */
  invalidate(prefix: ReadKey): Promise<void>;
}

export const IDLE: ReadState<never> = { status: 'idle' };
export const LOADING: ReadState<never> = { status: 'loading' };

interface Entry {
  readonly id: string;
  state: ReadState<unknown>;
  readonly readers: Set<() => void>;
  fetcher: Fetcher<unknown>;
  options: ReadOptions<unknown>;
  controller: AbortController | null;
  cancelTimer: (() => void) | null;
  failures: number;
  /** Told when the read settles (an answer or a final failure), or is dropped. */
  settled: (() => void)[];
}

export const keyId = (key: ReadKey): string => JSON.stringify(key);

/** Whether `id` (a whole key) starts with the parts of `prefix`. */
function startsWith(id: string, prefix: ReadKey): boolean {
  const head = keyId(prefix).slice(0, -1);
  if (prefix.length === 0) return true;
  return id.startsWith(head) && (id[head.length] === ',' || id[head.length] === ']');
}

export const browserScheduler: ReadScheduler = {
  later(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  soon: (run) => queueMicrotask(run),
};

export function createReadStore(scheduler: ReadScheduler = browserScheduler): ReadStore {
  const entries = new Map<string, Entry>();

  const set = (entry: Entry, state: ReadState<unknown>) => {
    const before = entry.state;
    entry.state = state;
    if (state.status === 'success' || state.status === 'error')
      for (const done of entry.settled.splice(0)) done();
    // An answer a newer one replaced is released (never the one still shown).
    if (before.status === 'success' && !(state.status === 'success' && state.data === before.data))
      entry.options.dispose?.(before.data);
    for (const reader of [...entry.readers]) reader();
  };

  const start = (entry: Entry) => {
    entry.controller?.abort();
    entry.cancelTimer?.();
    entry.cancelTimer = null;
    const controller = new AbortController();
    entry.controller = controller;
    const current = () => !controller.signal.aborted && entry.controller === controller;
    let answer: Promise<unknown>;
    try {
      answer = entry.fetcher(controller.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer.then(
      (data) => {
        if (!current()) {
          entry.options.dispose?.(data);
          return;
        }
        entry.controller = null;
        entry.failures = 0;
        set(entry, { status: 'success', data, refreshing: false });
      },
      (error: unknown) => {
        if (!current()) return;
        entry.controller = null;
        const failure = classifyReadFailure(error);
        entry.failures += 1;
        const wait = nextRetry(failure.kind, entry.failures, entry.options.retry ?? DEFAULT_RETRY);
        if (wait === null) {
          set(entry, { status: 'error', failure });
          return;
        }
        entry.cancelTimer = scheduler.later(() => {
          entry.cancelTimer = null;
          if (entries.get(entry.id) === entry) start(entry);
        }, wait);
      },
    );
  };

  const drop = (entry: Entry) => {
    if (entry.readers.size > 0 || entries.get(entry.id) !== entry || entry.options.keep) return;
    entries.delete(entry.id);
    entry.controller?.abort();
    entry.controller = null;
    entry.cancelTimer?.();
    entry.cancelTimer = null;
    if (entry.state.status === 'success') entry.options.dispose?.(entry.state.data);
    for (const done of entry.settled.splice(0)) done();
  };

  const refetchEntry = (entry: Entry): Promise<void> => {
    entry.failures = 0;
    const { state } = entry;
    set(entry, state.status === 'success' ? { ...state, refreshing: true } : LOADING);
    const settled = new Promise<void>((resolve) => entry.settled.push(resolve));
    start(entry);
    return settled;
  };

  return {
    snapshot<T>(key: ReadKey) {
      return (entries.get(keyId(key))?.state ?? LOADING) as ReadState<T>;
    },
    subscribe<T>(key: ReadKey, fetcher: Fetcher<T>, options: ReadOptions<T>, onChange: () => void) {
      const id = keyId(key);
      let entry = entries.get(id);
      const fresh = entry === undefined;
      entry ??= {
        id,
        state: LOADING,
        readers: new Set(),
        fetcher,
        options: options as ReadOptions<unknown>,
        controller: null,
        cancelTimer: null,
        failures: 0,
        settled: [],
      };
      entry.fetcher = fetcher;
      entry.options = options as ReadOptions<unknown>;
      const unread = entry.readers.size === 0;
      entry.readers.add(onChange);
      if (fresh) {
        entries.set(id, entry);
        start(entry);
      } else if (unread && entry.state.status === 'error') {
        // A kept read that failed is tried again by its next reader.
        void refetchEntry(entry);
      }
      const subscribed = entry;
      return () => {
        subscribed.readers.delete(onChange);
        // Nobody reads it any more: cancelled and forgotten, unless a reader comes straight
        // back (React's strict mode, a key that changes back) before the scheduler's turn.
        if (subscribed.readers.size === 0) scheduler.soon(() => drop(subscribed));
      };
    },
    refetch(key: ReadKey) {
      const entry = entries.get(keyId(key));
      return entry ? refetchEntry(entry) : Promise.resolve();
    },
    async invalidate(prefix: ReadKey) {
      const matching = [...entries.values()].filter((entry) => startsWith(entry.id, prefix));
      await Promise.all(matching.map(refetchEntry));
    },
  };
}
