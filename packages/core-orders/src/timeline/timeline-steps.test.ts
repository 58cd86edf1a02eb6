import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_METHOD_CODES } from '../status/shipping-method.js';
import { timelineSteps } from './timeline-steps.js';

describe('timelineSteps', () => {
  it('follows the spec for each method without payment steps', () => {
    expect(timelineSteps('pickup_2h')).toEqual([
      'BOUGHT',
      'IN_PREPARATION',
      'RECEIVED_IN_STORE',
      'DELIVERED',
    ]);
    for (const method of ['pickup', 'externalpickup'] as const) {
      expect(timelineSteps(method)).toEqual([
        'BOUGHT',
        'SEND_TO_STORE',
        'RECEIVED_IN_STORE',
        'DELIVERED',
      ]);
    }
    for (const method of ['sdd', 'standard', 'express'] as const) {
      expect(timelineSteps(method)).toEqual([
        'BOUGHT',
        'IN_PREPARATION',
        'IN_DISTRIBUTION_CARRIER',
        'DELIVERED',
      ]);
    }
  });

  it('puts payment pending and paid right after bought', () => {
    expect(timelineSteps('pickup', { paymentSteps: true })).toEqual([
      'BOUGHT',
      'PAYMENT_PENDING',
      'PAID',
      'SEND_TO_STORE',
      'RECEIVED_IN_STORE',
      'DELIVERED',
    ]);
  });

  it('always starts with BOUGHT and ends with DELIVERED, each step once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPING_METHOD_CODES),
        fc.boolean(),
        (method, paymentSteps) => {
          const steps = timelineSteps(method, { paymentSteps });
          expect(steps[0]).toBe('BOUGHT');
          expect(steps.at(-1)).toBe('DELIVERED');
          expect(new Set(steps).size).toBe(steps.length);
          expect(steps.includes('PAID')).toBe(paymentSteps);
          expect(steps.length).toBe(paymentSteps ? 6 : 4);
        },
      ),
    );
  });

  it('ships express like standard', () => {
    fc.assert(
      fc.property(fc.boolean(), (paymentSteps) => {
        expect(timelineSteps('express', { paymentSteps })).toEqual(
          timelineSteps('standard', { paymentSteps }),
        );
      }),
    );
  });

  it('hands out a fresh array each time', () => {
    const steps = timelineSteps('standard');
    steps.pop();
    expect(timelineSteps('standard')).toHaveLength(4);
  });
});
