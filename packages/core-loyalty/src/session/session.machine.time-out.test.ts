import { untimedInvokes } from '@atelier/core-catalogue/testing';
import { describe, expect, it } from 'vitest';
import { sessionMachine } from './session.machine.js';

// ADR 0003: no machine invokes a back-end call without a timeout.
describe('sessionMachine', () => {
  it('gives every call state a timeout', () => {
    expect(untimedInvokes(sessionMachine)).toEqual([]);
  });
});
