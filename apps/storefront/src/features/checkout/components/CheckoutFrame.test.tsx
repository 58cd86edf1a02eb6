// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testShell } from '../../../../test/fixtures/shell.js';
import { CheckoutFrame } from './CheckoutFrame.js';

describe('CheckoutFrame (docs/product/checkout.md §1.2)', () => {
  it('reads 1 shipping, 2 billing, 3 payment with the current step, done steps linked', () => {
    render(
      <CheckoutFrame
        shell={testShell()}
        step="billing"
        barSteps={['shipping', 'billing', 'payment']}
        reachable={['shipping']}
        summary={<p>summary</p>}
      >
        <p>step</p>
      </CheckoutFrame>,
    );
    const bar = screen.getByTestId('checkout-steps');
    expect(
      [...bar.querySelectorAll('[data-step]')].map((li) => li.getAttribute('data-step')),
    ).toEqual(['shipping', 'billing', 'payment']);
    expect(screen.getByText('Facturación').getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: /Envío/ }).getAttribute('href')).toBe(
      '/es-es/checkout/shipping/',
    );
    expect(screen.queryByRole('link', { name: /Pago/ })).toBeNull();
    expect(screen.getByTestId('order-summary').textContent).toBe('summary');
    expect(screen.getByRole('main').textContent).toContain('step');
    expect(screen.queryByTestId('aml-notice')).toBeNull();
  });

  it("moves by itself on a step link, out of sight of Vike's link interception", () => {
    const onStepLink = vi.fn();
    const outside = vi.fn();
    document.addEventListener('click', outside);
    render(
      <CheckoutFrame
        shell={testShell()}
        step="payment"
        barSteps={['shipping', 'payment']}
        reachable={['shipping']}
        onStepLink={onStepLink}
        summary={null}
      >
        <p />
      </CheckoutFrame>,
    );
    const link = screen.getByRole('link', { name: /Envío/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(onStepLink).toHaveBeenCalledWith('shipping');
    expect(click.defaultPrevented).toBe(true);
    expect(outside).not.toHaveBeenCalled();
    document.removeEventListener('click', outside);
  });

  it('carries the anti-money-laundering notice on register and payment; no bar on confirmation', () => {
    const { unmount } = render(
      <CheckoutFrame
        shell={testShell()}
        step="payment"
        barSteps={['shipping', 'payment']}
        reachable={[]}
        summary={null}
      >
        <p />
      </CheckoutFrame>,
    );
    expect(screen.getByTestId('aml-notice').textContent).toBe('Aviso de blanqueo');
    unmount();
    render(
      <CheckoutFrame
        shell={testShell()}
        step="confirmation"
        barSteps={['shipping', 'payment']}
        reachable={[]}
        summary={null}
      >
        <p />
      </CheckoutFrame>,
    );
    expect(screen.queryByTestId('checkout-steps')).toBeNull();
    expect(screen.queryByTestId('aml-notice')).toBeNull();
  });

  it('leaves the notice out where the site has no text for it', () => {
    const shell = testShell();
    const { amlNotice: _notice, ...labels } = shell.labels;
    render(
      <CheckoutFrame
        shell={{ ...shell, labels }}
        step="register"
        barSteps={['shipping', 'payment']}
        reachable={[]}
        summary={null}
      >
        <p />
      </CheckoutFrame>,
    );
    expect(screen.queryByTestId('aml-notice')).toBeNull();
  });
});
