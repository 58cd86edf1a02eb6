import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NAV_ITEMS } from '../fixtures/navigation.js';
import { Header } from './Header.js';

const props = { brandName: 'Atelier', homeHref: '/es-es/', items: NAV_ITEMS, onOpenBag: () => {} };

describe('Header', () => {
  it('shows the bag count with its test hook and names the bag button with it', async () => {
    const onOpenBag = vi.fn();
    render(<Header {...props} bagCount={2} onOpenBag={onOpenBag} />);
    expect(screen.getByTestId('bag-count').textContent).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Bag, 2 products' }));
    expect(onOpenBag).toHaveBeenCalled();
  });

  it('marks the count ready only once it is known, and links to a search page', () => {
    const { rerender } = render(
      <Header {...props} bagCount={0} bagCountReady={false} searchHref="/es-es/embedsearch/" />,
    );
    expect(screen.getByTestId('bag-count').dataset['ready']).toBe('false');
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
      '/es-es/embedsearch/',
    );
    rerender(<Header {...props} bagCount={3} bagCountReady searchHref="/es-es/embedsearch/" />);
    expect(screen.getByTestId('bag-count').dataset['ready']).toBe('true');
  });

  it('shows the wishlist count on its link, names the link with it, and marks it ready', () => {
    const { rerender } = render(
      <Header
        {...props}
        bagCount={0}
        wishlistHref="/es-es/wishlist/"
        wishlistCount={0}
        wishlistCountReady={false}
      />,
    );
    expect(screen.getByTestId('wishlist-count').dataset['ready']).toBe('false');
    rerender(<Header {...props} bagCount={0} wishlistHref="/es-es/wishlist/" wishlistCount={2} />);
    const link = screen.getByRole('link', { name: 'Wishlist, 2 products' });
    expect(link.getAttribute('href')).toBe('/es-es/wishlist/');
    expect(within(link).getByTestId('wishlist-count').textContent).toBe('2');
    expect(screen.getByTestId('wishlist-count').dataset['ready']).toBe('true');
  });

  it('goes transparent over a hero, with dark ink over light imagery', () => {
    const { container, rerender } = render(<Header {...props} bagCount={0} transparent />);
    const header = container.querySelector('header')!;
    expect(header.className).toMatch(/transparent/);
    expect(header.className).not.toMatch(/overLight/);
    rerender(<Header {...props} bagCount={0} transparent heroTone="light" />);
    expect(header.className).toMatch(/overLight/);
    rerender(<Header {...props} bagCount={0} heroTone="light" />);
    expect(header.className).not.toMatch(/transparent|overLight/);
  });

  it('is transparent per device when the site sets mobile and desktop apart', () => {
    const { container, rerender } = render(
      <Header {...props} bagCount={0} transparent={{ desktop: true, mobile: false }} />,
    );
    const header = container.querySelector('header')!;
    expect(header.className).toMatch(/transparentDesktop/);
    expect(header.className).not.toMatch(/transparentMobile/);
    rerender(<Header {...props} bagCount={0} transparent={{ desktop: false, mobile: true }} />);
    expect(header.className).toMatch(/transparentMobile/);
    expect(header.className).not.toMatch(/transparentDesktop/);
    rerender(<Header {...props} bagCount={0} transparent={{ desktop: false, mobile: false }} />);
    expect(header.className).not.toMatch(/transparent/);
  });

  it('opens a mega menu from the keyboard and closes it with Escape, back on its trigger', async () => {
    render(<Header {...props} bagCount={0} />);
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const trigger = within(nav).getByRole('button', { name: 'Jewellery' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Jewellery' });
    expect(within(region).getByRole('link', { name: 'Necklaces' }).getAttribute('href')).toBe(
      '#necklaces',
    );
    await userEvent.tab();
    expect(region.contains(document.activeElement)).toBe(false);
    trigger.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Jewellery' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens the mobile menu in a drawer', async () => {
    render(<Header {...props} bagCount={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    // The drawer is a lazy chunk: give its import time on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Atelier' }, { timeout: 5000 });
    expect(within(dialog).getByRole('link', { name: 'Gifts' })).toBeTruthy();
  });
});
