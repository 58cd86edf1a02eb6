import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedBanner } from './HighlightedBanner.js';

describe('HighlightedBanner', () => {
  it('is a region named by its heading with the image and call to action', () => {
    render(
      <HighlightedBanner
        image={{ src: 'a.svg', alt: 'Gold hoops' }}
        title="Golden hoops"
        text="Every size."
        cta={{ label: 'Shop hoops', href: '#hoops' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Golden hoops' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Golden hoops' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Gold hoops' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop hoops' }).getAttribute('href')).toBe('#hoops');
  });
});
