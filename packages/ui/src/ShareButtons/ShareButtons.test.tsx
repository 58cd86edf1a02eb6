import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shareHref } from './share-links.js';
import { ShareButtons } from './ShareButtons.js';

describe('shareHref', () => {
  it('encodes the page into each network link', () => {
    expect(shareHref('whatsapp', 'https://a.example/es-es/p/1', 'Ring')).toBe(
      'https://wa.me/?text=Ring%20https%3A%2F%2Fa.example%2Fes-es%2Fp%2F1',
    );
    expect(shareHref('clipboard', 'x', 'y')).toBeNull();
  });
});

describe('ShareButtons', () => {
  it('offers only the wishlist networks when told, and copies with the keyboard', async () => {
    const onCopy = vi.fn();
    render(
      <ShareButtons
        url="https://a.example/es-es/wishlist/abc"
        title="My wishlist"
        networks={['mail', 'facebook', 'whatsapp', 'clipboard']}
        onCopy={onCopy}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(
      'facebook.com',
    );
    screen.getByRole('button', { name: 'Copy link' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onCopy).toHaveBeenCalledWith('https://a.example/es-es/wishlist/abc');
  });

  it('confirms a copied link', () => {
    render(<ShareButtons url="u" title="t" networks={['clipboard']} onCopy={() => {}} copied />);
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy();
  });
});
