import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WishlistToggle } from './WishlistToggle.js';

describe('WishlistToggle', () => {
  it('is a toggle button named for the product, pressed when saved', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <WishlistToggle pressed={false} onToggle={onToggle} label="Save to wishlist: Bear ring" />,
    );
    const toggle = screen.getByRole('button', { name: 'Save to wishlist: Bear ring' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.dataset['testid']).toBe('wishlist-toggle');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(true);
    rerender(<WishlistToggle pressed onToggle={onToggle} label="Save to wishlist: Bear ring" />);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('draws the heart as a decoration the button names', () => {
    render(
      <WishlistToggle
        pressed={false}
        onToggle={() => {}}
        label="Save to wishlist: Bear ring"
        size={16}
      />,
    );
    const heart = screen.getByRole('button').querySelector('svg')!;
    expect(heart.getAttribute('aria-hidden')).toBe('true');
    expect(heart.getAttribute('width')).toBe('16');
    expect(heart.querySelector('path')?.getAttribute('d')).toMatch(/^M2 9\.5/);
  });
});
