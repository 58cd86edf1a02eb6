import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StoreCard } from './StoreCard.js';

const store = {
  id: '0000000123',
  name: 'Madrid Preciados',
  href: '/es-es/stores/123-madrid',
  address: ['Calle Preciados 1', '28013 Madrid'],
  phone: '910 000 000',
  hours: 'Open today 10:00-21:00',
  isOpen: true,
  distance: '1.2 km',
};

describe('StoreCard', () => {
  it('names the store, links to it and lets the shopper call', () => {
    render(<StoreCard store={store} />);
    expect(screen.getByRole('article', { name: 'Madrid Preciados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Madrid Preciados' }).getAttribute('href')).toBe(
      '/es-es/stores/123-madrid',
    );
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:910000000');
  });

  it('chooses the store from the keyboard', async () => {
    const onSelect = vi.fn();
    render(<StoreCard store={store} onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Choose this store' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('0000000123');
  });
});
