import { isPickupMethod } from './shipping-method-kind.js';

export type CheckoutStep = 'shipping' | 'billing' | 'payment' | 'confirmation';

export interface CheckoutStepContext {
  billingDiffers: boolean;
  shippingMethod: string;
}

/**
 * Billing has its own step only when it cannot be copied from shipping
 * (docs/product/checkout.md §3).
 */
export function needsBillingStep(ctx: CheckoutStepContext): boolean {
  return ctx.billingDiffers || isPickupMethod(ctx.shippingMethod);
}

export function checkoutSteps(ctx: CheckoutStepContext): CheckoutStep[] {
  return needsBillingStep(ctx)
    ? ['shipping', 'billing', 'payment', 'confirmation']
    : ['shipping', 'payment', 'confirmation'];
}

/** Back navigation: there is no way back from the first step nor out of a placed order. */
export function previousStep(step: CheckoutStep, ctx: CheckoutStepContext): CheckoutStep | null {
  if (step === 'shipping' || step === 'confirmation') return null;
  const steps = checkoutSteps(ctx);
  const index = steps.indexOf(step);
  // A billing step the rule does not show has no predecessor of its own: it sits after shipping.
  if (index < 0) return 'shipping';
  return steps[index - 1] ?? null;
}

export function nextStep(step: CheckoutStep, ctx: CheckoutStepContext): CheckoutStep | null {
  const steps = checkoutSteps(ctx);
  const index = steps.indexOf(step);
  if (index < 0) return 'payment';
  return steps[index + 1] ?? null;
}
