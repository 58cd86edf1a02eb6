import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutSteps } from './checkout-steps.js';
import { isStepBarVisible, stepBar } from './step-bar.js';

describe('stepBar', () => {
  it('numbers 1 shipping, 2 payment without billing', () => {
    expect(stepBar(checkoutSteps({ billingDiffers: false, shippingMethod: 'standard' }))).toEqual([
      { step: 'shipping', number: 1 },
      { step: 'payment', number: 2 },
    ]);
  });

  it('numbers 1 shipping, 2 billing, 3 payment with billing', () => {
    expect(stepBar(checkoutSteps({ billingDiffers: false, shippingMethod: 'pickup' }))).toEqual([
      { step: 'shipping', number: 1 },
      { step: 'billing', number: 2 },
      { step: 'payment', number: 3 },
    ]);
  });

  it('is hidden on confirmation only', () => {
    expect(isStepBarVisible('confirmation')).toBe(false);
    expect(isStepBarVisible('payment')).toBe(true);
  });

  it('always numbers 1..n in step order, ending with payment', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), (billingDiffers, shippingMethod) => {
        const bar = stepBar(checkoutSteps({ billingDiffers, shippingMethod }));
        expect(bar.map((item) => item.number)).toEqual(bar.map((_, i) => i + 1));
        expect(bar.at(-1)?.step).toBe('payment');
        expect(bar[0]?.step).toBe('shipping');
      }),
    );
  });
});
