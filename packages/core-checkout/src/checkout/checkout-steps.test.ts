import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutSteps, nextStep, previousStep, type CheckoutStep } from './checkout-steps.js';

const method = fc.oneof(
  fc.constantFrom(
    'standard',
    'express',
    'sdd',
    'pickup_2h',
    'externalpickup',
    'pickup',
    'global-e',
  ),
  fc.string(),
);
const ctx = fc.record({ billingDiffers: fc.boolean(), shippingMethod: method });

describe('checkoutSteps', () => {
  it('adds billing only when billing differs or the method is a pickup', () => {
    expect(checkoutSteps({ billingDiffers: false, shippingMethod: 'standard' })).toEqual([
      'shipping',
      'payment',
      'confirmation',
    ]);
    expect(checkoutSteps({ billingDiffers: true, shippingMethod: 'standard' })).toEqual([
      'shipping',
      'billing',
      'payment',
      'confirmation',
    ]);
    for (const m of ['pickup', 'pickup_2h', 'externalpickup', 'pickup_store']) {
      expect(checkoutSteps({ billingDiffers: false, shippingMethod: m })).toContain('billing');
    }
  });

  it('always starts with shipping and ends with payment, confirmation', () => {
    fc.assert(
      fc.property(ctx, (c) => {
        const steps = checkoutSteps(c);
        expect(steps[0]).toBe('shipping');
        expect(steps.slice(-2)).toEqual(['payment', 'confirmation']);
        const hasBilling =
          c.billingDiffers ||
          c.shippingMethod.startsWith('pickup') ||
          c.shippingMethod === 'externalpickup';
        expect(steps.includes('billing')).toBe(hasBilling);
      }),
    );
  });
});

describe('previousStep', () => {
  it('goes back from payment to billing or shipping, and from billing to shipping', () => {
    expect(previousStep('payment', { billingDiffers: true, shippingMethod: 'standard' })).toBe(
      'billing',
    );
    expect(previousStep('payment', { billingDiffers: false, shippingMethod: 'standard' })).toBe(
      'shipping',
    );
    expect(previousStep('billing', { billingDiffers: true, shippingMethod: 'standard' })).toBe(
      'shipping',
    );
  });

  it('is null for shipping and confirmation', () => {
    fc.assert(
      fc.property(ctx, (c) => {
        expect(previousStep('shipping', c)).toBeNull();
        expect(previousStep('confirmation', c)).toBeNull();
      }),
    );
  });

  it('inverts the order: previous of each step before confirmation is the step listed before it', () => {
    fc.assert(
      fc.property(ctx, (c) => {
        const steps = checkoutSteps(c);
        steps.slice(1, -1).forEach((step, i) => {
          expect(previousStep(step, c)).toBe(steps[i]);
          expect(nextStep(steps[i] as CheckoutStep, c)).toBe(step);
        });
      }),
    );
  });
});
