// 100 random operations fired at the bag with random (seeded) gaps and back-end delays,
// the session's START, LOGIN and REMOVE_BAG among them: the lock must hold (never two
// back-end calls at once), no session event may be dropped or reordered, a merge must keep
// every line of the guest's bag, and the bag shown must be the back-end's.
import fc from 'fast-check';
import { createActor, waitFor, type AnyTransitionDefinition } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addItem } from '../../test/bag-harness.js';
import { FakeCommerce, SDD, STANDARD, product } from '../../test/fake-commerce.js';
import { createBagActors } from './bag-actors.js';
import { bagMachine } from './bag.machine.js';
import type { BagContext, BagEvent, BagUser } from './bag.machine.types.js';
import { bagLines } from '../lines/entry-line.js';

const PRODUCTS = [
  product('ring', { price: 30, stock: 3 }),
  product('chain', { price: 20, stock: 1 }),
  product('hoop', { price: 45, stock: 6, onlineStock: false, availableSdd: ['s1'] }),
  product('charm', { price: 9, stock: 2, hasOverallStock: false }),
  product('toussi', { price: 0, stock: 9, isToussi: true }),
];

type Step =
  | { kind: 'event'; event: BagEvent; gap: number }
  | { kind: 'stock'; id: string; stock: number; gap: number };

const USER_BAG = 'u-1';
const ANA: BagUser = {
  id: 'u',
  firstName: 'Ana',
  loggedIn: true,
  defaultAddressPostalCode: '28001',
};

