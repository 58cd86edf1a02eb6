import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderCard } from './OrderCard.js';

describe('OrderCard', () => {
  it('names the order by its code and links to its details', () => {
    render(
      <OrderCard
        code="AT-000123"
        placedAt="2026-11-02T10:00:00Z"
        statusLabel="Shipped"
        total={{ value: 191.25, currency: 'EUR' }}
        locale="en-GB"
        images={[{ src: 'a.svg', alt: 'Ring' }]}
        href="/orders/AT-000123"
      />,
    );
    expect(screen.getByRole('article', { name: 'Order AT-000123' })).toBeTruthy();
    expect(screen.getByTestId('order-code').textContent).toBe('AT-000123');
    expect(screen.getByText('2 November 2026')).toBeTruthy();
    expect(screen.getByText('Total: €191.25')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /^View details\s*AT-000123$/ }).getAttribute('href'),
    ).toBe('/orders/AT-000123');
  });
});
