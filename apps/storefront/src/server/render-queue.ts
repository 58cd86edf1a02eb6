/**
 * The page renders' queue (issue 34, ADR 0058). A page render is CPU work on the one event
 * loop: with every request rendering at once, each render advances one slice per turn of the
 * loop, so a request that arrives while 50 are in progress finishes after all of them, and a
 * render whose client has already gone (a timeout, a closed tab) still takes its turns. The
 * queue lets `concurrency` renders compute at once, keeps the rest waiting in arrival order,
 * skips a waiting render whose client has left, and past `maxWaiting` waiting renders, or
 * `maxWaitMs` of waiting, answers "overloaded" at once so the caller can send the stale page
 * or a 503 instead of a wait nobody would sit through.
 *
 * A slot counts a render that computes, not one that waits on the back-end (ADR 0068): a
 * render's calls to the back-end go through `awayFromSlot`, which gives its slot to the next
 * render while the call is out. When the answer comes the render goes on at once, even past
 * `concurrency` (it never waits on the queue twice, so renders sharing one back-end call
 * cannot wait on each other); new renders start only while fewer than `concurrency` compute
 * and fewer than `maxInProgress` are started in all.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RenderQueueOptions {
  /** Renders computing at once (a render waiting on the back-end does not count). */
  concurrency: number;
  /**
   * Renders started and not finished, computing or waiting on the back-end, at most: bounds
   * what a slow back-end lets pile up (their memory, the calls they send it). Default
   * `inProgressPerSlot` x concurrency; equal to `concurrency`, a render waiting on the
   * back-end keeps its slot.
   */
  maxInProgress?: number;
  /** Renders waiting at most; one more is answered `overloaded` at once. */
  maxWaiting: number;
  /** How long a render may wait for its turn before it is answered `overloaded`. */
  maxWaitMs: number;
  /** Timers, for tests (defaults to setTimeout / clearTimeout). */
  setTimer?: (run: () => void, ms: number) => unknown;
  /**
   * Starts a render in a later turn of the event loop (default setImmediate). Node accepts
   * at most one new connection per turn of its loop: a turn that runs render after render
   * (each started from the last one's end) left new connections unaccepted for seconds while
   * the kept-alive ones were served (ADR 0058). Started from setImmediate, every render is
   * its own turn, and each turn accepts a waiting connection and reads what arrived.
   */
  defer?: (run: () => void) => void;
  clearTimer?: (timer: unknown) => void;
}

export type QueueOutcome<T> =
  { kind: 'done'; value: T } | { kind: 'overloaded'; reason: 'full' | 'waited' } | { kind: 'gone' };

export interface RenderQueue {
  /**
   * Runs `task` in its turn. `gone` is asked when the turn comes: true (the client left)
   * skips the task. A task's own failure rejects the returned promise.
   */
  run<T>(task: () => Promise<T>, gone?: () => boolean): Promise<QueueOutcome<T>>;
  /** Renders computing (holding a slot), or about to start. */
  readonly running: number;
  readonly waiting: number;
  /** Renders started whose calls to the back-end are out (they hold no slot meanwhile). */
  readonly away: number;
  /**
   * Whether a render asked now starts at once or waits behind less than a quarter of the
   * bound: the busy page reloads itself only then (ADR 0064), so the shoppers it sends back
   * do not fill the queue again at once.
   */
  hasRoom(): boolean;
}

interface Waiter {
  start(): void;
  gone: () => boolean;
  skip(): void;
  timer: unknown;
}

/**
 * The slot of the render the current code runs for: set around each task (AsyncLocalStorage
 * follows its awaits), read by `awayFromSlot`.
 */
interface Slot {
  leave(): void;
  rejoin(): void;
}
const renderSlot = new AsyncLocalStorage<Slot>();

/**
 * Runs `call` (a call to the back-end) with the current render's slot given back while it is
 * out; the render takes one again as the call settles, so the work that reads the answer
 * counts as computing. Outside a render (a background refresh, the API proxy) it is `call()`
 * itself. Calls out at once (Promise.all) leave once and come back with the last of them.
 */
export async function awayFromSlot<T>(call: () => Promise<T>): Promise<T> {
  const slot = renderSlot.getStore();
  if (!slot) return call();
  slot.leave();
  try {
    return await call();
  } finally {
    slot.rejoin();
  }
}

/**
 * Runs `work` as no render's: for work a render starts and does not wait for (a cache's
 * background refresh), whose calls to the back-end must not give away the slot of a render
 * that goes on computing.
 */
