import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billingStepActions,
  shippingStepActions,
  type ShippingStepAction,
  type ShippingStepContext,
} from './shipping-step-rules.js';

const ORDER: ShippingStepAction[] = [
  'setDeliveryMode',
  'verifyAddress',
  'updateInvalidDefaultAddress',
  'saveAddress',
  'setDeliveryAddress',
  'updateNationalId',
  'markStepDone',
];

const base: ShippingStepContext = {
  shippingMethod: 'standard',
  addressVerificationEnabled: true,
  isGuest: false,
  defaultAddressInvalid: true,
  userHasAddresses: false,
  saveForFutureOrders: true,
  nationalIdAsked: true,
  userHasNationalId: false,
  addressHasNationalId: true,
};

describe('shippingStepActions', () => {
  it('runs all seven actions in order when every condition holds', () => {
    expect(shippingStepActions(base)).toEqual(ORDER);
  });

  it('skips verification for pickup or when it is off, and account actions for guests', () => {
    expect(shippingStepActions({ ...base, shippingMethod: 'pickup' })).not.toContain(
      'verifyAddress',
    );
    expect(shippingStepActions({ ...base, addressVerificationEnabled: false })).not.toContain(
      'verifyAddress',
    );
    expect(shippingStepActions({ ...base, isGuest: true })).toEqual([
      'setDeliveryMode',
      'verifyAddress',
      'setDeliveryAddress',
      'markStepDone',
    ]);
    expect(shippingStepActions({ ...base, userHasAddresses: true })).not.toContain('saveAddress');
    expect(shippingStepActions({ ...base, saveForFutureOrders: false })).not.toContain(
      'saveAddress',
    );
    expect(shippingStepActions({ ...base, userHasNationalId: true })).not.toContain(
      'updateNationalId',
    );
  });

  it('always keeps the fixed order and the three unconditional actions', () => {
    fc.assert(
      fc.property(
        fc.record({
          shippingMethod: fc.constantFrom('standard', 'pickup', 'sdd', 'pickup_2h'),
          addressVerificationEnabled: fc.boolean(),
          isGuest: fc.boolean(),
          defaultAddressInvalid: fc.boolean(),
          userHasAddresses: fc.boolean(),
          saveForFutureOrders: fc.boolean(),
          nationalIdAsked: fc.boolean(),
          userHasNationalId: fc.boolean(),
          addressHasNationalId: fc.boolean(),
        }),
        (ctx) => {
          const actions = shippingStepActions(ctx);
          expect(actions).toEqual(ORDER.filter((a) => actions.includes(a)));
          for (const a of ['setDeliveryMode', 'setDeliveryAddress', 'markStepDone'] as const) {
            expect(actions).toContain(a);
          }
        },
      ),
    );
  });
});

describe('billingStepActions', () => {
  // docs/product/checkout.md §6, billing step, written out per method kind.
  const TABLE: [string, string[]][] = [
    ['standard', ['verifyAddress', 'markStepDone']],
    ['express', ['verifyAddress', 'markStepDone']],
    ['sdd', ['verifyAddress', 'resendShippingData', 'markStepDone']],
    ['sdd_madrid', ['verifyAddress', 'resendShippingData', 'markStepDone']],
    ['pickup_2h', ['verifyAddress', 'resendShippingData', 'markStepDone']],
    ['pickup', ['verifyAddress', 'resetDeliveryMode', 'markStepDone']],
    ['externalpickup', ['verifyAddress', 'resetDeliveryMode', 'markStepDone']],
  ];

  for (const [method, actions] of TABLE) {
    it(`${method}: ${actions.join(', ')}`, () => {
      expect(
        billingStepActions({ shippingMethod: method, addressVerificationEnabled: true }),
      ).toEqual(actions);
      expect(
        billingStepActions({ shippingMethod: method, addressVerificationEnabled: false }),
      ).toEqual(actions.filter((a) => a !== 'verifyAddress'));
    });
  }
});
