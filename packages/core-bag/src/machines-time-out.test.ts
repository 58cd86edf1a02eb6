import { untimedInvokes } from '@atelier/core-catalogue/testing';
import { describe, expect, it } from 'vitest';
import { bagMachine } from './machine/bag.machine.js';
import { wishlistMachine } from './wishlist/wishlist.machine.js';

// ADR 0003: no machine invokes a back-end call without a timeout.
describe('every call state of the bag machines has a timeout', () => {
  it.each([
    ['bagMachine', bagMachine],
    ['wishlistMachine', wishlistMachine],
  ])('%s', (_name, machine) => {
    expect(untimedInvokes(machine)).toEqual([]);
  });
});
