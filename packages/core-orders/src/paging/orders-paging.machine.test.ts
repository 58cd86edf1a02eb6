import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getPathsFromEvents, getShortestPaths } from 'xstate/graph';
import { aStorePurchase, anOnlineOrder } from '../../test/order-fixtures.js';
import {
  FETCH_ORDERS_PAGE_ID,
  ordersPagingMachine,
  type FetchOrdersPageInput,
  type OrdersPagingEvent,
  type OrdersPagingInput,
} from './orders-paging.machine.js';
import { LATEST_ORDERS_COUNT, ORDERS_PAGE_SIZE } from './orders-paging.js';

type Snapshot = SnapshotFrom<typeof ordersPagingMachine>;
type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

/** Runs the machine with a fake back-end that answers each request with the next outcome. */
function start(outcomes: Outcome[], input: OrdersPagingInput = { kind: 'online' }) {
  const requests: FetchOrdersPageInput[] = [];
  const actor = createActor(
    ordersPagingMachine.provide({
      actors: {
        fetchOrdersPage: fromPromise<unknown, FetchOrdersPageInput>(async ({ input: request }) => {
          requests.push(request);
          const next = outcomes.shift();
          if (!next) throw new Error('no more answers');
          if (!next.ok) throw next.error;
          return next.output;
        }),
      },
    }),
    { input },
  );
  actor.start();
  const settled = () => waitFor(actor, (s) => !s.matches('loading'));
  return { actor, requests, settled };
}

const onlinePage = (size: number, total: number) => ({
  orders: Array.from({ length: size }, (_, i) => anOnlineOrder({ code: `o-${i}` })),
  total,
});
const ok = (output: unknown): Outcome => ({ ok: true, output });

