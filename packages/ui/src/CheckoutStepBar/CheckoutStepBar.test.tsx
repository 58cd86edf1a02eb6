import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutStepBar } from './CheckoutStepBar.js';

const steps = [
  { id: 'register', label: 'Identification', href: '/checkout/register' },
  { id: 'shipping', label: 'Shipping', href: '/checkout/shipping' },
  { id: 'payment', label: 'Payment', href: '/checkout/payment' },
];

describe('CheckoutStepBar', () => {
  it('marks the current step, links done steps, and carries the test hook', () => {
    render(<CheckoutStepBar steps={steps} currentId="shipping" />);
    const list = screen.getByTestId('checkout-steps');
    expect(list.querySelector('[data-state="current"]')?.textContent).toBe('Shipping');
    expect(screen.getByText('Shipping').getAttribute('aria-current')).toBe('step');
    expect(
      screen.getByRole('link', { name: 'Identification, completed' }).getAttribute('href'),
    ).toBe('/checkout/register');
    expect(screen.queryByRole('link', { name: /Payment/ })).toBeNull();
  });
});
