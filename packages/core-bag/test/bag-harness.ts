// Starts the bag machine over a FakeCommerce with the real port-based actors.
import { createActor, waitFor, type Actor } from 'xstate';
import { createBagActors } from '../src/machine/bag-actors.js';
import { bagMachine } from '../src/machine/bag.machine.js';
import type { BagEmitted, BagMachineInput } from '../src/machine/bag.machine.types.js';
import type { AddItem } from '../src/lines/add-to-bag.js';
import type { CatalogueProduct, FakeCommerce } from './fake-commerce.js';

export interface BagHarness {
  actor: Actor<typeof bagMachine>;
  backend: FakeCommerce;
  emitted: BagEmitted[];
  /** Waits until the interface unlocks. */
  settle: () => Promise<void>;
}

export function startBag(backend: FakeCommerce, input: BagMachineInput = {}): BagHarness {
  const actor = createActor(
    bagMachine.provide({
      actors: createBagActors({ bag: backend, shipping: backend, promotions: backend }),
    }),
    {
      input,
    },
  );
  const emitted: BagEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    backend,
    emitted,
    settle: async () => {
      await waitFor(actor, (snapshot) => snapshot.matches('unlocked'), { timeout: 5_000 });
    },
  };
}

export function addItem(item: CatalogueProduct, quantity = 1): AddItem {
  return {
    payload: { productCode: item.id, quantity },
    product: {
      id: item.id,
      stock: item.stock,
      onlineStock: item.onlineStock,
      hasOverallStock: item.hasOverallStock,
      availableSdd: item.availableSdd,
    },
  };
}

export function quantities(harness: BagHarness): Array<[string, number]> {
  return (harness.actor.getSnapshot().context.bag?.products ?? []).map((entry) => [
    entry.product.id,
    entry.quantity,
  ]);
}
