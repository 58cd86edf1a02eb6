import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomLooks } from './CustomLooks.js';

describe('CustomLooks', () => {
  it('links each look with its title and piece count', () => {
    render(
      <CustomLooks
        title="Shop the look"
        looks={[
          {
            id: 'a',
            title: 'Brunch',
            href: '/es-es/shopthelook/brunch',
            image: { src: 'a.svg', alt: '' },
            productCount: 3,
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /Brunch/ });
    expect(link.getAttribute('href')).toBe('/es-es/shopthelook/brunch');
    expect(link.textContent).toContain('3 pieces');
  });

  it('shows a look without a page as a card that links nowhere', () => {
    render(
      <CustomLooks
        title="Shop the look"
        looks={[
          {
            id: 'b',
            title: 'Spring',
            href: null,
            image: { src: 'b.svg', alt: '' },
            productCount: 2,
          },
        ]}
      />,
    );
    expect(screen.getByText('Spring')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
