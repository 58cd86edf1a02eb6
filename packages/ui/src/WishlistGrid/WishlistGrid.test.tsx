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

  it("is the page heading when asked, links sized products to their page, and takes the site's sharing", async () => {
    const onAddToBag = vi.fn();
    const [plain, sized] = sampleProducts(2);
    render(
      <WishlistGrid
        title="My wishlist"
        headingLevel={1}
        products={[plain!, { ...sized!, chooseSizeHref: '/es-es/ring/p/p1' }]}
        headerAction={<button type="button">Share it</button>}
        onAddToBag={onAddToBag}
        onRemove={() => {}}
        isBusy
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My wishlist' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: `Choose your size: ${sized!.name}` }).getAttribute('href'),
    ).toBe('/es-es/ring/p/p1');
    expect(screen.queryByRole('button', { name: `Add to bag: ${sized!.name}` })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share it' })).toBeTruthy();
    // Busy: announced as waiting and not acting again.
    const add = screen.getByRole('button', { name: `Add to bag: ${plain!.name}` });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(add);
    expect(onAddToBag).not.toHaveBeenCalled();
  });
});
