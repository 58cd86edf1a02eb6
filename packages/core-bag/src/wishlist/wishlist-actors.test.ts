// Every actor of the wishlist machine, over a port that records its arguments: each passes
// the actor's signal to the port (stopping the actor aborts the call), parses the answer and
// classifies a rejection.
import { createActor, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { recordingPort, rejectionOf } from '../../test/recording-port.js';
import type { WishlistPort } from '../ports/wishlist-port.js';
import { createWishlistActors } from './wishlist-actors.js';
import type { WishlistActorInputs } from './wishlist.machine.types.js';

const WISHLIST_INPUTS: WishlistActorInputs = {
  loadWishlist: {},
  addProduct: { productId: 'p1' },
  removeProduct: { productId: 'p1' },
  getShareToken: {},
  shareWishlist: { token: 't' },
  mergeAnonymous: { productIds: ['p1'] },
  loadCategoryProducts: { categoryId: 'c', limit: 12 },
  loadSharedWishlist: { id: 'w' },
};

describe('wishlist actors', () => {
  const names = Object.keys(WISHLIST_INPUTS) as Array<keyof WishlistActorInputs>;

  it.each(names)('%s hands its signal to the port; stopping the actor aborts the call', (name) => {
    const { port, signals } = recordingPort<WishlistPort>(() => new Promise(() => undefined));
    const logic = createWishlistActors(port)[name] as AnyActorLogic;
    const actor = createActor(logic, { input: WISHLIST_INPUTS[name] }).start();
    expect(signals[0]?.aborted).toBe(false);
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('reads the duplicate error, and refuses an empty share token', async () => {
    const duplicate = { errors: [{ message: 'Product is already in wishlist' }] };
    const rejecting = recordingPort<WishlistPort>(() => Promise.reject(duplicate)).port;
    const add = createWishlistActors(rejecting).addProduct;
    expect(await rejectionOf(add, WISHLIST_INPUTS.addProduct)).toMatchObject({
      kind: 'alreadyInWishlist',
    });
    const empty = recordingPort<WishlistPort>(() => Promise.resolve('')).port;
    const token = createWishlistActors(empty).getShareToken;
    expect(await rejectionOf(token, {})).toMatchObject({ kind: 'malformed' });
  });
});
