// Model-based test: xstate/graph walks the bag machine's own graph (with the back-end's
// answers, failures and timeouts as events), then every edge is replayed on a real actor
// whose actors are promises the test settles or lets time out. Together the replays must
// take every transition the machine declares.
import type { AnyMachineSnapshot } from 'xstate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entry } from '../../test/entries.js';
import { SDD, STANDARD } from '../../test/fake-commerce.js';
import { BagOracle, type BagView } from '../../test/bag-oracle.js';
import { backendEvents, replayEveryTransition } from '../../test/model-coverage.js';
import { countProducts, lineTotal } from '../totals/bag-totals.js';
import { bagMachine } from './bag.machine.js';
import { CallError } from '../calls/call-error.js';
import type { BagActorName, BagContext, BagEvent } from './bag.machine.types.js';
import type { Bag } from '../entities/bag.schema.js';
import { bagLines } from '../lines/entry-line.js';

const TIMEOUT_MS = 1_000;

// Two lines that make both best-cart groups for store s1: a web-only ring, a store-only chain.
const FULL: Bag = {
  code: '0002',
  cartId: 'c1',
  products: [
    entry({ entryNumber: 0, productId: 'ring', quantity: 2, stock: 3 }),
    entry({
      entryNumber: 1,
      productId: 'chain',
      quantity: 1,
      stock: 1,
      price: 50,
      onlineStock: false,
      availableSdd: ['s1'],
    }),
  ],
  saveForLater: { entries: [entry({ entryNumber: 0, productId: 'saved' })], listUid: 'l' },
  storesByCP: [{ id: 's1' }],
  shippingMethod: SDD,
};
const EMPTY: Bag = { code: '0001', cartId: 'c1', products: [] };
const OTHER_USER_BAG: Bag = { ...FULL, code: '0009', cartId: 'u9' };
const UNEXPECTED = { errors: [{ type: 'ModelSavingError' }] };
const EXPIRED = { errors: [{ type: 'CartExpiredError', subject: 'c2' }] };
const STALE = { errors: [{ type: 'JaloObjectNoLongerValidError' }] };
const MALFORMED = { products: 'none' };

/** The back-end's possible answers per actor: each becomes a done event in the model. */
const OUTPUTS: Record<BagActorName, unknown[]> = {
  createBag: [FULL],
  // A bag without a method gets one set, then its postal code is validated
  // (docs/product/shipping.md §4).
  loadBag: [FULL, EMPTY, { ...FULL, shippingMethod: null }],
  loadUserBags: [[OTHER_USER_BAG], [{ ...FULL, code: '0001' }], []],
  addEntries: [FULL],
  updateEntries: [FULL],
  validateStock: [
    { ...FULL, products: [FULL.products[0]!, { ...FULL.products[1]!, quantity: 3 }] },
    FULL,
  ],
  saveForLater: [FULL],
  restoreSaved: [{ bag: FULL, result: { quantity: 2, quantityAdded: 1 } }],
  applyVoucher: [FULL],
  deleteVoucher: [FULL],
  loadShippingMethods: [[STANDARD, SDD], [{ ...STANDARD, available: false }]],
  setShippingMethod: [FULL, { ...FULL, sddPostalCode: '28001' }],
  validateSddPostalCode: [[], [{ reason: 'NO_STORE' }]],
  setPointOfSale: [
    {
      ...FULL,
      productAvailabilityErrors: [
        {
          id: 'ring',
          noOnlineStock: true,
          noStoreStock: true,
          hasSddNotAvailable: false,
          quantityToDecrease: 1,
        },
      ],
    },
    FULL,
  ],
  setPackaging: [FULL],
  findOrderForCart: [null, { code: 'o1' }],
  setGiftMessage: [FULL],
  removeSaved: [FULL],
  applyPromotion: [FULL],
};
// What the actors reject with: their classification and the original error.
const ERRORS: unknown[] = [
  new CallError('unexpected', UNEXPECTED),
  new CallError('expired', EXPIRED),
  new CallError('unexpected', STALE),
  new CallError('malformed', MALFORMED),
];

