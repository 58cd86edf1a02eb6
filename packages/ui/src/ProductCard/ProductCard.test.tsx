import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard.js';

const base = {
  name: 'Bear ring',
  href: '/es-es/bear-ring/p/123',
  image: { src: 'data:image/svg+xml,<svg/>', alt: 'Gold bear ring' },
  price: { value: 80, currency: 'EUR' },
  locale: 'en-GB',
};

describe('ProductCard', () => {
  it('links to the product with the test hook and shows name, image and price', () => {
    render(<ProductCard {...base} previousPrice={{ value: 100, currency: 'EUR' }} />);
    const link = screen.getByTestId('product-card');
    expect(link.getAttribute('href')).toBe('/es-es/bear-ring/p/123');
    expect(screen.getByRole('heading', { name: 'Bear ring' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Gold bear ring' })).toBeTruthy();
    expect(screen.getByLabelText('Current price: €80.00')).toBeTruthy();
  });

  it('loads cards above the fold eagerly and first, the others lazily', () => {
    const { unmount } = render(<ProductCard {...base} priority />);
    const first = screen.getByRole('img', { name: 'Gold bear ring' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    unmount();
    render(<ProductCard {...base} />);
    const later = screen.getByRole('img', { name: 'Gold bear ring' });
    expect(later.getAttribute('loading')).toBe('lazy');
    expect(later.getAttribute('fetchpriority')).toBeNull();
  });

  it('leaves the hover picture out of the server HTML and draws it once hydrated, without a mismatch', async () => {
    const card = (
      <ProductCard {...base} hoverImage={{ src: 'data:image/svg+xml,<svg/>', alt: '' }} />
    );
    const html = renderToString(card);
    expect(html.match(/<img/g)).toHaveLength(1);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, card, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
    expect(images[1]?.getAttribute('alt')).toBe('');
    act(() => root.unmount());
    container.remove();
  });

  it('shows each tag with its label', () => {
    render(
      <ProductCard
        {...base}
        tags={['novelty', 'soldOut', 'engraved']}
        tagLabels={{ soldOut: 'Agotado' }}
      />,
    );
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Agotado')).toBeTruthy();
    expect(screen.getByText('Engraved')).toBeTruthy();
  });

  it('tells the last unit apart from the last units', () => {
    render(<ProductCard {...base} tags={['lastOne']} tagLabels={{ lastOne: 'Última unidad' }} />);
    expect(screen.getByText('Última unidad')).toBeTruthy();
  });

  it('toggles the wishlist from the keyboard', async () => {
    const onToggle = vi.fn();
    render(<ProductCard {...base} onToggleWishlist={onToggle} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByTestId('product-card'));
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Save to wishlist: Bear ring' });
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith(true);
  });
});
