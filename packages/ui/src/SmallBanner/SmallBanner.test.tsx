import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmallBanner } from './SmallBanner.js';

describe('SmallBanner', () => {
  it('is one link named by its title and text', () => {
    render(
      <SmallBanner
        image={{ src: 'a.svg', alt: '' }}
        title="Engrave it"
        text="Free in every store"
        href="#engraving"
      />,
    );
    const link = screen.getByRole('link', { name: /Engrave it/ });
    expect(link.getAttribute('href')).toBe('#engraving');
    expect(link.textContent).toContain('Free in every store');
  });
});
