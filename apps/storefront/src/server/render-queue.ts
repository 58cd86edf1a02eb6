/**
 * The page renders' queue (issue 34, ADR 0058). A page render is CPU work on the one event
 * loop: with every request rendering at once, each render advances one slice per turn of the
 * loop, so a request that arrives while 50 are in progress finishes after all of them, and a
 * render whose client has already gone (a timeout, a closed tab) still takes its turns. The
 * queue lets `concurrency` renders run (enough to overlap their back-end waits), keeps the
 * rest waiting in arrival order, skips a waiting render whose client has left, and past
 * `maxWaiting` waiting renders, or `maxWaitMs` of waiting, answers "overloaded" at once so the
 * caller can send the stale page or a 503 instead of a wait nobody would sit through.
 */
export interface RenderQueueOptions {
  /** Renders in progress at once. */
  concurrency: number;
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
  readonly running: number;
  readonly waiting: number;
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

/** The defaults (RENDER_CONCURRENCY, RENDER_QUEUE_MAX, RENDER_QUEUE_WAIT_MS override them). */
export const RENDER_QUEUE_DEFAULTS = {
  // Four: renders that wait on a busy back-end (carts, orders, sign-ins) keep the others
  // going. Two halved the catalogue pages' tails on the bench but sent the load test's
  // mixed traffic past the wait bound (ADR 0058, amendment of 2026-11-30).
  concurrency: 4,
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
  let running = 0;
  /** A render asked now takes a free slot without waiting behind anyone. */
  const startsAtOnce = () => running < options.concurrency && waiters.length === 0;

  function next(): void {
    while (running < options.concurrency && waiters.length > 0) {
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
        const settled = new Promise<T>((begun, failed) =>
          defer(() => {
            try {
              task().then(begun, failed);
            } catch (error) {
              failed(error);
            }
          }),
        );
        const release = () => {
          running -= 1;
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
