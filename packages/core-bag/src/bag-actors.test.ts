// Every actor of the bag and wishlist machines, over a port that records its arguments:
// each passes the actor's signal to the port (stopping the actor aborts the call), parses
// the answer and classifies a rejection, so the machines see a typed answer or a CallError.
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createBagActors } from './bag-actors.js';
import { BAG_CALL_INPUTS } from './bag-call-inputs.js';
import { initialBagContext } from './bag-context.js';
import type { BagActorName } from './bag.machine.types.js';
import { CallError } from './calls/call-error.js';
import type { CallSignal } from './calls/call-signal.js';
import type { BagPort } from './ports/bag-port.js';
import type { ShippingPort } from './ports/shipping-port.js';
import type { WishlistPort } from './ports/wishlist-port.js';
import { createWishlistActors } from './wishlist-actors.js';
import type { WishlistActorInputs } from './wishlist.machine.types.js';

type Answer = (method: string) => Promise<unknown>;

/** A port whose every method records its last argument and answers as told. */
function recordingPort<P extends object>(answer: Answer) {
  const signals: Array<CallSignal | undefined> = [];
  const port = new Proxy({} as P, {
    get:
      (_, method) =>
      (...args: unknown[]) => {
        signals.push((args.at(-1) as { signal?: CallSignal } | undefined)?.signal);
        return answer(String(method));
      },
  });
  return { port, signals };
}

const context = {
  ...initialBagContext(),
  cartId: 'c1',
  pendingChanges: [{ entryNumber: 0, quantity: 2 }],
};
const BAG_ACTORS = Object.keys(BAG_CALL_INPUTS) as BagActorName[];
const bagInput = (name: BagActorName) => BAG_CALL_INPUTS[name]({ context });

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

function bagActors(answer: Answer) {
  const { port, signals } = recordingPort<BagPort & ShippingPort>(answer);
  return { actors: createBagActors({ bag: port, shipping: port }), signals };
}

async function failureOf(logic: AnyActorLogic, input: unknown): Promise<unknown> {
  return toPromise(createActor(logic, { input }).start()).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('bag actors', () => {
  it.each(BAG_ACTORS)(
    '%s hands its signal to the port; stopping the actor aborts the call',
    (name) => {
      const { actors, signals } = bagActors(() => new Promise(() => undefined));
      const actor = createActor(actors[name] as AnyActorLogic, { input: bagInput(name) }).start();
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      actor.stop();
      expect(signals[0]?.aborted).toBe(true);
    },
  );

  it.each(BAG_ACTORS)('%s classifies a rejection and refuses a malformed answer', async (name) => {
    const gone = { status: 404, errors: [{ type: 'InvalidTokenError', reason: 'notFound' }] };
    const rejecting = bagActors(() => Promise.reject(gone)).actors[name] as AnyActorLogic;
    const rejected = await failureOf(rejecting, bagInput(name));
    expect(rejected).toBeInstanceOf(CallError);
    expect(rejected).toMatchObject({ kind: 'cartGone', error: gone });

    const lying = bagActors(() => Promise.resolve({ products: 'none' })).actors[name];
    const malformed = await failureOf(lying as AnyActorLogic, bagInput(name));
    expect(malformed).toMatchObject({ kind: 'malformed', error: { products: 'none' } });
  });

  it('updateEntries sends nothing more once stopped', async () => {
    let release: (bag: unknown) => void = () => undefined;
    const { actors, signals } = bagActors(() => new Promise((resolve) => (release = resolve)));
    const input = {
      cartId: 'c1',
      changes: [1, 2, 3].map((n) => ({ entryNumber: n, quantity: 1 })),
    };
    const actor = createActor(actors.updateEntries, { input }).start();
    actor.stop();
    release({ products: [] });
    await Promise.resolve();
    expect(signals).toHaveLength(1);
  });
});

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
    expect(await failureOf(add, WISHLIST_INPUTS.addProduct)).toMatchObject({
      kind: 'alreadyInWishlist',
    });
    const empty = recordingPort<WishlistPort>(() => Promise.resolve('')).port;
    const token = createWishlistActors(empty).getShareToken;
    expect(await failureOf(token, {})).toMatchObject({ kind: 'malformed' });
  });
});
