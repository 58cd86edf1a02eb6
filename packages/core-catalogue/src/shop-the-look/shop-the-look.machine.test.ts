import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CALL_TIMEOUT_MS } from '../kernel/machines/call-state.js';
import { done, elapse, fail, modelEdges, observe, replayEvents } from '../testing/index.js';
import type { AddLookItemsInput } from './shop-the-look.machine.js';
import { shopTheLookMachine, type ShopTheLookEvent } from './shop-the-look.machine.js';
import type { LookItem } from './look-rules.js';

const ring: LookItem = {
  productId: 'ring',
  stock: 6,
  sizes: [
    { code: 'M', stock: 5 },
    { code: 'L', stock: 1 },
    { code: 'Z', stock: 0 },
  ],
};
const bracelet: LookItem = {
  productId: 'bracelet',
  quantity: 2,
  stock: 2,
  sizes: [{ code: 'S', stock: 2 }],
};
const necklace: LookItem = { productId: 'necklace', quantity: 2, stock: 3, sizes: [] };
const earrings: LookItem = { productId: 'earrings', stock: 0, sizes: [] };
const soldOutRing: LookItem = {
  productId: 'soldout-ring',
  stock: 0,
  sizes: [{ code: 'M', stock: 0 }],
};

const fullLook = [ring, necklace, earrings, bracelet];

const stateName = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function start(script: () => Promise<unknown>, seen: AddLookItemsInput[] = []) {
  return createActor(
    shopTheLookMachine.provide({
      actors: {
        addLookItems: fromPromise<unknown, AddLookItemsInput>(({ input }) => {
          seen.push(input);
          return script();
        }),
      },
    }),
  );
}

const MODEL_EVENTS = [
  { type: 'ADD_LOOK', items: fullLook },
  { type: 'ADD_LOOK', items: [necklace, earrings] },
  { type: 'ADD_LOOK', items: [earrings, soldOutRing] },
  { type: 'SELECT_SIZE', sizeCode: 'M' },
  { type: 'SELECT_SIZE', sizeCode: 'S' },
  { type: 'SELECT_SIZE', sizeCode: 'XX' },
  { type: 'SELECT_SIZE', sizeCode: 'Z' },
  { type: 'SET_QUANTITY', quantity: 500 },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'CLOSE' },
  done('addLookItems'),
  fail('addLookItems', new Error('bag locked')),
  elapse('shopTheLook.adding'),
] as (ShopTheLookEvent | EventObject)[] as EventObject[];

