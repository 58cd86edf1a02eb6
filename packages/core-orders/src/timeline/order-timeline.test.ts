import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderProductStatus, orderTimeline, orderTimelineSteps } from './order-timeline.js';
import type { PaymentFlow } from '../status/payment-flow.js';
import { BACKEND_STATUSES } from '../status/product-status.js';
import { SHIPPING_METHOD_CODES } from '../status/shipping-method.js';

const states = (input: Parameters<typeof orderTimeline>[0]) =>
  orderTimeline(input).map(({ status, state }) => `${status}:${state}`);

describe('orderProductStatus', () => {
  it('follows productStatusOf for online payments', () => {
    expect(orderProductStatus({ method: 'standard', backendStatus: 'PAYMENT_IN_PROCESS' })).toBe(
      'IN_PREPARATION',
    );
  });

  it('moves PAYMENT_IN_PROCESS out of in preparation for cash vouchers', () => {
    expect(
      orderProductStatus({
        method: 'standard',
        backendStatus: 'PAYMENT_IN_PROCESS',
        paymentFlow: 'cashVoucher',
      }),
    ).toBe('PAYMENT_PENDING');
    expect(
      orderProductStatus({ method: 'sdd', backendStatus: 'UNBLOCKED', paymentFlow: 'cashVoucher' }),
    ).toBe('PAID');
  });

  it('never shows an in-site order as in preparation', () => {
    expect(
      orderProductStatus({ method: 'standard', backendStatus: 'PICKED', paymentFlow: 'inSite' }),
    ).toBe('IN_PREPARATION_IN_SITE');
  });

  it('turns cancelled into cancelled in site unless the payment is in process', () => {
    const base = { method: 'standard', backendStatus: 'CANCELLED', paymentFlow: 'inSite' } as const;
    expect(orderProductStatus(base)).toBe('CANCELLED_IN_SITE');
    expect(orderProductStatus({ ...base, paymentInProcess: true })).toBe('CANCELLED');
    expect(orderProductStatus({ ...base, paymentFlow: 'cashVoucher' })).toBe('CANCELLED');
  });

  it('trusts a CANCELLED_IN_SITE status key of an in-site order', () => {
    expect(
      orderProductStatus({
        method: 'pickup',
        backendStatus: 'IN_PROCESS',
        paymentFlow: 'inSite',
        statusKey: 'CANCELLED_IN_SITE',
      }),
    ).toBe('CANCELLED_IN_SITE');
  });
});

describe('orderTimelineSteps', () => {
  it('drops the in-preparation step for in-site orders only', () => {
    expect(orderTimelineSteps('standard', 'inSite')).toEqual([
      'BOUGHT',
      'PAYMENT_PENDING',
      'PAID',
      'IN_DISTRIBUTION_CARRIER',
      'DELIVERED',
    ]);
    expect(orderTimelineSteps('standard', 'cashVoucher')).toContain('IN_PREPARATION');
    expect(orderTimelineSteps('standard')).toEqual([
      'BOUGHT',
      'IN_PREPARATION',
      'IN_DISTRIBUTION_CARRIER',
      'DELIVERED',
    ]);
  });
});

