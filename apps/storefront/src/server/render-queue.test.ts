import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRenderQueue, type QueueOutcome } from './render-queue.js';

/** A task the test finishes by hand; records when it started. */
function heldTask(started: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      started.push(id);
      await done;
      return id;
    },
    finish: () => finish(),
  };
}

/** Timers the test fires by hand. */
function manualTimers() {
  const timers = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: (run: () => void) => {
      next += 1;
      timers.set(next, run);
      return next;
    },
    clearTimer: (timer: unknown) => void timers.delete(timer as number),
    fireAll: () => {
      for (const [id, run] of [...timers]) {
        timers.delete(id);
        run();
      }
    },
    get pending() {
      return timers.size;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the page renders queue (ADR 0058)', () => {
  it('runs at most `concurrency` renders, the others in arrival order', async () => {
    // One arrival = one task, some of whose clients leave while they wait; tasks finish in an
    // arbitrary order. Invariants: never more than `concurrency` running; a task starts only
    // after every earlier waiting task started or was skipped (arrival order); a task whose
    // client left before its turn never starts; every task that is not skipped runs.
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.record({ leaves: fc.boolean(), finishRank: fc.nat(100) }), {
          minLength: 1,
          maxLength: 24,
        }),
        async (concurrency, arrivals) => {
          const timers = manualTimers();
          const queue = createRenderQueue({
            concurrency,
            maxWaiting: 1_000,
            maxWaitMs: 1_000,
            ...timers,
          });
          const started: number[] = [];
          const left = new Set<number>();
          let maxRunning = 0;
          const tasks = arrivals.map((_, id) => heldTask(started, id));
          const outcomes: Promise<QueueOutcome<number>>[] = tasks.map(({ task }, id) =>
            queue.run(
              async () => {
                maxRunning = Math.max(maxRunning, queue.running);
                return task();
              },
              () => left.has(id),
            ),
          );
          // The clients that leave do so before any task finishes.
          arrivals.forEach((arrival, id) => arrival.leaves && left.add(id));
          const order = arrivals
            .map((arrival, id) => ({ id, rank: arrival.finishRank }))
            .sort((a, b) => a.rank - b.rank || a.id - b.id);
          // Finish tasks one at a time in the drawn order, letting the queue start the next.
          for (let round = 0; round < arrivals.length * 2; round++) {
            for (const { id } of order) if (started.includes(id)) tasks[id]!.finish();
            await settle();
          }
          const results = await Promise.all(outcomes);
          expect(maxRunning).toBeLessThanOrEqual(concurrency);
          expect(started).toEqual([...started].sort((a, b) => a - b));
          results.forEach((result, id) => {
            const ranAtOnce = id < concurrency;
            if (left.has(id) && !ranAtOnce) expect(result).toEqual({ kind: 'gone' });
            else expect(result).toEqual({ kind: 'done', value: id });
          });
          expect(queue.running).toBe(0);
          expect(queue.waiting).toBe(0);
          expect(timers.pending).toBe(0);
        },
      ),
    );
  });

  it('answers `full` at once past `maxWaiting` waiting renders, and never runs that task', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 1_000 });
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map((id) => heldTask(started, id));
    const outcomes = tasks.map(({ task }) => queue.run(task));
    expect(await outcomes[3]).toEqual({ kind: 'overloaded', reason: 'full' });
    expect(queue.waiting).toBe(2);
    for (const { finish } of tasks) finish();
    expect(await Promise.all(outcomes.slice(0, 3))).toEqual(
      [0, 1, 2].map((value) => ({
        kind: 'done',
        value,
      })),
    );
    expect(started).toEqual([0, 1, 2]);
  });

  it('answers `waited` to a render still waiting after `maxWaitMs`', async () => {
    const timers = manualTimers();
    const queue = createRenderQueue({
      concurrency: 1,
      maxWaiting: 10,
      maxWaitMs: 3_000,
      ...timers,
    });
    const started: number[] = [];
    const first = heldTask(started, 0);
    const second = heldTask(started, 1);
    const running = queue.run(first.task);
    const waiting = queue.run(second.task);
    timers.fireAll();
    expect(await waiting).toEqual({ kind: 'overloaded', reason: 'waited' });
    first.finish();
    expect(await running).toEqual({ kind: 'done', value: 0 });
    expect(started).toEqual([0]);
    expect(queue.waiting).toBe(0);
  });

  it('frees the slot of a render that fails, and passes its failure on', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 1_000 });
    const failing = queue.run(async () => {
      throw new Error('back-end down');
    });
    const next = queue.run(async () => 'rendered');
    await expect(failing).rejects.toThrow('back-end down');
    expect(await next).toEqual({ kind: 'done', value: 'rendered' });
    expect(queue.running).toBe(0);
  });

  it('has room while a render would start at once or wait behind under a quarter of the bound', () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 8, maxWaitMs: 1_000 });
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map((id) => heldTask(started, id));
    expect(queue.hasRoom()).toBe(true);
    void queue.run(tasks[0]!.task);
    // One running, none waiting: a new render waits behind nobody.
    expect(queue.hasRoom()).toBe(true);
    void queue.run(tasks[1]!.task);
    expect(queue.hasRoom()).toBe(true);
    void queue.run(tasks[2]!.task);
    // Two waiting of a bound of 8: a quarter reached, no room for the busy pages' reloads.
    expect(queue.hasRoom()).toBe(false);
    for (const { finish } of tasks) finish();
    const alone = createRenderQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1_000 });
    void alone.run(heldTask(started, 9).task);
    // No waiting at all: only a free slot is room.
    expect(alone.hasRoom()).toBe(false);
  });
});
