import { untimedInvokes } from '@atelier/core-catalogue/testing';
import { describe, expect, it } from 'vitest';
import { ordersPagingMachine } from './orders-paging.machine.js';

// ADR 0003: no machine invokes a back-end call without a timeout.
describe('ordersPagingMachine', () => {
  it('gives its page call a timeout', () => {
    expect(untimedInvokes(ordersPagingMachine)).toEqual([]);
  });
});