describe('orderTimeline', () => {
  it('marks where a standard order is', () => {
    expect(states({ method: 'standard', backendStatus: 'SHIPPED' })).toEqual([
      'BOUGHT:done',
      'IN_PREPARATION:done',
      'IN_DISTRIBUTION_CARRIER:current',
      'DELIVERED:pending',
    ]);
  });

  it('shows a delivered order with every step done but the last, which is current', () => {
    expect(states({ method: 'pickup', backendStatus: 'CUSTOMER_RECEIVED' })).toEqual([
      'BOUGHT:done',
      'SEND_TO_STORE:done',
      'RECEIVED_IN_STORE:done',
      'DELIVERED:current',
    ]);
  });

  it('keeps a pickup order in preparation at bought (its timeline has no preparation step)', () => {
    expect(states({ method: 'pickup', backendStatus: 'PICKED' })).toEqual([
      'BOUGHT:current',
      'SEND_TO_STORE:pending',
      'RECEIVED_IN_STORE:pending',
      'DELIVERED:pending',
    ]);
  });

  it('shows a cash-voucher order waiting for its payment', () => {
    expect(
      states({ method: 'standard', backendStatus: 'CONVERT', paymentFlow: 'cashVoucher' }),
    ).toEqual([
      'BOUGHT:done',
      'PAYMENT_PENDING:current',
      'PAID:pending',
      'IN_PREPARATION:pending',
      'IN_DISTRIBUTION_CARRIER:pending',
      'DELIVERED:pending',
    ]);
  });

  it('keeps an in-site order being prepared at paid', () => {
    expect(states({ method: 'sdd', backendStatus: 'PACKED', paymentFlow: 'inSite' })).toEqual([
      'BOUGHT:done',
      'PAYMENT_PENDING:done',
      'PAID:current',
      'IN_DISTRIBUTION_CARRIER:pending',
      'DELIVERED:pending',
    ]);
  });

  it('reads bought, payment pending, cancelled for non-payment for an unpaid in-site order', () => {
    expect(
      orderTimeline({
        method: 'standard',
        backendStatus: 'IN_PROCESS',
        paymentFlow: 'inSite',
        statusKey: 'CANCELLED_IN_SITE',
      }),
    ).toEqual([
      { status: 'BOUGHT', state: 'done' },
      { status: 'PAYMENT_PENDING', state: 'done' },
      { status: 'CANCELLED_IN_SITE', state: 'current', labelKey: 'cancelledForNonPayment' },
    ]);
  });

  it('ends a cancelled or failed order right after bought', () => {
    expect(states({ method: 'standard', backendStatus: 'FRAUD' })).toEqual([
      'BOUGHT:done',
      'CANCELLED:current',
    ]);
    expect(states({ method: 'pickup_2h', backendStatus: 'ERROR' })).toEqual([
      'BOUGHT:done',
      'ERROR:current',
    ]);
    expect(states({ method: 'standard', backendStatus: 'REVOKED', paymentFlow: 'inSite' })).toEqual(
      ['BOUGHT:done', 'CANCELLED_IN_SITE:current'],
    );
  });

  it('adds the return after a completed journey', () => {
    expect(states({ method: 'standard', backendStatus: 'PARTIAL_RETURNED' })).toEqual([
      'BOUGHT:done',
      'IN_PREPARATION:done',
      'IN_DISTRIBUTION_CARRIER:done',
      'DELIVERED:done',
      'RETURNED:current',
    ]);
  });

  it('keeps an order with an unknown status at bought', () => {
    expect(states({ method: 'express', backendStatus: 'SOMETHING_NEW' })[0]).toBe('BOUGHT:current');
  });

  const input = fc.record({
    method: fc.constantFrom(...SHIPPING_METHOD_CODES),
    backendStatus: fc.oneof(fc.constantFrom(...BACKEND_STATUSES), fc.string()),
    paymentFlow: fc.constantFrom<PaymentFlow>('online', 'cashVoucher', 'inSite'),
    paymentInProcess: fc.boolean(),
    statusKey: fc.constantFrom(null, 'CANCELLED_IN_SITE', 'SENT', 'IN_PROCESS'),
  });

  it('always starts with bought done or current, has exactly one current step and exactly the steps before it done', () => {
    fc.assert(
      fc.property(input, (order) => {
        const timeline = orderTimeline(order);
        expect(timeline[0]?.status).toBe('BOUGHT');
        const current = timeline.filter((step) => step.state === 'current');
        expect(current).toHaveLength(1);
        const at = timeline.findIndex((step) => step.state === 'current');
        timeline.forEach((step, index) => {
          expect(step.state).toBe(index < at ? 'done' : index === at ? 'current' : 'pending');
        });
      }),
    );
  });

  it('shows the journey steps of the method, in order, while the order is on its way', () => {
    fc.assert(
      fc.property(input, (order) => {
        const timeline = orderTimeline(order);
        const status = orderProductStatus(order);
        const steps = orderTimelineSteps(order.method, order.paymentFlow);
        if (
          status === null ||
          !['CANCELLED', 'CANCELLED_IN_SITE', 'ERROR', 'RETURNED'].includes(status)
        ) {
          expect(timeline.map((step) => step.status)).toEqual(steps);
          expect(steps.at(-1)).toBe('DELIVERED');
        }
      }),
    );
  });
});
