import { createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWishlist } from '../../test/fake-wishlist.js';
import type { CallSignal } from '../calls/call-signal.js';
import { createWishlistActors } from './wishlist-actors.js';
import {
  wishlistMachine,
  type WishlistEmitted,
  type WishlistMachineInput,
} from './wishlist.machine.js';

function start(backend: FakeWishlist, input: WishlistMachineInput = {}) {
  const emitted: WishlistEmitted[] = [];
  const actor = createActor(wishlistMachine.provide({ actors: createWishlistActors(backend) }), {
    input,
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = () => waitFor(actor, (s) => s.matches('ready'));
  return { actor, emitted, settle };
}

const products = (count: number, inStock = true) =>
  Array.from({ length: count }, (_, i) => ({ id: `n${i}`, inStock: inStock || i % 2 === 0 }));

describe('wishlist (docs/product/wishlist.md)', () => {
  it('keeps local ids for guests, refuses duplicates, and undoes removals', () => {
    const backend = new FakeWishlist();
    const { actor, emitted } = start(backend);
    actor.send({ type: 'ADD', productId: 'p1' });
    actor.send({ type: 'ADD', productId: 'p2' });
    expect(actor.getSnapshot().context.localIds).toEqual(['p1', 'p2']);
    actor.send({ type: 'ADD', productId: 'p1' });
    expect(actor.getSnapshot().context.error).toBe('Product is already in wishlist');
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true);
    actor.send({ type: 'REMOVE', productId: 'p1' });
    expect(actor.getSnapshot().context.localIds).toEqual(['p2']);
    expect(actor.getSnapshot().context.undo).toEqual(['p1']);
    actor.send({ type: 'UNDO', productId: 'p1' });
    expect(actor.getSnapshot().context.localIds).toEqual(['p2', 'p1']);
    expect(actor.getSnapshot().context.undo).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'wishlist.localIdsChanged', ids: ['p2', 'p1'] });
    expect(backend.calls).toEqual([]);
  });

  it('uses the server list for logged users, with undo', async () => {
    const backend = new FakeWishlist();
    const { actor, settle } = start(backend, { loggedIn: true });
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'ADD', productId: 'p1' });
    await settle();
    expect(actor.getSnapshot().context.wishlist?.entries.map((e) => e.id)).toEqual(['p1']);
    actor.send({ type: 'ADD', productId: 'p1' });
    expect(actor.getSnapshot().context.error).toBe('Product is already in wishlist');
    actor.send({ type: 'REMOVE', productId: 'p1' });
    await settle();
    expect(actor.getSnapshot().context.undo).toEqual(['p1']);
    actor.send({ type: 'UNDO', productId: 'p1' });
    await settle();
    expect(backend.ids).toEqual(['p1']);
    expect(actor.getSnapshot().context.undo).toEqual([]);
  });

  it('reports the back-end duplicate error too', async () => {
    const backend = new FakeWishlist();
    backend.ids = ['p1'];
    const { actor, settle } = start(backend, { loggedIn: true });
    actor.send({ type: 'ADD', productId: 'p1' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Product is already in wishlist');
    expect(actor.getSnapshot().context.failure?.kind).toBe('alreadyInWishlist');
  });

  it('toggles the copy flag', () => {
    const { actor } = start(new FakeWishlist());
    actor.send({ type: 'TOGGLE_COPY' });
    expect(actor.getSnapshot().context.copyWishlist).toBe(true);
    actor.send({ type: 'TOGGLE_COPY' });
    expect(actor.getSnapshot().context.copyWishlist).toBe(false);
  });

  it('shares by fetching a token and posting it', async () => {
    const backend = new FakeWishlist();
    const { actor, emitted, settle } = start(backend, { loggedIn: true });
    actor.send({ type: 'SHARE' });
    await settle();
    expect(backend.calls).toEqual(['getShareToken', 'shareWishlist']);
    expect(backend.sharedTokens).toEqual(['token-1']);
    expect(emitted).toContainEqual({ type: 'wishlist.shared', token: 'token-1' });
  });

  it('merges local ids on login and clears them', async () => {
    const backend = new FakeWishlist();
    backend.ids = ['server'];
    const { actor, emitted, settle } = start(backend, { localIds: ['local'] });
    actor.send({ type: 'LOGIN' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.wishlist?.entries.map((e) => e.id)).toEqual(['server', 'local']);
    expect(context.localIds).toEqual([]);
    expect(emitted).toContainEqual({ type: 'wishlist.localIdsChanged', ids: [] });
  });

  it('only loads on login when there is nothing to merge', async () => {
    const backend = new FakeWishlist();
    const { actor, settle } = start(backend);
    actor.send({ type: 'LOGIN' });
    await settle();
    expect(backend.calls).toEqual(['getWishlist']);
  });

  it('a failed merge refreshes the wishlist', async () => {
    const backend = new FakeWishlist();
    backend.ids = ['server'];
    backend.failures.set('mergeAnonymous', new Error('boom'));
    const { actor, settle } = start(backend, { localIds: ['local'] });
    actor.send({ type: 'LOGIN' });
    await settle();
    expect(backend.calls).toEqual(['mergeAnonymous', 'getWishlist']);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.wishlist?.entries.map((e) => e.id)).toEqual(['server']);
  });

  it('suggests 12 in-stock products from the first novelties slider category', async () => {
    const backend = new FakeWishlist();
    backend.categoryProducts = products(40, false);
    const { actor, settle } = start(backend);
    actor.send({ type: 'LOAD_SUGGESTIONS', slider: { categoryId: 'novelties' } });
    await settle();
    const { suggestions } = actor.getSnapshot().context;
    expect(suggestions).toHaveLength(12);
    expect(suggestions.every((p) => p.inStock)).toBe(true);
  });

  it('suggests 12 when 12 in-stock products not in the wishlist exist (issue 22)', async () => {
    const backend = new FakeWishlist();
    backend.ids = ['n0', 'n1', 'n2'];
    backend.categoryProducts = products(15);
    const { actor, settle } = start(backend, { loggedIn: true });
    actor.send({ type: 'LOAD' });
    await settle();
    actor.send({ type: 'LOAD_SUGGESTIONS', slider: { categoryId: 'novelties' } });
    await settle();
    const { suggestions } = actor.getSnapshot().context;
    expect(suggestions.map((p) => p.id)).toEqual(Array.from({ length: 12 }, (_, i) => `n${i + 3}`));
  });

  it('or takes the slider products themselves', () => {
    const { actor } = start(new FakeWishlist(), { localIds: ['n0'] });
    actor.send({ type: 'LOAD_SUGGESTIONS', slider: { products: products(3) } });
    expect(actor.getSnapshot().context.suggestions.map((p) => p.id)).toEqual(['n1', 'n2']);
  });

  it('a shared wishlist that fails to load is a 404', async () => {
    const backend = new FakeWishlist();
    backend.shared.set('friend', { entries: [{ id: 'x' }] });
    const { actor, settle } = start(backend);
    actor.send({ type: 'LOAD_SHARED', id: 'friend' });
    await settle();
    expect(actor.getSnapshot().context.sharedWishlist?.entries).toHaveLength(1);
    actor.send({ type: 'LOAD_SHARED', id: 'nobody' });
    await settle();
    expect(actor.getSnapshot().context.sharedNotFound).toBe(true);
  });

  it('ignores operations while a call is running', async () => {
    const backend = new FakeWishlist();
    const { actor, settle } = start(backend, { loggedIn: true });
    actor.send({ type: 'ADD', productId: 'a' });
    actor.send({ type: 'ADD', productId: 'b' });
    actor.send({ type: 'SHARE' });
    await settle();
    expect(backend.calls).toEqual(['addProduct']);
    expect(backend.maxInFlight).toBe(1);
  });
});