describe('shopTheLookMachine (model-based)', () => {
  const edges = modelEdges(shopTheLookMachine, { events: MODEL_EVENTS });

  it('behaves as its model on every reachable transition', async () => {
    expect(edges.length).toBeGreaterThan(50);
    for (const edge of edges) {
      const { snapshot } = await replayEvents(shopTheLookMachine, edge.events);
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
    const expected = [
      'idle -ADD_LOOK-> choosingSize',
      'idle -ADD_LOOK-> adding',
      'idle -ADD_LOOK-> nothingToAdd',
      'choosingSize -SELECT_SIZE-> choosingSize',
      'choosingSize -SET_QUANTITY-> choosingSize',
      'choosingSize -CONFIRM-> choosingSize',
      'choosingSize -CONFIRM-> adding',
      'choosingSize -CANCEL-> idle',
      'adding -xstate.done.actor.addLookItems-> added',
      'adding -xstate.error.actor.addLookItems-> failed',
      'adding -xstate.after.callTimeout.shopTheLook.adding-> failed',
      'added -CLOSE-> idle',
      'failed -RETRY-> adding',
      'failed -CLOSE-> idle',
      'nothingToAdd -CLOSE-> idle',
    ];
    for (const transition of expected) expect(taken).toContain(transition);
    const states = new Set(edges.map((edge) => stateName(edge.to.value)));
    expect([...states].sort()).toEqual([
      'added',
      'adding',
      'choosingSize',
      'failed',
      'idle',
      'nothingToAdd',
    ]);
  });
});

describe('shopTheLookMachine (scenarios and bad input)', () => {
  function run() {
    const added: AddLookItemsInput[] = [];
    const actor = start(() => Promise.resolve(), added);
    actor.start();
    return { actor, added };
  }

  it('steps through each sized product, then adds chosen and unsized in-stock items together', async () => {
    const { actor, added } = run();
    actor.send({ type: 'ADD_LOOK', items: fullLook });
    expect(actor.getSnapshot().value).toBe('choosingSize');
    expect(actor.getSnapshot().context.skipped).toEqual(['earrings']);
    expect(actor.getSnapshot().context.quantity).toBe(1);
    actor.send({ type: 'SELECT_SIZE', sizeCode: 'M' });
    actor.send({ type: 'SET_QUANTITY', quantity: 3 });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.quantity).toBe(2);
    actor.send({ type: 'SELECT_SIZE', sizeCode: 'S' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('adding');
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('added');
    expect(added).toEqual([
      {
        lines: [
          { productId: 'ring', sizeCode: 'M', quantity: 3 },
          { productId: 'bracelet', sizeCode: 'S', quantity: 2 },
          { productId: 'necklace', sizeCode: null, quantity: 2 },
        ],
      },
    ]);
  });

  it('adds unsized looks straight away and answers nothingToAdd when all is out of stock', () => {
    const { actor } = run();
    actor.send({ type: 'ADD_LOOK', items: [necklace] });
    expect(actor.getSnapshot().value).toBe('adding');
    const second = run().actor;
    second.send({ type: 'ADD_LOOK', items: [earrings, soldOutRing] });
    expect(second.getSnapshot().value).toBe('nothingToAdd');
    expect(second.getSnapshot().context.skipped).toEqual(['earrings', 'soldout-ring']);
  });

  it('rejects an unknown size and keeps the modal open', () => {
    const { actor } = run();
    actor.send({ type: 'ADD_LOOK', items: [ring] });
    actor.send({ type: 'SELECT_SIZE', sizeCode: 'XXL' });
    expect(actor.getSnapshot().value).toBe('choosingSize');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'unknownSize', selectedSize: null });
  });

  it('rejects a size with zero stock', () => {
    const { actor } = run();
    actor.send({ type: 'ADD_LOOK', items: [ring] });
    actor.send({ type: 'SELECT_SIZE', sizeCode: 'Z' });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'noStock', selectedSize: null });
  });

  it('caps the quantity at 100 and floors bad quantities to 1', () => {
    const { actor } = run();
    actor.send({ type: 'ADD_LOOK', items: [ring] });
    actor.send({ type: 'SET_QUANTITY', quantity: 1000 });
    expect(actor.getSnapshot().context.quantity).toBe(100);
    actor.send({ type: 'SET_QUANTITY', quantity: -4 });
    expect(actor.getSnapshot().context.quantity).toBe(1);
    actor.send({ type: 'SET_QUANTITY', quantity: Number.NaN });
    expect(actor.getSnapshot().context.quantity).toBe(1);
  });

  it('will not confirm without a size or with more than the size has in stock', () => {
    const { actor } = run();
    actor.send({ type: 'ADD_LOOK', items: [ring] });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.error).toBe('noSizeSelected');
    actor.send({ type: 'SELECT_SIZE', sizeCode: 'L' });
    actor.send({ type: 'SET_QUANTITY', quantity: 2 });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('choosingSize');
    expect(actor.getSnapshot().context.error).toBe('insufficientStock');
  });

  it('reports a failed add and can retry', async () => {
    let calls = 0;
    const actor = createActor(
      shopTheLookMachine.provide({
        actors: {
          addLookItems: fromPromise<unknown, AddLookItemsInput>(async () => {
            calls += 1;
            if (calls === 1) throw new Error('bag locked');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'ADD_LOOK', items: [necklace] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected', reason: 'bag locked' });
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('added');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('fails loudly when the caller did not provide the add actor', async () => {
    const actor = createActor(shopTheLookMachine).start();
    actor.send({ type: 'ADD_LOOK', items: [necklace] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      reason: 'shopTheLookMachine: actor "addLookItems" was not provided',
    });
  });

  it('gives up on a bag that never answers after the call timeout', () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      shopTheLookMachine.provide({
        actors: {
          addLookItems: fromPromise<unknown, AddLookItemsInput>(() => new Promise(() => {})),
        },
      }),
      { clock },
    ).start();
    actor.send({ type: 'ADD_LOOK', items: [necklace] });
    clock.increment(CALL_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('adding');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'timeout' });
  });
});
