import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutSteps, nextStep, previousStep, type CheckoutStep } from './checkout-steps.js';

/**
 * The oracle, written from docs/product/checkout.md §3; docs/product/shipping.md §1.1 by hand: is
 * the method a pickup one, whose billing cannot be copied from the shipping address?
 */
const IS_PICKUP: Record<string, boolean> = {
  pickup: true,
  pickup_2h: true,
  externalpickup: true,
  pickup_store: true,
  pickup_es: true,
  standard: false,
  standard_ca: false,
  express: false,
  sdd: false,
  sdd_madrid: false,
  'global-e': false,
  '': false,
};
const method = fc.constantFrom(...Object.keys(IS_PICKUP));
const known = fc.record({ billingDiffers: fc.boolean(), shippingMethod: method });
const anyCtx = fc.record({ billingDiffers: fc.boolean(), shippingMethod: fc.string() });
const ORDER: CheckoutStep[] = ['shipping', 'billing', 'payment', 'confirmation'];

describe('checkoutSteps', () => {
  it('has billing exactly when billing differs or the method is a pickup', () => {
    fc.assert(
      fc.property(known, (c) => {
        const billing = c.billingDiffers || IS_PICKUP[c.shippingMethod] === true;
        expect(checkoutSteps(c)).toEqual(
          billing
            ? ['shipping', 'billing', 'payment', 'confirmation']
            : ['shipping', 'payment', 'confirmation'],
        );
      }),
    );
  });

  it('for any method: the fixed order, shipping, payment and confirmation always, billing when it differs', () => {
    fc.assert(
      fc.property(anyCtx, (c) => {
        const steps = checkoutSteps(c);
        expect(steps).toEqual(ORDER.filter((s) => steps.includes(s)));
        expect(steps).toEqual(expect.arrayContaining(['shipping', 'payment', 'confirmation']));
        if (c.billingDiffers) expect(steps).toContain('billing');
      }),
    );
  });
});

describe('previousStep and nextStep', () => {
  it('go back from payment to billing or shipping, from billing to shipping (docs/product/checkout.md §3)', () => {
    fc.assert(
      fc.property(known, (c) => {
        const billing = c.billingDiffers || IS_PICKUP[c.shippingMethod] === true;
        expect(previousStep('payment', c)).toBe(billing ? 'billing' : 'shipping');
        expect(previousStep('billing', c)).toBe('shipping');
        expect(nextStep('shipping', c)).toBe(billing ? 'billing' : 'payment');
        expect(nextStep('payment', c)).toBe('confirmation');
        expect(nextStep('confirmation', c)).toBeNull();
      }),
    );
  });

  it('have no way back from shipping nor out of a placed order', () => {
    fc.assert(
      fc.property(anyCtx, (c) => {
        expect(previousStep('shipping', c)).toBeNull();
        expect(previousStep('confirmation', c)).toBeNull();
      }),
    );
  });

  it('agree with checkoutSteps for any method: next and previous undo each other', () => {
    fc.assert(
      fc.property(anyCtx, (c) => {
        const steps = checkoutSteps(c);
        for (const [i, step] of steps.slice(0, -1).entries()) {
          const following = steps[i + 1] as CheckoutStep;
          expect(nextStep(step, c)).toBe(following);
          if (following !== 'confirmation') expect(previousStep(following, c)).toBe(step);
        }
      }),
    );
  });
});
