// Every call of the bag machine, made to reject, hang past the timeout or answer garbage at
// the port: the machine must end unlocked, in its failed state, with every product still in
// the bag, and a hung call must be aborted.
import { createActor, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addItem } from '../../test/bag-harness.js';
import { FakeCommerce, SDD, STANDARD, product } from '../../test/fake-commerce.js';
import { createBagActors } from './bag-actors.js';
import { bagMachine } from './bag.machine.js';
import type { BagActorName, BagEvent } from './bag.machine.types.js';
import type { CallSignal } from '../calls/call-signal.js';

const TIMEOUT_MS = 1_000;
const ring = product('ring', { price: 30, stock: 3 });
const chain = product('chain', { price: 20, stock: 4 });

type Fault = 'reject' | 'hang' | 'malformed';

interface Scenario {
  actor: BagActorName;
  /** Events that bring the bag where the actor will be called, run with working actors. */
  prepare: BagEvent[];
  trigger: BagEvent;
  setup?: (backend: FakeCommerce) => void;
  user?: { id: string; loggedIn: boolean; defaultAddressPostalCode?: string };
}

const ADD_RING: BagEvent = { type: 'ADD', items: [addItem(ring, 2)] };
const ADD_CHAIN: BagEvent = { type: 'ADD', items: [addItem(chain)] };

const SCENARIOS: Scenario[] = [
  { actor: 'createBag', prepare: [], trigger: ADD_RING },
  { actor: 'loadBag', prepare: [ADD_RING], trigger: { type: 'CHECK_SHIPPING' } },
  {
    actor: 'loadBag',
    prepare: [],
    trigger: { type: 'START', cartId: 'stored' },
    setup: (backend) => backend.seedBag('stored', [['ring', 1]]),
  },
  {
    actor: 'loadUserBags',
    prepare: [ADD_RING],
    trigger: { type: 'LOGIN', user: { id: 'u', loggedIn: true } },
  },
  { actor: 'addEntries', prepare: [ADD_RING], trigger: ADD_CHAIN },
  { actor: 'updateEntries', prepare: [ADD_RING], trigger: { type: 'INCREASE', entryNumber: 0 } },
  { actor: 'updateEntries', prepare: [ADD_RING], trigger: { type: 'REMOVE', entryNumber: 0 } },
  { actor: 'validateStock', prepare: [ADD_RING], trigger: { type: 'SYNC_STOCK' } },
  {
    actor: 'saveForLater',
    prepare: [ADD_RING],
    trigger: { type: 'SAVE_FOR_LATER', entryNumber: 0 },
  },
  {
    actor: 'restoreSaved',
    prepare: [ADD_RING, ADD_CHAIN, { type: 'SAVE_FOR_LATER', entryNumber: 1 }],
    trigger: { type: 'RESTORE_SAVED', entryNumber: 0, quantity: 1 },
  },
  {
    actor: 'applyVoucher',
    prepare: [ADD_RING],
    trigger: { type: 'APPLY_VOUCHER', code: 'WELCOME' },
  },
  {
    actor: 'deleteVoucher',
    prepare: [ADD_RING, { type: 'APPLY_VOUCHER', code: 'WELCOME' }],
    trigger: { type: 'DELETE_VOUCHER', code: 'WELCOME' },
  },
  { actor: 'loadShippingMethods', prepare: [ADD_RING], trigger: { type: 'CHECK_SHIPPING' } },
  { actor: 'setShippingMethod', prepare: [ADD_RING], trigger: { type: 'CHECK_SHIPPING' } },
  {
    actor: 'validateSddPostalCode',
    prepare: [ADD_RING, { type: 'SET_POINT_OF_SALE', postalCode: '28001', storeIds: ['s1'] }],
    trigger: { type: 'CHECK_SHIPPING' },
    setup: (backend) => (backend.shippingMethods = [STANDARD, SDD]),
    user: { id: 'u', loggedIn: true, defaultAddressPostalCode: '28001' },
  },
  {
    actor: 'setPointOfSale',
    prepare: [ADD_RING],
    trigger: { type: 'SET_POINT_OF_SALE', postalCode: '28001', storeIds: ['s1'] },
  },
  { actor: 'setPackaging', prepare: [ADD_RING], trigger: { type: 'SET_PACKAGING', include: true } },
  { actor: 'findOrderForCart', prepare: [ADD_RING], trigger: { type: 'CHECK_ORDER' } },
  {
    actor: 'setShippingMethod',
    prepare: [ADD_RING, { type: 'CHECK_SHIPPING' }],
    trigger: { type: 'SET_SHIPPING_METHOD', code: 'standard' },
  },
  {
    actor: 'validateSddPostalCode',
    prepare: [ADD_RING],
    trigger: { type: 'CHECK_SDD_POSTAL_CODE', postalCode: '28001' },
  },
  {
    actor: 'setGiftMessage',
    prepare: [ADD_RING],
    trigger: {
      type: 'SET_GIFT_MESSAGE',
      entryNumber: 0,
      info: { destinationMessage: 'Ana', fromMessage: 'Leo', message: 'Happy birthday' },
    },
  },
  {
    actor: 'removeSaved',
    prepare: [ADD_RING, ADD_CHAIN, { type: 'SAVE_FOR_LATER', entryNumber: 1 }],
    trigger: { type: 'REMOVE_SAVED', entryNumber: 0 },
  },
  {
    actor: 'applyPromotion',
    prepare: [ADD_RING],
    trigger: { type: 'APPLY_PROMOTION', promotionId: 'EMPLOYEE_DISCOUNT', apply: true },
  },
];

