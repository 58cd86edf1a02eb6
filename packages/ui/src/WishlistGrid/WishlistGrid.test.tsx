import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleProducts } from '../fixtures/products.js';
import { WishlistGrid } from './WishlistGrid.js';

describe('WishlistGrid', () => {
  it('adds to the bag and removes per product, and shares the wishlist', async () => {
    const onAddToBag = vi.fn();
    const onRemove = vi.fn();
    const products = sampleProducts(2);
    render(
      <WishlistGrid
        title="My wishlist"
        products={products}
        shareUrl="https://a.example/es-es/wishlist/abc"
        onAddToBag={onAddToBag}
        onRemove={onRemove}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: `Add to bag: ${products[1]!.name}` }));
    expect(onAddToBag).toHaveBeenCalledWith('p1');
    screen.getByRole('button', { name: `Remove: ${products[0]!.name}` }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('p0');
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toBeTruthy();
  });

  it('is read-only when shared and says when empty', () => {
    const { rerender } = render(
      <WishlistGrid
        title="Ana's wishlist"
        products={sampleProducts(1)}
        readOnly
        onAddToBag={() => {}}
        shareUrl="x"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Share your wishlist' })).toBeNull();
    rerender(<WishlistGrid title="My wishlist" products={[]} />);
    expect(screen.getByText(/wishlist is empty/)).toBeTruthy();
  });
});
