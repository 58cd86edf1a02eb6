import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoveltiesSlider } from './NoveltiesSlider.js';

const product = (id: string) => ({
  id,
  name: `Ring ${id}`,
  href: `#${id}`,
  image: { src: `${id}.svg`, alt: '' },
  price: { value: 30, currency: 'EUR' },
  locale: 'en-GB',
  tags: ['novelty' as const],
});

describe('NoveltiesSlider', () => {
  it('lists the new products as product cards with a see-all link', () => {
    render(
      <NoveltiesSlider
        title="New in"
        products={[product('a'), product('b')]}
        seeAll={{ label: 'See all', href: '#new' }}
      />,
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('#new');
  });

  it('shows a busy region while loading', () => {
    render(<NoveltiesSlider title="New in" products={[]} isLoading />);
    expect(screen.getByRole('region', { name: 'New in' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('product-card')).toBeNull();
  });
});
