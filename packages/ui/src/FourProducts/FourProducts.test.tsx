import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProducts } from '../fixtures/products.js';
import { FourProducts } from './FourProducts.js';

describe('FourProducts', () => {
  it('shows at most four product cards under its title', () => {
    render(<FourProducts title="Gift ideas" products={sampleProducts(6)} />);
    expect(screen.getByRole('heading', { name: 'Gift ideas' })).toBeTruthy();
    expect(screen.getAllByTestId('product-card')).toHaveLength(4);
  });
});