const entryArb = fc.integer({ min: 0, max: 4 });
const operationArb: fc.Arbitrary<BagEvent> = fc.oneof(
  fc.subarray(PRODUCTS, { minLength: 1, maxLength: 3 }).chain((items) =>
    fc.record({
      type: fc.constant('ADD' as const),
      items: fc
        .tuple(...items.map(() => fc.integer({ min: 1, max: 3 })))
        .map((qs) => items.map((item, i) => addItem(item, qs[i] ?? 1))),
      fastFlow: fc.boolean(),
    }),
  ),
  entryArb.map((entryNumber) => ({ type: 'INCREASE' as const, entryNumber })),
  fc.record({
    type: fc.constant('DECREASE' as const),
    entryNumber: entryArb,
    by: fc.integer({ min: 1, max: 3 }),
  }),
  entryArb.map((entryNumber) => ({ type: 'REMOVE' as const, entryNumber })),
  fc
    .constantFrom(...PRODUCTS.map((p) => p.id))
    .map((productId) => ({ type: 'UNDO' as const, productId })),
  fc.constant({ type: 'SYNC_STOCK' as const }),
  entryArb.map((entryNumber) => ({ type: 'SAVE_FOR_LATER' as const, entryNumber })),
  fc.record({
    type: fc.constant('RESTORE_SAVED' as const),
    entryNumber: fc.integer({ min: 0, max: 2 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  fc.constantFrom('WELCOME', 'WRONG').map((code) => ({ type: 'APPLY_VOUCHER' as const, code })),
  fc.constant({ type: 'DELETE_VOUCHER' as const, code: 'WELCOME' }),
  fc.constant({ type: 'CHECK_SHIPPING' as const }),
  fc.constant<BagEvent>({ type: 'SET_POINT_OF_SALE', postalCode: '28001', storeIds: ['s1'] }),
  fc.boolean().map((include) => ({ type: 'SET_PACKAGING' as const, include })),
  fc.constant({ type: 'ENSURE_BAG' as const }),
  fc.constant({ type: 'DISMISS_MODAL' as const }),
);

// The session's events, at any moment, locked or not (rarer: most of them empty the bag).
const sessionEventArb: fc.Arbitrary<BagEvent> = fc.oneof(
  fc.constant<BagEvent>({ type: 'LOGIN', user: ANA }),
  fc.constant({ type: 'REMOVE_BAG' as const }),
  fc.constantFrom<BagEvent>(
    { type: 'START' },
    { type: 'START', cartId: USER_BAG },
    { type: 'START', cartId: 'gone' },
    { type: 'START', previousToken: 't' },
  ),
);

const SESSION_EVENTS = new Set(['START', 'LOGIN', 'REMOVE_BAG']);

const eventArb: fc.Arbitrary<BagEvent> = fc.oneof(
  { weight: 8, arbitrary: operationArb },
  { weight: 1, arbitrary: sessionEventArb },
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constant('event' as const),
      event: eventArb,
      gap: fc.integer({ min: 0, max: 15 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('stock' as const),
      id: fc.constantFrom(...PRODUCTS.map((p) => p.id)),
      stock: fc.integer({ min: 0, max: 4 }),
      gap: fc.integer({ min: 0, max: 15 }),
    }),
  },
);

describe('bag machine under random operations', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the lock and the bag consistent over 100 random operations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 100, maxLength: 100 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 50 }),
        async (steps, delays) => {
          const backend = new FakeCommerce(PRODUCTS.map((p) => ({ ...p })));
          backend.shippingMethods = [STANDARD, SDD];
          backend.seedBag(USER_BAG, [['chain', 1]]);
          backend.userBagIds = [USER_BAG];
          let call = 0;
          backend.delay = () => delays[call++ % delays.length] ?? 0;
          // Session events as sent, and as the unlocked bag applied them (a deferred one is
          // raised again as the same object).
          const sent: BagEvent[] = [];
          const applied: unknown[] = [];
          // The guest bag's products when a merge starts, looked for in the merged bag.
          let guestIds: string[] = [];
          const linesLost: string[] = [];
          const actor = createActor(
            bagMachine.provide({ actors: createBagActors({ bag: backend, shipping: backend }) }),
            {
              input: { timeoutMs: 10_000, user: null },
              inspect: (inspection) => {
                if (inspection.type !== '@xstate.microstep') return;
                const {
                  event,
                  snapshot,
                  _transitions: taken,
                } = inspection as unknown as {
                  event: BagEvent;
                  snapshot: { context: BagContext };
                  _transitions: AnyTransitionDefinition[];
                };
                const ids = (snapshot.context.bag?.products ?? []).map((e) => e.product.id);
                const into = (id: string) => taken.some((t) => t.target?.some((n) => n.id === id));
                if (into('bag.locked.merging')) guestIds = ids;
                if (
                  taken.some((t) => t.source.id === 'bag.locked.merging.posting') &&
                  into('bag.unlocked.idle')
                ) {
                  linesLost.push(...guestIds.filter((id) => !ids.includes(id)));
                }
                if (!SESSION_EVENTS.has(event.type)) return;
                if (taken.some((t) => t.source.id === 'bag.unlocked')) applied.push(event);
              },
            },
          );
          let lockMismatch = false;
          actor.subscribe((snapshot) => {
            if (snapshot.context.isInterfaceLocked !== snapshot.matches('locked'))
              lockMismatch = true;
          });
          actor.start();

          for (const step of steps) {
            await vi.advanceTimersByTimeAsync(step.gap);
            if (step.kind === 'stock') {
              const item = backend.catalogue.get(step.id);
              if (item) backend.catalogue.set(step.id, { ...item, stock: step.stock });
            } else {
              const wasLocked = actor.getSnapshot().matches('locked');
              const callsBefore = backend.calls.length;
              // A fresh object per send, so each can be followed by identity.
              const event = { ...step.event };
              if (SESSION_EVENTS.has(event.type)) sent.push(event);
              actor.send(event);
              // An operation sent while locked is ignored: it starts no call of its own.
              if (wasLocked) await Promise.resolve();
              if (wasLocked && step.event.type !== 'SET_PACKAGING') {
                expect(backend.calls.length - callsBefore).toBeLessThanOrEqual(1);
              }
            }
            expect(backend.maxInFlight).toBeLessThanOrEqual(1);
          }
          await vi.advanceTimersByTimeAsync(5_000);
          await waitFor(actor, (s) => s.matches('unlocked'));

          expect(backend.maxInFlight).toBe(1);
          expect(lockMismatch).toBe(false);
          // No session event dropped or reordered, none applied twice.
          expect(applied).toEqual(sent);
          expect(applied.every((event, i) => event === sent[i])).toBe(true);
          expect(actor.getSnapshot().context.deferred).toEqual([]);
          // A successful merge kept every line of the guest's bag.
          expect(linesLost).toEqual([]);
          const { context } = actor.getSnapshot();
          expect(context.isInterfaceLocked).toBe(false);
          if (context.cartId !== null && context.bag !== null) {
            // The machine's view is the back-end's bag: nothing lost, nothing invented.
            expect(context.bag.products).toEqual(backend.bags.get(context.cartId)?.products);
            for (const line of bagLines(context.bag)) expect(line.quantity).toBeGreaterThan(0);

            // And a final stock synchronisation leaves only lines the stock can serve.
            actor.send({ type: 'SYNC_STOCK' });
            await vi.advanceTimersByTimeAsync(5_000);
            await waitFor(actor, (s) => s.matches('unlocked'));
            for (const line of bagLines(actor.getSnapshot().context.bag)) {
              if (line.isGift) continue;
              expect(line.quantity).toBeGreaterThan(0);
              expect(line.quantity).toBeLessThanOrEqual(line.stock);
              expect(line.hasOverallStock).toBe(true);
            }
          }
          actor.stop();
        },
      ),
      { numRuns: 8, seed: 20_261_122 },
    );
  }, 120_000); // 800 operations with timers: generous for a busy machine
});
