import type { SiteCode } from '@atelier/core-catalogue';
import {
  addressErrorField,
  amountInCents,
  cardBrandsFor,
  checkoutSteps,
  classifyPaymentError,
  matchByName,
  normalizePostalCode,
  previousStep,
  similarity,
  verifyPaymentWithRetry,
  type AddressField,
  type CardBrand,
  type CheckoutStep,
  type PaymentErrorKind,
} from '@atelier/core-checkout';
import { describe, expect, expectTypeOf, it } from 'vitest';

// docs/api-contract.md §4, @atelier/core-checkout: the names and shapes other channels rely on,
// imported from the package root as they would be.
describe('core-checkout public contract', () => {
  it('has the contract types', () => {
    expectTypeOf<CheckoutStep>().toEqualTypeOf<
      'shipping' | 'billing' | 'payment' | 'confirmation'
    >();
    expectTypeOf<AddressField>().toEqualTypeOf<
      | 'address'
      | 'additionalAddress'
      | 'city'
      | 'country'
      | 'district'
      | 'email'
      | 'name'
      | 'surname'
      | 'secondSurname'
      | 'nationalId'
      | 'regionCity'
      | 'phone'
      | 'postalCode'
      | 'region'
    >();
    expectTypeOf<CardBrand>().toEqualTypeOf<
      'amex' | 'cartebancaire' | 'diners' | 'discover' | 'jcb' | 'maestro' | 'mc' | 'visa'
    >();
    expectTypeOf<PaymentErrorKind>().toEqualTypeOf<
      | 'cannotBePurchased'
      | 'orderAlreadyCreated'
      | 'noStock'
      | 'validation'
      | 'shippingNotAvailable'
      | 'noEngravingStock'
      | 'generic'
    >();
  });

  it('has the contract signatures', () => {
    type StepContext = { billingDiffers: boolean; shippingMethod: string };
    expectTypeOf(normalizePostalCode).toEqualTypeOf<(code: string, site: SiteCode) => string>();
    expectTypeOf(checkoutSteps).toEqualTypeOf<(ctx: StepContext) => CheckoutStep[]>();
    expectTypeOf(previousStep).toEqualTypeOf<
      (step: CheckoutStep, ctx: StepContext) => CheckoutStep | null
    >();
    expectTypeOf(addressErrorField).toEqualTypeOf<(reason: string) => AddressField | null>();
    expectTypeOf(cardBrandsFor).toEqualTypeOf<(site: string) => CardBrand[]>();
    expectTypeOf(amountInCents).toEqualTypeOf<(amount: number) => number>();
    // The options may grow (a signal to stop polling); the contract's shape must still fit.
    expectTypeOf(verifyPaymentWithRetry).toExtend<
      <R extends { status: string }>(
        verify: () => Promise<R>,
        options?: { tries?: number; delayMs?: number; sleep?: (ms: number) => Promise<void> },
      ) => Promise<R>
    >();
    expectTypeOf(similarity).toEqualTypeOf<(a: string, b: string) => number>();
    expectTypeOf(matchByName<{ name: string; code: string }>).toEqualTypeOf<
      (
        candidates: { name: string; code: string }[],
        name: string,
        threshold?: number,
      ) => { name: string; code: string } | null
    >();
    expectTypeOf(classifyPaymentError).toEqualTypeOf<(error: unknown) => PaymentErrorKind>();
  });

  it('means what the contract says', async () => {
    expect(normalizePostalCode(' 28 001 ', 'es-es')).toBe('28001');
    expect(normalizePostalCode(' 110 00 ', 'cz-cs')).toBe('110 00');
    expect(checkoutSteps({ billingDiffers: false, shippingMethod: 'standard' })).toEqual([
      'shipping',
      'payment',
      'confirmation',
    ]);
    expect(checkoutSteps({ billingDiffers: false, shippingMethod: 'pickup_store' })).toContain(
      'billing',
    );
    expect(previousStep('payment', { billingDiffers: true, shippingMethod: 'standard' })).toBe(
      'billing',
    );
    expect(previousStep('confirmation', { billingDiffers: true, shippingMethod: 'pickup' })).toBe(
      null,
    );
    expect(addressErrorField('POSTCODEFORMAT')).toBe('postalCode');
    expect(addressErrorField('nope')).toBeNull();
    expect(cardBrandsFor('xx-yy')).toEqual(['amex', 'maestro', 'mc', 'visa']);
    expect(amountInCents(19.99)).toBe(1999);
    expect(similarity('', '')).toBe(1);
    expect(similarity('Málaga', ' malaga ')).toBe(1);
    expect(matchByName([{ name: 'Madrid' }], 'madrid')).toEqual({ name: 'Madrid' });
    expect(classifyPaymentError({ errors: [{ message: 'Order already created' }] })).toBe(
      'orderAlreadyCreated',
    );
    expect(classifyPaymentError('nope')).toBe('generic');
    const answers = ['IN_PROCESS', 'SUCCESS'];
    const waits: number[] = [];
    await expect(
      verifyPaymentWithRetry(() => Promise.resolve({ status: answers.shift() ?? '' }), {
        sleep: (ms) => (waits.push(ms), Promise.resolve()),
      }),
    ).resolves.toEqual({ status: 'SUCCESS' });
    expect(waits).toEqual([2000]);
  });
});