describe('ordersPagingMachine', () => {
  it('loads 20 per page until the total', async () => {
    const { actor, requests, settled } = start([
      ok(onlinePage(20, 45)),
      ok(onlinePage(20, 45)),
      ok(onlinePage(5, 45)),
    ]);
    actor.send({ type: 'LOAD' });
    await settled();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'LOAD_MORE' });
    await settled();
    actor.send({ type: 'LOAD_MORE' });
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('complete');
    expect(snapshot.context.orders).toHaveLength(45);
    expect(snapshot.context.total).toBe(45);
    expect(requests).toEqual(
      [0, 1, 2].map((page) => ({ kind: 'online', page, pageSize: ORDERS_PAGE_SIZE })),
    );
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().value).toBe('complete');
    expect(requests).toHaveLength(3);
  });

  it('stops on an empty page even when the total says there is more', async () => {
    const { actor, settled } = start([ok(onlinePage(20, 100)), ok(onlinePage(0, 100))]);
    actor.send({ type: 'LOAD' });
    await settled();
    actor.send({ type: 'LOAD_MORE' });
    await settled();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context.orders).toHaveLength(20);
  });

  it('pages store orders the same way', async () => {
    const page = { orders: [aStorePurchase(), aStorePurchase({ uuidTicket: 't2' })], total: 2 };
    const { actor, requests, settled } = start([ok(page)], { kind: 'store' });
    actor.send({ type: 'LOAD' });
    await settled();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(requests[0]).toEqual({ kind: 'store', page: 0, pageSize: 20 });
  });

  it('loads the latest orders with one request of two', async () => {
    const { actor, requests, settled } = start([ok(onlinePage(2, 9))], {
      kind: 'online',
      pageSize: LATEST_ORDERS_COUNT,
    });
    actor.send({ type: 'LOAD' });
    await settled();
    expect(requests).toEqual([{ kind: 'online', page: 0, pageSize: 2 }]);
    expect(actor.getSnapshot().context.orders).toHaveLength(2);
  });

  describe('with a faulty back-end', () => {
    it('fails on a rejected request and asks for the same page again on RETRY', async () => {
      const boom = new Error('503');
      const { actor, requests, settled } = start([
        ok(onlinePage(20, 30)),
        { ok: false, error: boom },
        ok(onlinePage(10, 30)),
      ]);
      actor.send({ type: 'LOAD' });
      await settled();
      actor.send({ type: 'LOAD_MORE' });
      await settled();
      expect(actor.getSnapshot().value).toBe('failure');
      expect(actor.getSnapshot().context.error).toBe('requestFailed');
      expect(actor.getSnapshot().context.cause).toBe(boom);
      expect(actor.getSnapshot().context.orders).toHaveLength(20);
      actor.send({ type: 'RETRY' });
      await settled();
      expect(actor.getSnapshot().value).toBe('complete');
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(requests.map((r) => r.page)).toEqual([0, 1, 1]);
    });

    it.each([
      ['not an object', 'oops'],
      ['null', null],
      ['no total', { orders: [] }],
      ['a negative total', { orders: [], total: -3 }],
      ['orders that are not orders', { orders: [{ nope: true }], total: 1 }],
      ['store tickets on the online list', { orders: [aStorePurchase()], total: 1 }],
    ])('rejects a malformed page (%s) and keeps what it had', async (_label, output) => {
      const { actor, settled } = start([ok(onlinePage(20, 40)), ok(output)]);
      actor.send({ type: 'LOAD' });
      await settled();
      actor.send({ type: 'LOAD_MORE' });
      await settled();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('failure');
      expect(snapshot.context.error).toBe('malformedResponse');
      expect(snapshot.context.orders).toHaveLength(20);
      expect(snapshot.context.nextPage).toBe(1);
    });

    it('fails when no actor was provided', async () => {
      const actor = createActor(ordersPagingMachine, { input: { kind: 'online' } }).start();
      actor.send({ type: 'LOAD' });
      await waitFor(actor, (s) => s.matches('failure'));
      expect(actor.getSnapshot().context.error).toBe('requestFailed');
    });

    it('drops the answer of a request overtaken by a new LOAD', async () => {
      let releaseFirst: (value: unknown) => void = () => undefined;
      let calls = 0;
      const actor = createActor(
        ordersPagingMachine.provide({
          actors: {
            fetchOrdersPage: fromPromise<unknown, FetchOrdersPageInput>(() => {
              calls += 1;
              if (calls === 1) return new Promise((resolve) => (releaseFirst = resolve));
              return Promise.resolve(onlinePage(3, 3));
            }),
          },
        }),
        { input: { kind: 'online' } },
      ).start();
      actor.send({ type: 'LOAD' });
      actor.send({ type: 'LOAD' });
      await waitFor(actor, (s) => s.matches('complete'));
      releaseFirst(onlinePage(20, 45));
      await Promise.resolve();
      expect(actor.getSnapshot().context.orders).toHaveLength(3);
      expect(calls).toBe(2);
    });

    it('starts over on LOAD after a failure or once complete', async () => {
      const { actor, settled } = start([
        { ok: false, error: 'x' },
        ok(onlinePage(1, 1)),
        ok(onlinePage(2, 2)),
      ]);
      actor.send({ type: 'LOAD' });
      await settled();
      actor.send({ type: 'LOAD' });
      await settled();
      expect(actor.getSnapshot().context.orders).toHaveLength(1);
      actor.send({ type: 'LOAD' });
      await settled();
      expect(actor.getSnapshot().context.orders).toHaveLength(2);
      expect(actor.getSnapshot().context.nextPage).toBe(1);
    });
  });

  describe('model-based: every state reached by its shortest path behaves as the model says', () => {
    const TOTAL = 45;
    const doneType = `xstate.done.actor.${FETCH_ORDERS_PAGE_ID}`;
    const errorType = `xstate.error.actor.${FETCH_ORDERS_PAGE_ID}`;
    const done = (output: unknown) => ({ type: doneType, output }) as unknown as OrdersPagingEvent;
    const failed = { type: errorType, error: new Error('down') } as unknown as OrdersPagingEvent;
    const userEvents: OrdersPagingEvent[] = [
      { type: 'LOAD' },
      { type: 'LOAD_MORE' },
      { type: 'RETRY' },
    ];

    /** What the back-end may answer once `loaded` orders are in. */
    const answersFor = (loaded: number): OrdersPagingEvent[] => [
      done(onlinePage(Math.min(20, TOTAL - loaded), TOTAL)),
      done(onlinePage(0, TOTAL)),
      done({ orders: 'garbage' }),
      failed,
    ];
    const traversal = {
      input: { kind: 'online' as const },
      // While a request is out only its answer can come; otherwise only the shopper acts.
      events: (snapshot: Snapshot) =>
        snapshot.matches('loading') ? answersFor(snapshot.context.orders.length) : userEvents,
      serializeState: (snapshot: Snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.orders.length,
          snapshot.context.error,
        ]) as never,
    };
    const shortest = getShortestPaths(ordersPagingMachine, traversal);
    // Shortest paths never need RETRY (LOAD reaches the same states sooner), so every failure
    // found is followed by RETRY and each possible answer, and the model gives the expected end.
    const afterFailure = shortest
      .filter((path) => path.state.matches('failure'))
      .flatMap((head) => {
        const headEvents = head.steps
          .map((step) => step.event)
          .filter((event) => event.type !== ('xstate.init' as string));
        return answersFor(head.state.context.orders.length).flatMap((answer) =>
          getPathsFromEvents(ordersPagingMachine, [...headEvents, { type: 'RETRY' }, answer], {
            // getPathsFromEvents does not hand `input` to its traversal; start from the model's
            // own initial state instead.
            fromState: shortest[0]!.state,
            serializeState: traversal.serializeState,
          }).slice(-1),
        );
      });
    const paths = [...shortest, ...afterFailure];

    it('retries in some explored paths', () => {
      expect(afterFailure.length).toBeGreaterThan(0);
    });

    it('finds every state of the machine', () => {
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      for (const state of ['idle', 'loading', 'ready', 'complete', 'failure']) {
        expect(reached).toContain(JSON.stringify(state));
      }
      expect(paths.length).toBeGreaterThan(10);
    });

    const describeEvent = (event: { type: string; output?: unknown }): string => {
      if (event.type === errorType) return 'rejected';
      if (event.type !== doneType) return event.type;
      const output = event.output as { orders?: unknown };
      return Array.isArray(output.orders) ? `page of ${output.orders.length}` : 'malformed page';
    };

    it.each(
      paths.map(
        (path) => [path.steps.map((s) => describeEvent(s.event)).join(' > '), path] as const,
      ),
    )('%s', async (_name, path) => {
      const outcomes: Outcome[] = path.steps
        .map((step) => step.event as unknown as { type: string; output?: unknown; error?: unknown })
        .filter((event) => event.type === doneType || event.type === errorType)
        .map((event) =>
          event.type === doneType
            ? { ok: true, output: event.output }
            : { ok: false, error: event.error },
        );
      const { actor, settled } = start(outcomes);
      for (const step of path.steps) {
        const type: string = step.event.type;
        if (type === 'xstate.init') continue;
        if (type === doneType || type === errorType) await settled();
        else actor.send(step.event);
      }
      const expected = path.state as Snapshot;
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(expected.value);
      expect(actual.context.orders.length).toBe(expected.context.orders.length);
      expect(actual.context.error).toBe(expected.context.error);
      expect(actual.context.total).toBe(expected.context.total);
      expect(actual.context.nextPage).toBe(expected.context.nextPage);
      actor.stop();
    });
  });
});
