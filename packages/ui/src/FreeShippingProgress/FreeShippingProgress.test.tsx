import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreeShippingProgress } from './FreeShippingProgress.js';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('FreeShippingProgress', () => {
  it('says how much is left, as a progress bar toward the threshold', () => {
    render(<FreeShippingProgress subtotal={eur(30)} threshold={eur(50)} locale="en-GB" />);
    const bar = screen.getByRole('progressbar', { name: 'Add €20.00 more for free shipping' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(bar.getAttribute('aria-valuemax')).toBe('50');
  });

  it('celebrates once reached', () => {
    render(<FreeShippingProgress subtotal={eur(80)} threshold={eur(50)} locale="en-GB" />);
    expect(
      screen
        .getByRole('progressbar', { name: 'You have free shipping' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
  });
});
