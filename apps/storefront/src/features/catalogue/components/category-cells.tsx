import { EditorialTile, type GridCell, type GridCellSpan } from '@atelier/ui';
import type { GridCellView } from '../catalogue-view.js';

/** How many grid positions a template cell takes on desktop, as ui's span names. */
function spanOf(cell: GridCellView): GridCellSpan {
  if (cell.spanDesktop >= 4) return 'large';
  if (cell.spanDesktop >= 2) return cell.type === 'SmallBanner' ? 'wide' : 'large';
  return 'single';
}

export interface CellTexts {
  /** "Shop the look". */
  shopTheLook: string;
  /** "3 pieces". */
  pieces: (count: number) => string;
}

/**
 * Product cells with the category's irregular template cells (docs/product/catalogue.md §3.3)
 * put in at their index, in index order so later ones stay put. A look or a banner is an
 * editorial tile of its own; a highlighted product is the product already at that place,
 * shown across the cell's span.
 */
export function withTemplateCells(
  products: GridCell[],
  template: readonly GridCellView[],
  texts: CellTexts,
): GridCell[] {
  const cells = [...products];
  for (const cell of [...template].sort((a, b) => a.index - b.index)) {
    if (cell.type === 'HighlightedProduct') {
      const product = cells[cell.index];
      if (product) cells[cell.index] = { ...product, span: spanOf(cell) };
      continue;
    }
    if (cell.index > cells.length) continue;
    cells.splice(cell.index, 0, {
      key: `template-${cell.type}-${cell.index}`,
      span: spanOf(cell),
      content:
        cell.type === 'Look' ? (
          <EditorialTile
            image={cell.image}
            title={cell.title}
            detail={texts.pieces(cell.pieces)}
            cta={texts.shopTheLook}
            href={cell.href}
          />
        ) : (
          <EditorialTile image={cell.image} title={cell.title} href={cell.href} />
        ),
    });
  }
  return cells;
}
