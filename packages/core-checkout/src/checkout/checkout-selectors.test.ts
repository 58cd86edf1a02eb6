import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { guestInput, homeAddress, loggedInput } from '../../test/checkout-inputs.js';
import type { CheckoutContext } from './checkout-machine-types.js';
import {
  entryOf,
  isShipFromStoreUnavailable,
  routeOf,
  shippingStepContextOf,
  stepBarOf,
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

  it('sees NOT_AVAILABLE as a ship-from-store failure only on sdd and pickup_2h', () => {
    const error = { errors: [{ reason: 'NOT_AVAILABLE' }] };
    expect(isShipFromStoreUnavailable({ ...contextOf(), shippingMethod: 'sdd' }, error)).toBe(true);
    expect(isShipFromStoreUnavailable({ ...contextOf(), shippingMethod: 'standard' }, error)).toBe(
      false,
    );
  });

  it('builds the shipping step context and the step bar', () => {
    expect(shippingStepContextOf(contextOf(loggedInput))).toMatchObject({
      isGuest: false,
      defaultAddressInvalid: true,
      userHasAddresses: false,
      nationalIdAsked: true,
    });
    expect(stepBarOf(contextOf())).toEqual([
      { step: 'shipping', number: 1 },
      { step: 'payment', number: 2 },
    ]);
  });
});
