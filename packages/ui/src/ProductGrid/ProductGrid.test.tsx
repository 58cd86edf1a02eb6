import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './ProductGrid.js';

describe('ProductGrid', () => {
  it('lists every cell under the grid label', () => {
    render(
      <ProductGrid
        label="Necklaces"
        cells={[
          { key: 'a', content: 'First' },
          { key: 'b', content: 'Campaign', span: 'large' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Necklaces' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('marks itself busy while skeletons load more', () => {
    render(<ProductGrid label="Rings" cells={[{ key: 'a', content: 'One' }]} loadingCount={3} />);
    const list = screen.getByRole('list', { name: 'Rings' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says so when there is nothing to show', () => {
    render(<ProductGrid label="Rings" cells={[]} emptyTitle="Nothing here yet" />);
    expect(screen.getByRole('status').textContent).toContain('Nothing here yet');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