export function apartFromRender<T>(work: () => T): T {
  return renderSlot.exit(work);
}

/**
 * The defaults (RENDER_CONCURRENCY, RENDER_IN_PROGRESS_MAX, RENDER_QUEUE_MAX and
 * RENDER_QUEUE_WAIT_MS override them, server-config.ts).
 */
export const RENDER_QUEUE_DEFAULTS = {
  // Two computing: renders whose data is in the server's caches only interleave their CPU
  // work, and two at once halved the catalogue pages' tails after a burst against four
  // (ADR 0058, amendment of 2026-11-30). Renders waiting on a busy back-end no longer hold a
  // slot (ADR 0068), which is what had made two too few in the load test.
  concurrency: 2,
  // Started renders, computing or waiting on the back-end, at most this many times
  // `concurrency`: 8 with two slots (ADR 0068 compares 4 and 8).
  inProgressPerSlot: 4,
  // At 5-10 ms of CPU a render, 128 waiting renders are about a second of work: past that a
  // new request is answered at once (bench/README.md, "latency").
  maxWaiting: 128,
  maxWaitMs: 3_000,
} as const;

export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  const defer = options.defer ?? ((run) => void setImmediate(run));
  // A plain array: shift() on a queue of at most maxWaiting entries costs nothing next to
  // a render.
  const waiters: Waiter[] = [];
  const maxInProgress =
    options.maxInProgress ?? RENDER_QUEUE_DEFAULTS.inProgressPerSlot * options.concurrency;
  let running = 0;
  let away = 0;
  const slotFree = () => running < options.concurrency && running + away < maxInProgress;
  /** A render asked now takes a free slot without waiting behind anyone. */
  const startsAtOnce = () => slotFree() && waiters.length === 0;

  function next(): void {
    while (slotFree() && waiters.length > 0) {
      const waiter = waiters.shift()!;
      clearTimer(waiter.timer);
      if (waiter.gone()) waiter.skip();
      else waiter.start();
    }
  }

  function run<T>(task: () => Promise<T>, gone: () => boolean = () => false) {
    return new Promise<QueueOutcome<T>>((resolve, reject) => {
      const start = () => {
        // The slot is taken now; the render itself begins in a later turn of the loop.
        running += 1;
        let holding = true;
        let finished = false;
        let callsOut = 0;
        const slot: Slot = {
          leave() {
            callsOut += 1;
            if (finished || !holding) return;
            holding = false;
            running -= 1;
            away += 1;
            next();
          },
          rejoin() {
            callsOut -= 1;
            if (finished || holding || callsOut > 0) return;
            holding = true;
            away -= 1;
            running += 1;
          },
        };
        const settled = new Promise<T>((begun, failed) =>
          defer(() => {
            try {
              renderSlot.run(slot, task).then(begun, failed);
            } catch (error) {
              failed(error);
            }
          }),
        );
        const release = () => {
          finished = true;
          if (holding) running -= 1;
          else away -= 1;
          holding = false;
          next();
        };
        settled.then(
          (value) => {
            release();
            resolve({ kind: 'done', value });
          },
          (error: unknown) => {
            release();
            reject(error);
          },
        );
      };
      if (startsAtOnce()) {
        start();
        return;
      }
      if (waiters.length >= options.maxWaiting) {
        resolve({ kind: 'overloaded', reason: 'full' });
        return;
      }
      const waiter: Waiter = {
        start,
        gone,
        skip: () => resolve({ kind: 'gone' }),
        timer: null,
      };
      waiter.timer = setTimer(() => {
        const index = waiters.indexOf(waiter);
        if (index === -1) return;
        waiters.splice(index, 1);
        resolve({ kind: 'overloaded', reason: 'waited' });
      }, options.maxWaitMs);
      waiters.push(waiter);
    });
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    get away() {
      return away;
    },
    hasRoom: () => startsAtOnce() || waiters.length < Math.floor(options.maxWaiting / 4),
  };
}

/** Thrown through the page cache when the queue answers `overloaded` (caught by `pages`). */
export class RenderOverloaded extends Error {
  constructor(readonly reason: 'full' | 'waited') {
    super(`the page renders are overloaded (${reason})`);
    this.name = 'RenderOverloaded';
  }
}

/** Thrown when a render was skipped because its client left: nobody reads the answer. */
export class ClientGone extends Error {
  constructor() {
    super('the client left before its render');
    this.name = 'ClientGone';
  }
}
