import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './OrderStatusBadge.js';

describe('OrderStatusBadge', () => {
  it('says the status in words and carries its colour name', () => {
    render(<OrderStatusBadge label="Ready to be shipped" color="yellow" srPrefix="Status" />);
    const badge = screen.getByTestId('order-status');
    expect(badge.textContent).toBe('Status: Ready to be shipped');
    expect(badge.dataset['color']).toBe('yellow');
  });

  it('draws an unknown or empty colour as the neutral badge', () => {
    const { rerender } = render(<OrderStatusBadge label="Delivered" color="#00ff00" />);
    expect(screen.getByTestId('order-status').dataset['color']).toBe('neutral');
    rerender(<OrderStatusBadge label="Delivered" color=" Green " />);
    expect(screen.getByTestId('order-status').dataset['color']).toBe('green');
    rerender(<OrderStatusBadge label="Delivered" color="" />);
    expect(screen.getByTestId('order-status').dataset['color']).toBe('neutral');
  });
});
