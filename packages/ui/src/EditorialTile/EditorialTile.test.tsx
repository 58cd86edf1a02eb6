import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorialTile } from './EditorialTile.js';

const image = { src: 'look.svg', alt: '' };

describe('EditorialTile', () => {
  it('is one link named by its title, detail and call to action', () => {
    render(
      <EditorialTile
        image={image}
        title="Evening"
        detail="3 pieces"
        cta="Shop the look"
        href="/l"
      />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/l');
    expect(link.textContent).toBe('Evening3 piecesShop the look');
  });

  it('links nowhere when the content has no page for it, and still shows its words', () => {
    render(<EditorialTile image={image} title="Evening" href={null} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Evening')).toBeTruthy();
  });
});
