import type { CheckoutStep } from './checkout-steps.js';

export interface StepBarItem {
  step: Exclude<CheckoutStep, 'confirmation'>;
  number: number;
}

/**
 * 1 shipping, 2 payment or billing, 3 payment when billing shows (docs/product/checkout.md §1.2).
 */
export function stepBar(steps: readonly CheckoutStep[]): StepBarItem[] {
  return steps
    .filter((s): s is StepBarItem['step'] => s !== 'confirmation')
    .map((step, i) => ({ step, number: i + 1 }));
}

/** The step bar is hidden on confirmation. */
export function isStepBarVisible(current: CheckoutStep): boolean {
  return current !== 'confirmation';
}