const USER_EVENTS: BagEvent[] = [
  { type: 'START', cartId: 'c1' },
  { type: 'START', previousToken: 't' },
  { type: 'START' },
  { type: 'ENSURE_BAG' },
  {
    type: 'LOGIN',
    user: { id: 'u', firstName: 'Ana', loggedIn: true, defaultAddressPostalCode: '28001' },
  },
  { type: 'REMOVE_BAG' },
  {
    type: 'ADD',
    items: [
      {
        payload: { productCode: 'ring', quantity: 1 },
        product: {
          id: 'ring',
          stock: 3,
          onlineStock: true,
          hasOverallStock: false,
          availableSdd: [],
        },
      },
    ],
    fastFlow: true,
  },
  {
    type: 'ADD',
    items: [
      {
        payload: { productCode: 'gone', quantity: 1 },
        product: {
          id: 'gone',
          stock: 0,
          onlineStock: false,
          hasOverallStock: false,
          availableSdd: [],
        },
      },
    ],
  },
  { type: 'INCREASE', entryNumber: 0 },
  { type: 'INCREASE', entryNumber: 1 },
  { type: 'DECREASE', entryNumber: 0 },
  { type: 'REMOVE', entryNumber: 1 },
  { type: 'UNDO', productId: 'chain' },
  { type: 'SYNC_STOCK' },
  { type: 'SAVE_FOR_LATER', entryNumber: 0 },
  { type: 'RESTORE_SAVED', entryNumber: 0, quantity: 2 },
  { type: 'APPLY_VOUCHER', code: 'WELCOME' },
  { type: 'DELETE_VOUCHER', code: 'WELCOME' },
  { type: 'SET_WRONG_VOUCHER', value: true },
  { type: 'CHECK_SHIPPING' },
  { type: 'SET_POINT_OF_SALE', postalCode: '28001', storeIds: ['s1'] },
  { type: 'SET_PACKAGING', include: true },
  { type: 'CHECK_ORDER' },
  { type: 'SET_SHIPPING_METHOD', code: 'standard' },
  { type: 'CHECK_SDD_POSTAL_CODE', postalCode: '28001' },
  {
    type: 'SET_GIFT_MESSAGE',
    entryNumber: 0,
    info: { destinationMessage: 'Ana', fromMessage: 'Leo', message: 'For you' },
  },
  { type: 'REMOVE_SAVED', entryNumber: 0 },
  { type: 'APPLY_PROMOTION', promotionId: 'EMPLOYEE_DISCOUNT', apply: true },
  { type: 'DISMISS_MODAL' },
];

function byType(type: BagEvent['type']): BagEvent {
  const found = USER_EVENTS.find((event) => event.type === type);
  if (found === undefined) throw new Error(type);
  return found;
}

/** What the back-end (and the clock) can do next, plus what the shopper can do. */
function eventsFor(snapshot: AnyMachineSnapshot): BagEvent[] {
  const context = snapshot.context as BagContext;
  const events = backendEvents(bagMachine, snapshot, OUTPUTS, ERRORS) as BagEvent[];
  if (snapshot.matches('locked')) {
    // While locked only the packaging toggle may do anything (and ADD must not); the
    // session's events wait for the unlock (one at a time keeps the graph small).
    const session =
      context.deferred.length > 0
        ? []
        : [byType('LOGIN'), byType('REMOVE_BAG'), ...(context.firstLoad ? [byType('START')] : [])];
    return [...events, byType('SET_PACKAGING'), byType('ADD'), ...session];
  }
  // Keep the graph small: starts and logins only once, creation only without a bag.
  return [
    ...events,
    ...USER_EVENTS.filter(
      (event) =>
        (event.type !== 'START' || context.firstLoad) &&
        (event.type !== 'LOGIN' || context.user === null) &&
        (event.type !== 'ENSURE_BAG' || context.cartId === null),
    ),
  ];
}

/** The abstract state: where the machine is and the few facts its guards read. */
function serialize(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as BagContext;
  return JSON.stringify([
    snapshot.value,
    context.cartId !== null,
    context.bag === null ? 0 : Math.min(context.bag.products.length, 1),
    context.undo.length > 0,
    context.pendingRemovals.length > 0,
    context.firstLoad,
    context.pendingPackaging !== null,
    context.isSddEnabled,
    context.shippingMethods.map((method) => (method.available ? method.code : `${method.code}-`)),
    context.sddPostalCode !== null,
    context.bag?.shippingMethod?.code ?? null,
    context.deferred.map((event) => event.type),
  ]);
}

/** What the real actor shows, in the oracle's terms; `calls` are its outstanding calls. */
function machineView(snapshot: AnyMachineSnapshot, calls: string[]): BagView {
  const context = snapshot.context as BagContext;
  const lines = bagLines(context.bag);
  return {
    call: calls.length > 1 ? `${calls.join(' and ')} at once` : (calls[0] ?? null),
    locked: context.isInterfaceLocked,
    lines:
      context.bag === null ? null : context.bag.products.map((e) => [e.product.id, e.quantity]),
    total: lineTotal(lines),
    count: countProducts(lines),
    failure: context.failure?.kind ?? null,
  };
}

const INPUT = { timeoutMs: TIMEOUT_MS, undoEnabled: true };

describe('bag machine, model-based', () => {
  beforeAll(() => {
    vi.useFakeTimers();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('takes every transition on a real actor, which shows what the oracle says after each step', async () => {
    const result = await replayEveryTransition({
      machine: bagMachine,
      input: INPUT,
      events: eventsFor,
      serialize,
      timeoutMs: TIMEOUT_MS,
      isBusy: (snapshot) => snapshot.matches('locked'),
      check: (snapshot) => {
        expect((snapshot.context as BagContext).isInterfaceLocked).toBe(snapshot.matches('locked'));
      },
      oracle: () => {
        const oracle = new BagOracle(INPUT);
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
    expect(result.oracleChecks).toBeGreaterThan(1_000);
    expect(result.states).toBeGreaterThan(100);
    expect(result.declared.length).toBeGreaterThan(100);
    expect(result.mismatches).toEqual([]);
    expect(result.missing).toEqual([]);
  }, 120_000); // a whole graph replayed: generous for a busy machine
});
