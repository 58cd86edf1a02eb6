import {
  productStatusOf,
  statusHistory,
  timelineSteps,
  type ProductStatus,
  type ShippingMethodCode,
} from '@atelier/core-orders';
import { describe, expect, expectTypeOf, it } from 'vitest';

// docs/api-contract.md §5, @atelier/core-orders: the names and shapes other channels rely on,
// imported from the package root as they would be.
describe('core-orders public contract', () => {
  it('has the contract types', () => {
    expectTypeOf<ShippingMethodCode>().toEqualTypeOf<
      'standard' | 'express' | 'sdd' | 'pickup_2h' | 'externalpickup' | 'pickup'
    >();
    expectTypeOf<ProductStatus>().toEqualTypeOf<
      | 'BOUGHT'
      | 'IN_PREPARATION'
      | 'IN_PREPARATION_IN_SITE'
      | 'SEND_TO_STORE'
      | 'ERROR'
      | 'CANCELLED'
      | 'CANCELLED_IN_SITE'
      | 'RETURNED'
      | 'RECEIVED_IN_STORE'
      | 'DELIVERED'
      | 'IN_DISTRIBUTION_CARRIER'
      | 'SHIPPED'
      | 'PAYMENT_PENDING'
      | 'PAID'
    >();
  });

  it('has the contract signatures', () => {
    expectTypeOf(productStatusOf).toEqualTypeOf<
      (
        backendStatus: string,
        method: ShippingMethodCode,
        options?: { paymentSteps?: boolean },
      ) => ProductStatus | null
    >();
    expectTypeOf(timelineSteps).toEqualTypeOf<
      (method: ShippingMethodCode, options?: { paymentSteps?: boolean }) => ProductStatus[]
    >();
    expectTypeOf(statusHistory<{ status: string; date: string; note: string }>)
      .parameter(0)
      .toEqualTypeOf<Array<{ status: string; date: string; note: string }>>();
    expectTypeOf(
      statusHistory<{ status: string; date: string; note: string }>,
    ).returns.toEqualTypeOf<Array<{ status: string; date: string; note: string }>>();
  });

  it('means what the contract says', () => {
    expect(productStatusOf('CONVERT', 'standard', { paymentSteps: true })).toBe('PAYMENT_PENDING');
    expect(productStatusOf('PAYMENT_IN_PROCESS', 'standard')).toBe('IN_PREPARATION');
    expect(productStatusOf('UNBLOCKED', 'sdd', { paymentSteps: true })).toBe('PAID');
    expect(productStatusOf('SHIPPED', 'pickup')).toBe('RECEIVED_IN_STORE');
    expect(productStatusOf('SHIPPED', 'pickup_2h')).toBe('RECEIVED_IN_STORE');
    expect(productStatusOf('SHIPPED', 'express')).toBe('IN_DISTRIBUTION_CARRIER');
    expect(productStatusOf('SHIPPED', 'externalpickup')).toBe('SEND_TO_STORE');
    expect(productStatusOf('PARTIAL_SHIPPED', 'pickup')).toBe('SEND_TO_STORE');
    expect(productStatusOf('IN_DISTRIBUTION_CARRIER', 'externalpickup')).toBe('SEND_TO_STORE');
    expect(productStatusOf('NOT_A_STATUS', 'standard')).toBeNull();
    expect(timelineSteps('express')).toEqual(timelineSteps('standard'));
    expect(
      statusHistory([
        { status: 'A', date: '2026-01-01T00:00:00Z' },
        { status: 'A', date: '2026-01-03T00:00:00Z' },
        { status: 'B', date: '2026-01-02T00:00:00Z' },
      ]),
    ).toEqual([
      { status: 'A', date: '2026-01-03T00:00:00Z' },
      { status: 'B', date: '2026-01-02T00:00:00Z' },
    ]);
  });
});