describe('wishlist faults', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Each actor and the port method behind it: the fault comes from the port, so the
  // actor's own parsing and classification run.
  const cases = [
    ['loadWishlist', 'getWishlist', { type: 'LOAD' }],
    ['addProduct', 'addProduct', { type: 'ADD', productId: 'p9' }],
    ['removeProduct', 'removeProduct', { type: 'REMOVE', productId: 'p1' }],
    ['getShareToken', 'getShareToken', { type: 'SHARE' }],
    [
      'loadCategoryProducts',
      'getCategoryProducts',
      { type: 'LOAD_SUGGESTIONS', slider: { categoryId: 'c' } },
    ],
    ['loadSharedWishlist', 'getSharedWishlist', { type: 'LOAD_SHARED', id: 'x' }],
  ] as const;

  for (const [name, method, event] of cases) {
    for (const fault of ['reject', 'hang', 'malformed'] as const) {
      it(`${name} ${fault}s: unlocked, failed, list kept`, async () => {
        vi.useFakeTimers();
        const backend = new FakeWishlist();
        backend.ids = ['p1'];
        let signal: CallSignal | undefined;
        let armed = false;
        const real = backend[method].bind(backend) as (...args: unknown[]) => Promise<unknown>;
        Object.assign(backend, {
          [method]: (...args: unknown[]) => {
            if (!armed) return real(...args);
            signal = (args.at(-1) as { signal?: CallSignal } | undefined)?.signal;
            if (fault === 'reject') return Promise.reject(new Error('down'));
            if (fault === 'hang') return new Promise(() => undefined);
            return Promise.resolve({ entries: 'nope' });
          },
        });
        const actors = createWishlistActors(backend);
        const actor = createActor(wishlistMachine.provide({ actors }), {
          input: { loggedIn: true, timeoutMs: 500 },
        }).start();
        actor.send({ type: 'LOAD' });
        await vi.advanceTimersByTimeAsync(0);
        const before = actor.getSnapshot().context.wishlist;
        armed = true;
        actor.send(event);
        expect(actor.getSnapshot().matches('busy')).toBe(true);
        await vi.advanceTimersByTimeAsync(fault === 'hang' ? 500 : 0);
        const snapshot = actor.getSnapshot();
        expect(snapshot.matches({ ready: 'failed' })).toBe(true);
        expect(snapshot.context.failure?.kind).toBe(
          fault === 'reject' ? 'failed' : fault === 'hang' ? 'timeout' : 'malformed',
        );
        if (name !== 'loadWishlist') expect(snapshot.context.wishlist).toEqual(before);
        // The call got the actor's signal; a hung one was aborted when its state timed out.
        expect(signal?.aborted).toBe(fault === 'hang');
        actor.stop();
      });
    }
  }
});
