import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProducts } from '../fixtures/products.js';
import { ImageAndProductsGrid } from './ImageAndProductsGrid.js';

describe('ImageAndProductsGrid', () => {
  it('links the editorial image to its collection beside four products', () => {
    render(
      <ImageAndProductsGrid
        image={{ src: 'a.svg', alt: 'Model wearing pearls' }}
        title="Pearls"
        href="#pearls"
        products={sampleProducts(5)}
      />,
    );
    expect(screen.getByRole('link', { name: /Pearls/ }).getAttribute('href')).toBe('#pearls');
    expect(screen.getAllByTestId('product-card')).toHaveLength(4);
  });
});
