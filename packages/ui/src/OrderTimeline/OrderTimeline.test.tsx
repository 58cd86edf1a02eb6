import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from './OrderTimeline.js';

describe('OrderTimeline', () => {
  it('exposes every step with its status and state, and formats dates for the locale', () => {
    render(
      <OrderTimeline
        locale="en-GB"
        steps={[
          { status: 'CREATED', label: 'Order placed', state: 'done', date: '2026-11-02T10:00:00Z' },
          { status: 'SHIPPED', label: 'Shipped', state: 'current', date: '2026-11-03T10:00:00Z' },
          { status: 'DELIVERED', label: 'Delivered', state: 'pending' },
        ]}
      />,
    );
    const steps = screen.getAllByTestId('timeline-step');
    expect(steps.map((s) => [s.dataset['status'], s.dataset['state']])).toEqual([
      ['CREATED', 'done'],
      ['SHIPPED', 'current'],
      ['DELIVERED', 'pending'],
    ]);
    expect(screen.getByTestId('order-timeline').getAttribute('aria-label')).toBe('Order status');
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('2 Nov 2026')).toBeTruthy();
    expect(steps[0]?.textContent).toContain('completed');
  });
});
