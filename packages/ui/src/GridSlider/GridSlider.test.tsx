import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GridSlider } from './GridSlider.js';

describe('GridSlider', () => {
  it('links each tile, named by its label, under the module title', () => {
    render(
      <GridSlider
        title="Shop by category"
        perView={{ mobile: 2, desktop: 4 }}
        items={[
          { id: 'r', image: { src: 'r.svg', alt: '' }, label: 'Rings', href: '#rings' },
          { id: 'n', image: { src: 'n.svg', alt: '' }, label: 'Necklaces', href: '#necklaces' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Shop by category' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Shop by category' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Necklaces' }).getAttribute('href')).toBe('#necklaces');
  });
});
