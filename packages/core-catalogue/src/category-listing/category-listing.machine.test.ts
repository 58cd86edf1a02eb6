import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CALL_TIMEOUT_MS } from '../kernel/machines/call-state.js';
import { done, elapse, fail, modelEdges, observe, replayEvents } from '../testing/index.js';
import type { ViewItemListPayload } from '../products/view-item-list.js';
import {
  categoryListingMachine,
  type CategoryListingEvent,
  type CategoryListingInput,
} from './category-listing.machine.js';
import type { ListingProduct } from './listing-view.js';

function product(id: string, price: number, material: string, novelty = false): ListingProduct {
  return {
    id,
    name: id.toUpperCase(),
    pricing: { price },
    classifications: { material: [material] },
    novelty,
  };
}

const PRODUCTS = [
  product('a', 30, 'gold'),
  product('b', 10, 'silver', true),
  product('c', 50, 'gold', true),
  product('d', 20, 'silver'),
  product('e', 40, 'gold'),
];

const INPUT: CategoryListingInput = { categoryId: '3', listName: 'Bracelets', pageSize: 2 };
const CHEAP = { id: 'cheap', name: '0-25', min: 0, max: 25 };

function start(
  script: () => Promise<unknown>,
  input: CategoryListingInput = INPUT,
  clock?: SimulatedClock,
) {
  return createActor(
    categoryListingMachine.provide({
      actors: { loadCategoryProducts: fromPromise(() => script() as Promise<ListingProduct[]>) },
    }),
    { input, ...(clock ? { clock } : {}) },
  );
}

const stateName = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const MODEL_EVENTS = [
  { type: 'TOGGLE_FILTER', group: 'material', value: 'gold' },
  { type: 'TOGGLE_FILTER', group: 'material', value: 'silver' },
  { type: 'TOGGLE_PRICE', range: CHEAP },
  { type: 'CLEAR_FILTERS' },
  { type: 'SET_ORDER', order: 'lowestPrice' },
  { type: 'SET_ORDER', order: 'novelties' },
  { type: 'LOAD_MORE' },
  { type: 'RETRY' },
  done('loadCategoryProducts', PRODUCTS),
  fail('loadCategoryProducts', new Error('offline')),
  elapse('categoryListing.loading'),
] as (CategoryListingEvent | EventObject)[] as EventObject[];

describe('categoryListingMachine (model-based)', () => {
  const edges = modelEdges(categoryListingMachine, { events: MODEL_EVENTS, input: INPUT });

  it('behaves as its model on every reachable transition', async () => {
    expect(edges.length).toBeGreaterThan(50);
    for (const edge of edges) {
      const { snapshot } = await replayEvents(categoryListingMachine, edge.events, {
        input: INPUT,
      });
      expect(observe(snapshot), edge.events.map((e) => e.type).join(' > ')).toEqual(
        observe(edge.to),
      );
    }
  });

  it('reaches every state and takes every transition of the chart', () => {
    const taken = new Set(
      edges.map(
        (edge) => `${stateName(edge.from.value)} -${edge.event.type}-> ${stateName(edge.to.value)}`,
      ),
    );
    for (const transition of [
      'loading -xstate.done.actor.loadCategoryProducts-> ready',
      'loading -xstate.error.actor.loadCategoryProducts-> failed',
      'loading -xstate.after.callTimeout.categoryListing.loading-> failed',
      'failed -RETRY-> loading',
      'ready -TOGGLE_FILTER-> ready',
      'ready -TOGGLE_PRICE-> ready',
      'ready -CLEAR_FILTERS-> ready',
      'ready -SET_ORDER-> ready',
      'ready -LOAD_MORE-> ready',
    ]) {
      expect(taken).toContain(transition);
    }
  });

  it('holds its invariants in every reachable state: page exists, changes reset to page 0', () => {
    for (const edge of edges) {
      const context = edge.to.context as {
        page: number;
        products: ListingProduct[];
        pageSize: number;
      };
      expect(context.page).toBeGreaterThanOrEqual(0);
      const type = edge.event.type;
      if (
        ['TOGGLE_FILTER', 'TOGGLE_PRICE', 'CLEAR_FILTERS', 'SET_ORDER'].includes(type) &&
        edge.to.value === 'ready'
      ) {
        expect(context.page).toBe(0);
      }
    }
  });
});

describe('categoryListingMachine (scenarios and bad input)', () => {
  async function loaded(input: CategoryListingInput = INPUT) {
    const emitted: ViewItemListPayload[] = [];
    const actor = start(() => Promise.resolve(PRODUCTS), input);
    actor.on('viewItemList', (event) => emitted.push(event.payload));
    actor.start();
    await new Promise((resolve) => setImmediate(resolve));
    return { actor, emitted };
  }

  it('loads, then emits the view-item-list of the first products', async () => {
    const { actor, emitted } = await loaded();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.items.map((i) => i.item_id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(emitted[0]!.item_list_name).toBe('Bracelets');
  });

  it('loads more, and resets to page 0 with a new event on any change', async () => {
    const { actor, emitted } = await loaded();
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().context.page).toBe(2);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().context.page).toBe(2);
    expect(emitted).toHaveLength(1);

    actor.send({ type: 'TOGGLE_FILTER', group: 'material', value: 'gold' });
    expect(actor.getSnapshot().context.page).toBe(0);
    expect(emitted.at(-1)!.items.map((i) => i.item_id)).toEqual(['a', 'c', 'e']);

    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'SET_ORDER', order: 'highestPrice' });
    expect(actor.getSnapshot().context.page).toBe(0);
    expect(emitted.at(-1)!.items.map((i) => i.item_id)).toEqual(['c', 'e', 'a']);

    actor.send({ type: 'TOGGLE_PRICE', range: CHEAP });
    expect(emitted.at(-1)!.items).toEqual([]);
    actor.send({ type: 'CLEAR_FILTERS' });
    expect(actor.getSnapshot().context.filters).toEqual({});
    expect(emitted).toHaveLength(5);
  });

  it('caps the view-item-list event at 12 products', async () => {
    const many = Array.from({ length: 30 }, (_, i) => product(`p${i}`, i, 'gold'));
    const emitted: ViewItemListPayload[] = [];
    const actor = start(() => Promise.resolve(many), { ...INPUT, pageSize: 24 });
    actor.on('viewItemList', (event) => emitted.push(event.payload));
    actor.start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(emitted[0]!.items).toHaveLength(12);
  });

  it('does not page past an empty result', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'TOGGLE_FILTER', group: 'material', value: 'platinum' });
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().context.page).toBe(0);
  });

  it('falls back to the default page size for unusable ones', async () => {
    const { actor } = await loaded({ ...INPUT, pageSize: 0 });
    expect(actor.getSnapshot().context.pageSize).toBe(9999);
  });

  it('reports a failed load and retries', async () => {
    let calls = 0;
    const actor = start(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(PRODUCTS);
    }).start();
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', reason: 'offline' });
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('gives up on a back-end that never answers after the call timeout, and retries', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const actor = start(
      () => {
        calls += 1;
        return calls === 1 ? new Promise(() => {}) : Promise.resolve(PRODUCTS);
      },
      INPUT,
      clock,
    ).start();
    clock.increment(CALL_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'timeout' });
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
