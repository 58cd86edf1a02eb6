import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awayFromSlot, createRenderQueue, type RenderQueue } from './render-queue.js';
import { createSharedSwrCache, jsonCodec, type Codec } from './shared-swr-cache.js';
import { createSwrCache } from './swr-cache.js';

/** A call to the back-end the test answers by hand. */
interface HeldCall {
  answer(): void;
  fail(): void;
}

function backEnd() {
  const out: HeldCall[] = [];
  return {
    out,
    /** A call that is out until the test answers it. */
    call(): Promise<string> {
      return new Promise<string>((resolve, reject) =>
        out.push({
          answer: () => resolve('answer'),
          fail: () => reject(new Error('back-end down')),
        }),
      );
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const queueOf = (concurrency: number) =>
  createRenderQueue({ concurrency, maxWaiting: 1_000, maxWaitMs: 60_000 });

describe('a render waiting on the back-end gives its slot back (ADR 0068)', () => {
  it('lets another render run while its call is out, with one slot', async () => {
    const queue = queueOf(1);
    const server = backEnd();
    const order: string[] = [];
    const waiting = queue.run(async () => {
      order.push('A starts');
      await awayFromSlot(() => server.call());
      order.push('A ends');
      return 'A';
    });
    await settle();
    expect(queue.away).toBe(1);
    expect(queue.running).toBe(0);
    const computing = queue.run(async () => {
      order.push('B runs');
      return 'B';
    });
    expect(await computing).toEqual({ kind: 'done', value: 'B' });
    server.out[0]!.answer();
    expect(await waiting).toEqual({ kind: 'done', value: 'A' });
    expect(order).toEqual(['A starts', 'B runs', 'A ends']);
    expect([queue.running, queue.away, queue.waiting]).toEqual([0, 0, 0]);
  });

  it('goes on at once when its call comes back; new renders wait until fewer than `concurrency` compute', async () => {
    const queue = queueOf(1);
    const server = backEnd();
    const order: string[] = [];
    const first = queue.run(async () => {
      await awayFromSlot(() => server.call());
      order.push('A goes on');
      await awayFromSlot(() => server.call());
      order.push('A ends');
    });
    await settle();
    // B takes the free slot and computes until the test lets it finish.
    let finishB!: () => void;
    const bComputes = new Promise<void>((resolve) => (finishB = resolve));
    const second = queue.run(async () => {
      order.push('B starts');
      await bComputes;
      order.push('B ends');
    });
    await settle();
    // A's answer comes while B holds the only slot: A goes on at once (for a moment two
    // compute) and calls out again; C, which arrives then, waits for B's slot.
    server.out[0]!.answer();
    await settle();
    expect(queue.running).toBe(1);
    expect(order).toEqual(['B starts', 'A goes on']);
    const third = queue.run(async () => {
      order.push('C starts');
    });
    await settle();
    expect(queue.waiting).toBe(1);
    finishB();
    await second;
    // A is away again and B is done: the slot is free, C starts.
    await third;
    server.out[1]!.answer();
    await first;
    expect(order).toEqual(['B starts', 'A goes on', 'B ends', 'C starts', 'A ends']);
  });

  it('starts no render past `maxInProgress` started renders, however many are away', async () => {
    const queue = createRenderQueue({
      concurrency: 1,
      maxInProgress: 2,
      maxWaiting: 10,
      maxWaitMs: 60_000,
    });
    const server = backEnd();
    const renders = [0, 1, 2].map((id) =>
      queue.run(async () => {
        await awayFromSlot(() => server.call());
        return id;
      }),
    );
    await settle();
    await settle();
    expect([queue.running, queue.away, queue.waiting]).toEqual([0, 2, 1]);
    server.out[0]!.answer();
    await settle();
    await settle();
    expect([queue.away, queue.waiting]).toEqual([2, 0]);
    for (const call of server.out.slice(1)) call.answer();
    expect(await Promise.all(renders)).toEqual([0, 1, 2].map((value) => ({ kind: 'done', value })));
  });

  it("passes a failed call's error on once the render holds a slot again", async () => {
    const queue = queueOf(1);
    const server = backEnd();
    let runningWhenCaught = -1;
    const render = queue.run(async () => {
      try {
        await awayFromSlot(() => server.call());
      } catch (error) {
        runningWhenCaught = queue.running;
        return (error as Error).message;
      }
      return 'answered';
    });
    await settle();
    server.out[0]!.fail();
    expect(await render).toEqual({ kind: 'done', value: 'back-end down' });
    expect(runningWhenCaught).toBe(1);
    expect([queue.running, queue.away]).toEqual([0, 0]);
  });

  it('keeps the slot of a render whose cache refreshes a stale entry in the background', async () => {
    // The render reads a stale entry and goes on computing; the refresh's call to the back-end
    // is nobody's render (apartFromRender), so the render keeps its slot and a render waiting
    // for the only slot still waits.
    let clock = 0;
    const cache = createSwrCache<string>({
      ttlMs: 10,
      staleWhileRevalidateMs: 1_000,
      maxEntries: 10,
      now: () => clock,
    });
    cache.set('look', 'old');
    clock = 100;
    const queue = queueOf(1);
    const server = backEnd();
    let finishComputing!: () => void;
    const computing = new Promise<void>((resolve) => (finishComputing = resolve));
    const first = queue.run(async () => {
      const read = await cache.get('look', () => awayFromSlot(() => server.call()));
      await computing;
      return read.value;
    });
    await settle();
    expect(server.out).toHaveLength(1);
    expect([queue.running, queue.away]).toEqual([1, 0]);
    const second = queue.run(async () => 'second');
    await settle();
    expect(queue.waiting).toBe(1);
    finishComputing();
    expect(await first).toEqual({ kind: 'done', value: 'old' });
    expect(await second).toEqual({ kind: 'done', value: 'second' });
    server.out[0]!.answer();
    await settle();
    expect(cache.peek('look')?.value).toBe('answer');
  });

  // Both caches a render reads the back-end through: the process's own and the one several
  // instances share (here without its store: the same in-flight load per key).
  const caches = {
    'the in-memory cache': () =>
      createSwrCache<string>({ ttlMs: 1_000, staleWhileRevalidateMs: 1_000, maxEntries: 10 }),
    'the shared cache': () =>
      createSharedSwrCache<string>({
        store: null,
        namespace: 't:',
        codec: jsonCodec as Codec<string>,
        ttlMs: 1_000,
        staleWhileRevalidateMs: 1_000,
        maxEntries: 10,
      }),
  };
  for (const [name, makeCache] of Object.entries(caches))
    it(`holds no slot while waiting on another render's load of the same entry (${name})`, async () => {
      const cache = makeCache();
      const queue = queueOf(1);
      const server = backEnd();
      const read = () =>
        queue.run(
          async () => (await cache.get('product 1', () => awayFromSlot(() => server.call()))).value,
        );
      const first = read();
      await settle();
      // The second render finds the first one's load in flight and waits on it.
      const second = read();
      await settle();
      expect(server.out).toHaveLength(1);
      expect([queue.running, queue.away, queue.waiting]).toEqual([0, 2, 0]);
      // A third render computes meanwhile, in the one slot.
      let thirdDone = false;
      const third = queue
        .run(async () => 'third')
        .then((outcome) => {
          thirdDone = true;
          return outcome;
        });
      await settle();
      expect(thirdDone).toBe(true);
      expect(await third).toEqual({ kind: 'done', value: 'third' });
      server.out[0]!.answer();
      expect(await first).toEqual({ kind: 'done', value: 'answer' });
      expect(await second).toEqual({ kind: 'done', value: 'answer' });
      expect([queue.running, queue.away, queue.waiting]).toEqual([0, 0, 0]);
    });

  it('is the call itself outside a render (a background refresh, the API proxy)', async () => {
    expect(await awayFromSlot(async () => 'plain')).toBe('plain');
    await expect(awayFromSlot(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('accounts for every render and finishes them all, also when renders share one call', async () => {
    // Renders of drawn scripts: each step sends 1-3 calls at once (Promise.all) or waits on
    // one call shared with every render that reaches that step (as a cache's in-flight load
    // is), then computes; calls are answered in a drawn order. Invariants at every step:
    // every render not finished is computing, away or waiting, counted once; never more than
    // `maxInProgress` started; in the end every render is done and the queue is empty (no
    // render waits on another's call while that one waits on the queue).
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.array(fc.record({ calls: fc.integer({ min: 1, max: 3 }), shared: fc.boolean() }), {
            maxLength: 3,
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        async (concurrency, extra, scripts, picks) => {
          const maxInProgress = concurrency + extra;
          const queue: RenderQueue = createRenderQueue({
            concurrency,
            maxInProgress,
            maxWaiting: 1_000,
            maxWaitMs: 60_000,
          });
          const server = backEnd();
          const sharedCalls = new Map<number, Promise<string>>();
          let unfinished = scripts.length;
          const checks: string[] = [];
          // Started renders are checked at every step; the accounting once the loop settled
          // (a render's end reaches the queue a few microtasks after its last line).
          const checkStarted = (where: string) => {
            const { running, away } = queue;
            if (running + away > maxInProgress) checks.push(`${where}: ${running}+${away} started`);
          };
          const check = (where: string) => {
            checkStarted(where);
            const { running, away, waiting } = queue;
            if (running + away + waiting !== unfinished)
              checks.push(`${where}: ${running}+${away}+${waiting} != ${unfinished}`);
          };
          const outcomes = scripts.map((steps, id) =>
            queue
              .run(async () => {
                for (const [index, step] of steps.entries()) {
                  checkStarted(`render ${id} computes`);
                  if (step.shared) {
                    if (!sharedCalls.has(index))
                      sharedCalls.set(
                        index,
                        awayFromSlot(() => server.call()),
                      );
                    await sharedCalls.get(index);
                  } else {
                    await Promise.all(
                      Array.from({ length: step.calls }, () => awayFromSlot(() => server.call())),
                    );
                  }
                }
                checkStarted(`render ${id} ends`);
                return id;
              })
              .finally(() => (unfinished -= 1)),
          );
          let pick = 0;
          for (let round = 0; round < 300 && unfinished > 0; round++) {
            await settle();
            check(`round ${round}`);
            const pending = server.out.splice(0);
            if (pending.length === 0) continue;
            // Answer one drawn call now, the rest go back out.
            const chosen = picks[pick++ % picks.length]! % pending.length;
            pending[chosen]!.answer();
            server.out.push(...pending.filter((_, index) => index !== chosen));
          }
          const results = await Promise.all(outcomes);
          expect(checks).toEqual([]);
          expect(results).toEqual(scripts.map((_, id) => ({ kind: 'done', value: id })));
          expect([queue.running, queue.away, queue.waiting]).toEqual([0, 0, 0]);
        },
      ),
    );
  });
});
