import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUSES } from '../status/product-status.js';
import { SHIPPING_METHOD_CODES } from '../status/shipping-method.js';
import { stepStates } from './step-states.js';
import { timelineSteps } from './timeline-steps.js';

describe('stepStates', () => {
  it('marks the steps before the reached one done and the rest pending', () => {
    expect(stepStates(timelineSteps('standard'), 'IN_PREPARATION')).toEqual([
      { status: 'BOUGHT', state: 'done' },
      { status: 'IN_PREPARATION', state: 'current' },
      { status: 'IN_DISTRIBUTION_CARRIER', state: 'pending' },
      { status: 'DELIVERED', state: 'pending' },
    ]);
  });

  it('leaves every step pending for a status that is not a step', () => {
    expect(stepStates(timelineSteps('standard'), 'CANCELLED').map((s) => s.state)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(stepStates(['BOUGHT'], null)).toEqual([{ status: 'BOUGHT', state: 'pending' }]);
  });

  it('has exactly the steps before the current one done, at most one current', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPING_METHOD_CODES),
        fc.boolean(),
        fc.constantFrom(...PRODUCT_STATUSES),
        (method, paymentSteps, reached) => {
          const steps = timelineSteps(method, { paymentSteps });
          const states = stepStates(steps, reached);
          expect(states.map((s) => s.status)).toEqual(steps);
          const current = states.findIndex((s) => s.state === 'current');
          expect(states.filter((s) => s.state === 'current').length).toBe(
            steps.includes(reached) ? 1 : 0,
          );
          states.forEach((s, index) => {
            const expected =
              current < 0 || index > current ? 'pending' : index === current ? 'current' : 'done';
            expect(s.state).toBe(expected);
          });
        },
      ),
    );
  });
});
