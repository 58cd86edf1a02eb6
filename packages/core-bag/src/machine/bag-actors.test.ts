// Every actor of the bag machine, over a port that records its arguments:
// each passes the actor's signal to the port (stopping the actor aborts the call), parses
// the answer and classifies a rejection, so the machines see a typed answer or a CallError.
import { createActor, type AnyActorLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createBagActors } from './bag-actors.js';
import { BAG_CALL_INPUTS } from './bag-call-inputs.js';
import { initialBagContext } from './bag-context.js';
import type { BagActorName } from './bag.machine.types.js';
import { CallError } from '../calls/call-error.js';
import type { BagPort } from '../ports/bag-port.js';
import type { PromotionsPort } from '../ports/promotions-port.js';
import type { ShippingPort } from '../ports/shipping-port.js';
import { recordingPort, rejectionOf, type Answer } from '../../test/recording-port.js';

const context = {
  ...initialBagContext(),
  cartId: 'c1',
  pendingChanges: [{ entryNumber: 0, quantity: 2 }],
};
const BAG_ACTORS = Object.keys(BAG_CALL_INPUTS) as BagActorName[];
const bagInput = (name: BagActorName) => BAG_CALL_INPUTS[name]({ context });

function bagActors(answer: Answer) {
  const { port, signals } = recordingPort<BagPort & ShippingPort & PromotionsPort>(answer);
  return { actors: createBagActors({ bag: port, shipping: port, promotions: port }), signals };
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
    const rejected = await rejectionOf(rejecting, bagInput(name));
    expect(rejected).toBeInstanceOf(CallError);
    expect(rejected).toMatchObject({ kind: 'cartGone', error: gone });

    const lying = bagActors(() => Promise.resolve({ products: 'none' })).actors[name];
    const malformed = await rejectionOf(lying as AnyActorLogic, bagInput(name));
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
