// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import { ProductGrid, type GridCell } from '@atelier/ui';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTemplateCells, type CellTexts } from './category-cells.js';

const products: GridCell[] = Array.from({ length: 6 }, (_, index) => ({
  key: `p${index}`,
  content: <a href={`/p/${index}`}>Anillo {index}</a>,
}));
const texts: CellTexts = { shopTheLook: 'Compra el look', pieces: (n) => `${n} piezas` };
const look = {
  type: 'Look' as const,
  index: 2,
  spanDesktop: 2,
  spanMobile: 2,
  title: 'Look de noche',
  image: { src: '/media/look.svg', alt: '' },
  href: '/es-es/shopthelook/look-de-noche',
  pieces: 3,
};
const banner = {
  type: 'SmallBanner' as const,
  index: 4,
  spanDesktop: 1,
  spanMobile: 1,
  title: 'Grabados',
  image: { src: '/media/engrave.svg', alt: '' },
  href: '/es-es/engravings/',
};

function grid(cells: GridCell[]) {
  render(<ProductGrid cells={cells} label="Pulseras" />);
  return screen.getAllByRole('listitem');
}

describe('withTemplateCells (docs/product/catalogue.md §3.3)', () => {
  it('puts the look and the banner at their index as links with words, the products closing around them', () => {
    const items = grid(withTemplateCells(products, [banner, look], texts));
    expect(items).toHaveLength(8);
    const lookLink = within(items[2]!).getByRole('link');
    expect(lookLink.getAttribute('href')).toBe(look.href);
    expect(lookLink.textContent).toBe('Look de noche3 piezasCompra el look');
    expect(within(items[4]!).getByRole('link').textContent).toBe('Grabados');
    expect(items.map((item) => item.textContent)).toEqual([
      'Anillo 0',
      'Anillo 1',
      'Look de noche3 piezasCompra el look',
      'Anillo 2',
      'Grabados',
      'Anillo 3',
      'Anillo 4',
      'Anillo 5',
    ]);
  });

  it('never leaves an empty box: every inserted cell has a picture and a name', () => {
    const items = grid(withTemplateCells(products, [look, banner], texts));
    for (const item of items) expect(item.textContent?.trim()).not.toBe('');
    expect(items[2]!.querySelector('img')?.getAttribute('src')).toBe('/media/look.svg');
  });

  it('shows a highlighted product across its span instead of adding a cell', () => {
    const cells = withTemplateCells(
      products,
      [{ type: 'HighlightedProduct', index: 1, spanDesktop: 2, spanMobile: 2 }],
      texts,
    );
    expect(cells.map((cell) => [cell.key, cell.span])).toEqual([
      ['p0', undefined],
      ['p1', 'large'],
      ['p2', undefined],
      ['p3', undefined],
      ['p4', undefined],
      ['p5', undefined],
    ]);
  });

  it('skips a cell placed past the products of the page', () => {
    expect(withTemplateCells(products.slice(0, 2), [banner], texts)).toHaveLength(2);
  });
});