function productsOf(actor: {
  getSnapshot: () => {
    context: { bag: { products: { product: { id: string }; quantity: number }[] } | null };
  };
}) {
  return (actor.getSnapshot().context.bag?.products ?? []).map((e) => [e.product.id, e.quantity]);
}

/** The port methods each actor calls. */
const PORT_METHODS: Record<BagActorName, string[]> = {
  createBag: ['createBag'],
  loadBag: ['getBag'],
  loadUserBags: ['getUserBags'],
  addEntries: ['addEntries'],
  updateEntries: ['updateEntryQuantity', 'removeEntry'],
  validateStock: ['validateStock'],
  saveForLater: ['saveForLater'],
  restoreSaved: ['restoreFromSaveForLater'],
  applyVoucher: ['applyVoucher'],
  deleteVoucher: ['removeVoucher'],
  loadShippingMethods: ['getShippingMethods'],
  setShippingMethod: ['setDeliveryMode'],
  validateSddPostalCode: ['validateSddPostalCode'],
  setPointOfSale: ['setPointOfSaleAndPostalCode'],
  setPackaging: ['setPackaging'],
  findOrderForCart: ['findOrderForCart'],
  setGiftMessage: ['setGiftCardInfo'],
  removeSaved: ['removeFromSaveForLater'],
  applyPromotion: ['applyPromotion'],
};

interface Faulty {
  actors: ReturnType<typeof createBagActors>;
  /** Signals of the faulty calls, to check a hung call was aborted. */
  signals: CallSignal[];
}

/**
 * The real actors over a back-end whose calls behind one actor fail in `fault` mode once
 * armed: the fault comes from the port, so the actor's own parsing and classification run.
 */
function actorsWithFault(
  backend: FakeCommerce,
  name: BagActorName,
  fault: Fault,
  armed: () => boolean,
): Faulty {
  const signals: CallSignal[] = [];
  const methods = new Set(PORT_METHODS[name]);
  const port = new Proxy(backend, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || !methods.has(String(key))) return value;
      return (...args: unknown[]) => {
        if (!armed()) return (value as (...a: unknown[]) => unknown).apply(target, args);
        const options = args.at(-1) as { signal?: CallSignal } | undefined;
        if (options?.signal !== undefined) signals.push(options.signal);
        if (fault === 'reject') return Promise.reject({ errors: [{ type: 'ModelSavingError' }] });
        if (fault === 'hang') return new Promise<never>(() => undefined);
        return Promise.resolve({ products: 'not a list', surprise: true });
      };
    },
  });
  return { actors: createBagActors({ bag: port, shipping: port, promotions: port }), signals };
}

