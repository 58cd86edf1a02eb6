import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './OrderSummary.js';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('OrderSummary', () => {
  it('lists items and pairs each total label with its amount', () => {
    render(
      <OrderSummary
        items={[{ id: '1', name: 'Bear ring', quantity: 2, total: eur(80) }]}
        subtotal={eur(80)}
        shipping={eur(0)}
        discounts={[{ label: 'WELCOME10', amount: eur(8) }]}
        total={eur(72)}
        locale="en-GB"
      />,
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Quantity: 2')).toBeTruthy();
    const terms = within(summary)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(summary)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      Subtotal: '€80.00',
      Shipping: 'Free',
      WELCOME10: '−€8.00',
      Total: '€72.00',
    });
  });

  it('shows a free gift as a gift, not as a price of zero', () => {
    render(
      <OrderSummary
        items={[
          { id: '1', name: 'Bear ring', quantity: 2, total: eur(120) },
          { id: '2', name: 'Charm', quantity: 1, total: eur(0), gift: 'Free gift' },
        ]}
        subtotal={eur(120)}
        shipping={eur(0)}
        total={eur(120)}
        locale="en-GB"
      />,
    );
    const gift = screen.getByTestId('summary-gift-line');
    expect(within(gift).getByText('Free gift')).toBeTruthy();
    expect(gift.textContent).not.toContain('€0.00');
  });

  it('leaves shipping out until it is known', () => {
    render(
      <OrderSummary items={[]} subtotal={eur(10)} shipping={null} total={eur(10)} locale="en-GB" />,
    );
    expect(screen.queryByText('Shipping')).toBeNull();
  });

  it('on the bag page lists no items and ends with what it is given', () => {
    render(
      <OrderSummary subtotal={eur(10)} shipping={eur(4.95)} total={eur(14.95)} locale="en-GB">
        <a href="/checkout">Go to checkout</a>
      </OrderSummary>,
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).queryByRole('list')).toBeNull();
    expect(within(summary).getByTestId('summary-total').textContent).toBe('€14.95');
    expect(within(summary).getByRole('link', { name: 'Go to checkout' })).toBeTruthy();
  });
});
