// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testShell } from '../../../../test/fixtures/shell.js';
import { CheckoutLayout } from './CheckoutLayout.js';

describe('CheckoutLayout', () => {
  it('leaves the steps to draw their own header, bar and summary (the checkout page)', () => {
    render(
      <CheckoutLayout shell={testShell()} route="checkoutBilling">
        <p>step</p>
      </CheckoutLayout>,
    );
    expect(screen.getByTestId('checkout-layout').textContent).toContain('step');
    expect(screen.queryByTestId('checkout-steps')).toBeNull();
    expect(screen.queryByTestId('order-summary')).toBeNull();
  });

  it('frames the cross-border page with the logo, and no summary column beside the provider', () => {
    render(
      <CheckoutLayout shell={testShell()} route="checkoutExternal">
        <p>external</p>
      </CheckoutLayout>,
    );
    expect(screen.getByRole('link', { name: testShell().brand })).toBeTruthy();
    expect(screen.queryByTestId('order-summary')).toBeNull();
    expect(screen.getByRole('main').textContent).toContain('external');
    expect(screen.queryByTestId('checkout-steps')).toBeNull();
  });
});
