import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MARKS } from './payment-logos.js';
import { PaymentLogo } from './PaymentLogo.js';

const METHODS = [
  'addi',
  'applepay',
  'blik',
  'card',
  'cod',
  'giropay',
  'googlepay',
  'klarna',
  'kueski',
  'mbway',
  'mercadopago',
  'multibanco',
  'oney',
  'oxxo',
  'p24',
  'paynet',
  'paypal',
  'payu',
  'pelecard',
  'powertranz',
  'tabby',
  'yookassa',
];

describe('PaymentLogo', () => {
  it('has a mark for each of the 22 payment methods', () => {
    expect(METHODS).toHaveLength(22);
    for (const code of METHODS) expect(PAYMENT_MARKS).toHaveProperty(code);
  });

  it('is a named image with a title and decorative without one', () => {
    const { rerender } = render(<PaymentLogo code="paypal" title="PayPal" />);
    expect(screen.getByRole('img', { name: 'PayPal' })).toBeTruthy();
    rerender(<PaymentLogo code="paypal" />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the card mark for unknown codes', () => {
    const { container } = render(<PaymentLogo code="unknown" />);
    expect(container.querySelector('svg')?.innerHTML).toBe(
      render(<PaymentLogo code="card" />).container.querySelector('svg')?.innerHTML,
    );
  });

  it('draws the generic methods, with no English word to read on any site (issue 32)', () => {
    for (const code of ['card', 'cod']) {
      const { container } = render(<PaymentLogo code={code} />);
      expect(container.textContent, code).toBe('');
      expect(container.querySelectorAll('svg > *').length, code).toBeGreaterThan(1);
    }
  });
});
