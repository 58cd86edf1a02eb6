import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guestInput, homeAddress, loggedInput } from '../../test/checkout-inputs.js';
import type { CheckoutContext } from './checkout-machine-types.js';
import {
  billingStepContextOf,
  entryOf,
  routeOf,
  shippingStepContextOf,
} from './checkout-selectors.js';
import { checkoutMachine } from './checkout.machine.js';

function contextOf(input = guestInput): CheckoutContext {
  return createActor(checkoutMachine, { input }).getSnapshot().context;
}

describe('checkout selectors', () => {
  it('derives entry and route from the context', () => {
    expect(entryOf(contextOf())).toBe('continue');
    expect(routeOf(contextOf())).toBe('register');
    expect(routeOf({ ...contextOf(loggedInput), addresses: [homeAddress] })).toBe('payment');
  });

  it('builds the shipping and billing step contexts', () => {
    expect(shippingStepContextOf(contextOf(loggedInput))).toMatchObject({
      isGuest: false,
      defaultAddressInvalid: true,
      userHasAddresses: false,
      nationalIdAsked: true,
    });
    expect(billingStepContextOf(contextOf())).toEqual({
      shippingMethod: 'standard',
      addressVerificationEnabled: true,
    });
  });
});