describe('bag machine faults', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const scenario of SCENARIOS) {
    for (const fault of ['reject', 'hang', 'malformed'] as const) {
      it(`${scenario.actor} ${fault}s on ${scenario.trigger.type}: unlocked, failed, nothing lost`, async () => {
        const backend = new FakeCommerce([ring, chain]);
        scenario.setup?.(backend);
        let armed = false;
        const faulty = actorsWithFault(backend, scenario.actor, fault, () => armed);
        const actor = createActor(bagMachine.provide({ actors: faulty.actors }), {
          input: { timeoutMs: TIMEOUT_MS, user: scenario.user ?? null },
        }).start();
        const unlocked = () => waitFor(actor, (s) => s.matches('unlocked'));
        for (const event of scenario.prepare) {
          actor.send(event);
          await unlocked();
          expect(actor.getSnapshot().matches({ unlocked: 'idle' })).toBe(true);
        }
        const before = productsOf(actor);
        armed = true;
        actor.send(scenario.trigger);
        expect(actor.getSnapshot().context.isInterfaceLocked).toBe(true);
        if (fault === 'hang') {
          await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
          expect(actor.getSnapshot().matches('locked')).toBe(true);
          await vi.advanceTimersByTimeAsync(1);
        } else {
          await vi.advanceTimersByTimeAsync(0);
        }
        await unlocked();
        const snapshot = actor.getSnapshot();
        expect(snapshot.matches({ unlocked: 'failed' })).toBe(true);
        expect(snapshot.context.isInterfaceLocked).toBe(false);
        expect(snapshot.context.failure?.kind).toBe(
          fault === 'reject' ? 'unexpected' : fault === 'hang' ? 'timeout' : 'malformed',
        );
        expect(productsOf(actor)).toEqual(before);
        // The failed call got the actor's signal; a hung one was aborted when its state timed out.
        expect(faulty.signals.length).toBeGreaterThan(0);
        expect(faulty.signals.every((signal) => signal.aborted)).toBe(fault === 'hang');
        // Still usable: the next operation is accepted and can succeed.
        armed = false;
        actor.send(
          snapshot.context.cartId === null ? { type: 'ENSURE_BAG' } : { type: 'SYNC_STOCK' },
        );
        expect(actor.getSnapshot().matches('locked')).toBe(true);
        await vi.advanceTimersByTimeAsync(0);
        await unlocked();
        expect(actor.getSnapshot().matches({ unlocked: 'idle' })).toBe(true);
        actor.stop();
      });
    }
  }

  for (const fault of ['reject', 'hang', 'malformed'] as const) {
    it(`a merge that ${fault}s removes the bag, restores the user's and keeps the guest's`, async () => {
      const backend = new FakeCommerce([ring, chain]);
      backend.seedBag('guest', [['ring', 1]]);
      backend.seedBag('mine', [['chain', 2]]);
      backend.userBagIds = ['mine'];
      let armed = false;
      const { actors } = actorsWithFault(backend, 'createBag', fault, () => armed);
      const actor = createActor(bagMachine.provide({ actors }), {
        input: { timeoutMs: TIMEOUT_MS },
      }).start();
      actor.send({ type: 'START', cartId: 'guest' });
      await waitFor(actor, (s) => s.matches('unlocked'));
      armed = true;
      actor.send({ type: 'LOGIN', user: { id: 'u', loggedIn: true } });
      await vi.advanceTimersByTimeAsync(fault === 'hang' ? TIMEOUT_MS : 0);
      await waitFor(actor, (s) => s.matches('unlocked'));
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ unlocked: 'failed' })).toBe(true);
      expect(snapshot.context.failure).toMatchObject({
        operation: 'merge',
        kind: fault === 'reject' ? 'unexpected' : fault === 'hang' ? 'timeout' : 'malformed',
      });
      expect(productsOf(actor)).toEqual([['chain', 2]]);
      // The merge never happened: the guest's lines are still on the back-end.
      expect(backend.bags.get('guest')?.products.map((e) => e.product.id)).toEqual(['ring']);
      actor.stop();
    });
  }

  it('a late answer after the timeout changes nothing, and the call was aborted', async () => {
    const backend = new FakeCommerce([ring, chain]);
    let release: (value: unknown) => void = () => undefined;
    let signal: CallSignal | undefined;
    const port = Object.assign(Object.create(backend) as FakeCommerce, {
      validateStock: (_: string, __: unknown, options?: { signal?: CallSignal }) => {
        signal = options?.signal;
        return new Promise((resolve) => (release = resolve));
      },
    });
    const actors = createBagActors({ bag: port, shipping: port });
    const actor = createActor(bagMachine.provide({ actors }), {
      input: { timeoutMs: TIMEOUT_MS },
    }).start();
    actor.send(ADD_RING);
    await waitFor(actor, (s) => s.matches('unlocked'));
    actor.send({ type: 'SYNC_STOCK' });
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(actor.getSnapshot().matches({ unlocked: 'failed' })).toBe(true);
    expect(signal?.aborted).toBe(true);
    release({ cartId: 'guid-1', products: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(productsOf(actor)).toEqual([['ring', 2]]);
  });
});
