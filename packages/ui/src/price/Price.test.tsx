import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price.js';

describe('Price', () => {
  it('formats the amount for the locale and currency', () => {
    render(<Price amount={1234.5} locale="es-ES" currency="EUR" />);
    expect(screen.getByText(/1234,50\s€/)).toBeTruthy();
    expect(document.querySelector('del')).toBeNull();
  });

  it('strikes through the previous price only when it is higher', () => {
    render(<Price amount={80} previousAmount={100} locale="en-US" currency="USD" />);
    expect(document.querySelector('del')?.textContent).toContain('$100.00');
    expect(screen.getByLabelText('Current price: $80.00')).toBeTruthy();
  });
});
