import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './ProductGallery.js';

const image = (name: string) => ({
  alt: name,
  sources: { 96: `${name}-96`, 515: `${name}-515`, 1200: `${name}-1200`, 3000: `${name}-3000` },
});

describe('ProductGallery', () => {
  it('serves 515/1200 renditions in the main image and 96 in thumbnails', () => {
    render(<ProductGallery images={[image('front'), image('worn')]} />);
    const main = screen.getByRole('img', { name: 'front' });
    expect(main.getAttribute('srcset')).toBe('front-515 515w, front-1200 1200w');
    // The first picture is the product page's largest paint.
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(document.querySelector('img[src="worn-96"]')).not.toBeNull();
  });

  it('moves between images with the keyboard and thumbnails', async () => {
    render(<ProductGallery images={[image('front'), image('worn'), image('box')]} />);
    screen.getByRole('button', { name: 'Next image' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'worn' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: 'box' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current'),
    ).toBe('true');
    screen.getByRole('button', { name: 'Next image' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('img', { name: 'front' })).toBeTruthy();
  });

  it('zooms into the 3000 px rendition in a dialog', async () => {
    render(<ProductGallery images={[image('front')]} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom image' }));
    // The dialog's code loads on the first zoom: a dynamic import that Vitest transforms on
    // first use, which can take over the default 1 s on a loaded machine.
    const dialog = await screen.findByRole('dialog', { name: 'front' }, { timeout: 10_000 });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('front-3000');
  });
});
