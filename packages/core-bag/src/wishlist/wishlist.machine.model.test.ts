// Model-based test of the wishlist machine: every declared transition taken on a real actor.
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { backendEvents, replayEveryTransition } from '@atelier/core-catalogue/testing';
import { WishlistOracle, type WishlistView } from '../../test/wishlist-oracle.js';
import { CallError } from '../calls/call-error.js';
import { wishlistMachine, type WishlistContext, type WishlistEvent } from './wishlist.machine.js';

const TIMEOUT_MS = 500;
const LIST = { entries: [{ id: 'p1' }] };
const MALFORMED = { entries: 'none' };

// Well-formed answers only: the actors parse, so a malformed answer is one of their errors.
const OUTPUTS: Record<string, unknown[]> = {
  loadWishlist: [LIST],
  addProduct: [LIST],
  removeProduct: [{ entries: [] }],
  getShareToken: ['token'],
  shareWishlist: [undefined],
  mergeAnonymous: [LIST],
  loadCategoryProducts: [[{ id: 'n1', inStock: true }]],
  loadSharedWishlist: [LIST],
};
const ERRORS = [
  new CallError('failed', new Error('down')),
  new CallError('alreadyInWishlist', { errors: [{ message: 'Product is already in wishlist' }] }),
  new CallError('malformed', MALFORMED),
];

const USER_EVENTS: WishlistEvent[] = [
  { type: 'LOAD' },
  { type: 'ADD', productId: 'p1' },
  { type: 'ADD', productId: 'p2' },
  { type: 'REMOVE', productId: 'p1' },
  { type: 'UNDO', productId: 'p1' },
  { type: 'TOGGLE_COPY' },
  { type: 'SHARE' },
  { type: 'LOGIN' },
  { type: 'LOGOUT' },
  { type: 'LOAD_SUGGESTIONS', slider: { categoryId: 'c' } },
  { type: 'LOAD_SUGGESTIONS', slider: { products: [{ id: 'n2' }] } },
  { type: 'LOAD_SHARED', id: 'friend' },
];

function serialize(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as WishlistContext;
  return JSON.stringify([
    snapshot.value,
    context.loggedIn,
    context.localIds.length > 0,
    context.undo.length > 0,
    (context.wishlist?.entries.length ?? 0) > 0,
  ]);
}

/** What the real actor shows, in the oracle's terms; `calls` are its outstanding calls. */
function machineView(snapshot: AnyMachineSnapshot, calls: string[]): WishlistView {
  const context = snapshot.context as WishlistContext;
  return {
    call: calls.length > 1 ? `${calls.join(' and ')} at once` : (calls[0] ?? null),
    busy: snapshot.matches('busy'),
    ids: context.loggedIn
      ? (context.wishlist?.entries.map((entry) => entry.id) ?? null)
      : context.localIds,
    undo: context.undo,
    failure: context.failure?.kind ?? null,
    error: context.error,
    sharedNotFound: context.sharedNotFound,
    suggestions: context.suggestions.map((product) => product.id),
  };
}

describe('wishlist machine, model-based', () => {
  it('takes every transition on a real actor, which shows what the oracle says after each step', async () => {
    const result = await replayEveryTransition({
      machine: wishlistMachine,
      input: { timeoutMs: TIMEOUT_MS },
      events: (snapshot) => [
        ...backendEvents(wishlistMachine, snapshot, OUTPUTS, ERRORS),
        ...(snapshot.matches('busy') ? [USER_EVENTS[1]!] : USER_EVENTS),
      ],
      serialize,
      delays: { operationTimeout: TIMEOUT_MS },
      isBusy: (snapshot) => snapshot.matches('busy'),
      oracle: () => {
        const oracle = new WishlistOracle({});
        return {
          send: (event) => oracle.send(event),
          disagreement: (snapshot, calls) => {
            const seen = JSON.stringify(machineView(snapshot, calls));
            const expected = JSON.stringify(oracle.view());
            return seen === expected ? null : `shows ${seen}, spec says ${expected}`;
          },
        };
      },
    });
    expect(result.oracleChecks).toBeGreaterThan(100);
    expect(result.mismatches).toEqual([]);
    expect(result.missing).toEqual([]);
  }, 120_000); // a whole graph replayed: generous for a busy machine
});
