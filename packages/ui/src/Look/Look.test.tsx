import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Look } from './Look.js';

const products = [
  {
    id: 'a',
    name: 'Pearl necklace',
    href: '#a',
    image: { src: 'a.svg', alt: '' },
    price: { value: 59, currency: 'EUR' },
    quantity: 1,
    available: true,
  },
  {
    id: 'b',
    name: 'Hoops',
    href: '#b',
    image: { src: 'b.svg', alt: '' },
    price: { value: 35, currency: 'EUR' },
    quantity: 2,
    available: false,
  },
];

describe('Look', () => {
  it('lists its pieces, flags unavailable ones and adds the look from the keyboard', async () => {
    const onAddLook = vi.fn();
    render(
      <Look
        title="Sunday brunch"
        image={{ src: 'l.svg', alt: 'Model' }}
        products={products}
        locale="en-GB"
        onAddLook={onAddLook}
      />,
    );
    expect(screen.getByRole('link', { name: 'Pearl necklace' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 × Hoops' })).toBeTruthy();
    expect(screen.getByText('Not available')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add the look to the bag' });
    expect(screen.getByTestId('add-look-to-bag')).toBe(add);
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(onAddLook).toHaveBeenCalled();
  });

  it('cannot add a look with nothing available, and hides pieces when told', () => {
    render(
      <Look
        title="Sold out look"
        image={{ src: 'l.svg', alt: '' }}
        products={products.map((p) => ({ ...p, available: false }))}
        locale="en-GB"
        showProducts={false}
        onAddLook={() => {}}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add the look to the bag' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
