import { describe, expect, it } from 'vitest';
import { CALL_TIMEOUT_MS, type CallFailed } from '@atelier/core-catalogue';
import {
  done,
  elapse,
  fail,
  garble,
  modelEdges,
  replayEvents,
  type ModelEvent,
} from '@atelier/core-catalogue/testing';
import { createActor, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { aStorePurchase, anOnlineOrder } from '../../test/order-fixtures.js';
import {
  FETCH_ORDERS_PAGE_ID,
  ordersPagingActors,
  ordersPagingMachine,
  type FetchOrdersPageInput,
  type OrdersPagingEvent,
  type OrdersPagingInput,
} from './orders-paging.machine.js';
import { LATEST_ORDERS_COUNT, ORDERS_PAGE_SIZE } from './orders-paging.js';

type Snapshot = SnapshotFrom<typeof ordersPagingMachine>;
type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

/**
 * Runs the machine with ordersPagingActors over a fake back-end that answers each request with
 * the next outcome: faults are injected at the port, where the real actor parses and classifies.
 */
function start(outcomes: Outcome[], input: OrdersPagingInput = { kind: 'online' }) {
  const requests: FetchOrdersPageInput[] = [];
  const actor = createActor(
    ordersPagingMachine.provide({
      actors: ordersPagingActors(async (request) => {
        requests.push(request);
        const next = outcomes.shift();
        if (!next) throw new Error('no more answers');
        if (!next.ok) throw next.error;
        return next.output;
      }),
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
      expect((actor.getSnapshot().context.cause as CallFailed).original).toBe(boom);
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
          actors: ordersPagingActors(() => {
            calls += 1;
            if (calls === 1) return new Promise((resolve) => (releaseFirst = resolve));
            return Promise.resolve(onlinePage(3, 3));
          }),
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

    it('gives up on a request that never answers after the call timeout, and retries', async () => {
      const clock = new SimulatedClock();
      let calls = 0;
      const actor = createActor(
        ordersPagingMachine.provide({
          actors: ordersPagingActors(() => {
            calls += 1;
            return calls === 1 ? new Promise(() => {}) : Promise.resolve(onlinePage(3, 3));
          }),
        }),
        { input: { kind: 'online' }, clock },
      ).start();
      actor.send({ type: 'LOAD' });
      clock.increment(CALL_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().value).toBe('loading');
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('failure');
      expect(actor.getSnapshot().context.error).toBe('timedOut');
      actor.send({ type: 'RETRY' });
      await waitFor(actor, (s) => s.matches('complete'));
      expect(actor.getSnapshot().context.orders).toHaveLength(3);
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

  describe('model-based: every transition, after the shortest path to it, behaves as the model says', () => {
    const TOTAL = 45;
    const ID = FETCH_ORDERS_PAGE_ID;
    const userEvents: OrdersPagingEvent[] = [
      { type: 'LOAD' },
      { type: 'LOAD_MORE' },
      { type: 'RETRY' },
    ];
    /** What the back-end (through the parsing actor) may answer once `loaded` orders are in. */
    const answersFor = (loaded: number): ModelEvent[] => [
      done(ID, onlinePage(Math.min(20, TOTAL - loaded), TOTAL)),
      done(ID, onlinePage(0, TOTAL)),
      garble(ID),
      fail(ID, new Error('down')),
      elapse('ordersPaging.loading'),
    ];
    const input = { kind: 'online' as const };
    const edges = modelEdges(ordersPagingMachine, {
      input,
      // While a request is out only its answer can come; otherwise only the shopper acts.
      events: (snapshot) =>
        (snapshot as Snapshot).matches('loading')
          ? answersFor((snapshot as Snapshot).context.orders.length)
          : userEvents,
      serialize: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.orders.length, snapshot.context.error]),
    });

    it('retries after a failure and finds every state of the machine', () => {
      expect(edges.some((edge) => edge.event.type === 'RETRY')).toBe(true);
      const reached = new Set(edges.map((edge) => JSON.stringify(edge.to.value)));
      for (const state of ['loading', 'ready', 'complete', 'failure']) {
        expect(reached).toContain(JSON.stringify(state));
      }
      expect(edges.length).toBeGreaterThan(10);
    });

    it('replays every edge on a real actor', async () => {
      for (const edge of edges) {
        const { snapshot } = await replayEvents(ordersPagingMachine, edge.events, { input });
        const expected = edge.to as Snapshot;
        const actual = snapshot as Snapshot;
        const pick = (s: Snapshot) => [
          s.value,
          s.context.orders.length,
          s.context.error,
          s.context.total,
          s.context.nextPage,
        ];
        expect(pick(actual), edge.events.map((e) => e.type).join(' > ')).toEqual(pick(expected));
      }
    });
  });
});
