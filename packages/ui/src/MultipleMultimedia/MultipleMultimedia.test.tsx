import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultipleMultimedia } from './MultipleMultimedia.js';

describe('MultipleMultimedia', () => {
  it('shows images and described, muted videos with their captions', () => {
    render(
      <MultipleMultimedia
        items={[
          {
            id: 'a',
            type: 'image',
            image: { src: 'a.svg', alt: 'Pearl ring' },
            caption: 'Pearls',
            link: { label: 'Shop', href: '#p' },
          },
          { id: 'b', type: 'video', src: 'b.mp4', description: 'A necklace turning in the light' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Pearl ring' })).toBeTruthy();
    const video = screen.getByLabelText('A necklace turning in the light') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('#p');
  });
});
