// @vitest-environment jsdom
import '../../../test/dom-setup.js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testShell } from '../../../test/fixtures/shell.js';
import { CheckoutLayout } from './CheckoutLayout.js';

describe('CheckoutLayout', () => {
  it('shows the steps with the current one, done steps linked, and the order summary', () => {
    render(
      <CheckoutLayout shell={testShell()} route="checkoutBilling">
        <p>step</p>
      </CheckoutLayout>,
    );
    const current = screen.getByText('Facturación');
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: /Envío/ }).getAttribute('href')).toBe(
      '/es-es/checkout/shipping/',
    );
    expect(screen.queryByRole('link', { name: /Pago/ })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Resumen del pedido' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('step');
  });

  it('carries the anti-money-laundering notice on register and payment only', () => {
    const { unmount } = render(
      <CheckoutLayout shell={testShell()} route="checkoutPayment">
        <p />
      </CheckoutLayout>,
    );
    expect(screen.getByTestId('aml-notice').textContent).toBe('Aviso de blanqueo');
    unmount();
    render(
      <CheckoutLayout shell={testShell()} route="checkoutShipping">
        <p />
      </CheckoutLayout>,
    );
    expect(screen.queryByTestId('aml-notice')).toBeNull();
  });
});
