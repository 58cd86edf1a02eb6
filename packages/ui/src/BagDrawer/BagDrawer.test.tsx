import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_LINES } from '../fixtures/bag.js';
import { BagDrawer } from './BagDrawer.js';

const base = {
  isOpen: true,
  onOpenChange: () => {},
  count: 3,
  subtotal: { value: 207, currency: 'EUR' },
  locale: 'en-GB',
  onCheckout: () => {},
};

describe('BagDrawer', () => {
  it('lists the lines with the subtotal and goes to checkout from the keyboard', async () => {
    const onCheckout = vi.fn();
    render(
      <BagDrawer
        {...base}
        lines={SAMPLE_LINES}
        freeShippingThreshold={{ value: 250, currency: 'EUR' }}
        onCheckout={onCheckout}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your bag (3)' });
    expect(within(dialog).getAllByTestId('bag-line')).toHaveLength(2);
    expect(within(dialog).getByText('€207.00')).toBeTruthy();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Add €43.00 more for free shipping' }),
    ).toBeTruthy();
    screen.getByTestId('go-to-checkout').focus();
    await userEvent.keyboard('{Enter}');
    expect(onCheckout).toHaveBeenCalled();
  });

  it('links to checkout and to the bag page, with its own free-shipping texts and a notice', () => {
    render(
      <BagDrawer
        {...base}
        lines={SAMPLE_LINES}
        checkoutHref="/es-es/checkout/shipping"
        viewBagHref="/es-es/cart"
        freeShippingThreshold={{ value: 200, currency: 'EUR' }}
        notice={<p>Pearl necklace was removed</p>}
        labels={{
          checkout: 'Tramitar pedido',
          viewBag: 'Ver cesta',
          freeShippingReached: 'Envío gratuito',
        }}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Tramitar pedido' }).getAttribute('href')).toBe(
      '/es-es/checkout/shipping',
    );
    expect(within(dialog).getByRole('link', { name: 'Ver cesta' }).getAttribute('href')).toBe(
      '/es-es/cart',
    );
    expect(within(dialog).getByRole('progressbar', { name: 'Envío gratuito' })).toBeTruthy();
    const notice = within(dialog).getByText('Pearl necklace was removed');
    expect(notice.closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('shows the express buttons under checkout, and none for an empty bag', () => {
    const express = <button type="button">Pay with Apple Pay</button>;
    const { rerender } = render(
      <BagDrawer {...base} lines={SAMPLE_LINES} checkoutHref="/checkout" express={express} />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Pay with Apple Pay' })).toBeTruthy();
    rerender(<BagDrawer {...base} lines={[]} count={0} express={express} />);
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
  });

  it('shows the empty bag with a way forward and no checkout', () => {
    render(
      <BagDrawer
        {...base}
        count={0}
        subtotal={{ value: 0, currency: 'EUR' }}
        lines={[]}
        continueShopping={{ label: 'Discover new in', href: '#new' }}
      />,
    );
    expect(screen.getByText('Your bag is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover new in' })).toBeTruthy();
    expect(screen.queryByTestId('go-to-checkout')).toBeNull();
  });

  it('announces loading', () => {
    render(<BagDrawer {...base} lines={[]} isLoading />);
    expect(screen.getByRole('status', { name: 'Loading your bag' })).toBeTruthy();
  });
});
