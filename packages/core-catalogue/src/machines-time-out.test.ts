import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import { categoryListingMachine } from './category-listing/category-listing.machine.js';
import { shopTheLookMachine } from './shop-the-look/shop-the-look.machine.js';
import { untimedInvokes } from './testing/index.js';

// ADR 0003: no machine invokes a back-end call without a timeout.
describe('every call state of the catalogue machines has a timeout', () => {
  it.each([
    ['categoryListingMachine', categoryListingMachine],
    ['shopTheLookMachine', shopTheLookMachine],
  ])('%s', (_name, machine) => {
    expect(untimedInvokes(machine)).toEqual([]);
  });
});

describe('untimedInvokes', () => {
  it('names a state that invokes without a delayed way out', () => {
    const raw = createMachine({
      id: 'raw',
      initial: 'loading',
      states: {
        loading: { invoke: { src: fromPromise(() => Promise.resolve()), onDone: 'done' } },
        timed: {
          invoke: { src: fromPromise(() => Promise.resolve()), onDone: 'done' },
          after: { 1000: 'done' },
        },
        done: {},
      },
    });
    expect(untimedInvokes(raw)).toEqual(['raw.loading']);
  });
});
