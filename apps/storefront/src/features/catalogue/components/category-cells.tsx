import type { GridCell, GridCellSpan } from '@atelier/ui';
import type { GridCellView } from '../catalogue-view.js';
import styles from './category.module.css';

/** How many grid positions a template cell takes on desktop, as ui's span names. */
function spanOf(cell: GridCellView): GridCellSpan {
  if (cell.spanDesktop >= 4) return 'large';
  if (cell.spanDesktop >= 2) return cell.type === 'SmallBanner' ? 'wide' : 'large';
  return 'single';
}

/**
 * Product cells with the category's irregular template cells (Look, HighlightedProduct,
 * SmallBanner) put in at their index, in index order so later ones stay put.
 */
export function withTemplateCells(
  products: GridCell[],
  template: readonly GridCellView[],
  labelOf: (type: GridCellView['type']) => string,
): GridCell[] {
  const cells = [...products];
  for (const cell of [...template].sort((a, b) => a.index - b.index)) {
    if (cell.index > cells.length) continue;
    cells.splice(cell.index, 0, {
      key: `template-${cell.type}-${cell.index}`,
      span: spanOf(cell),
      content: (
        // The content system gives the cell's type and place, no link or text of its own:
        // an editorial tile, hidden from assistive technology.
        <div className={styles.templateCell} data-cell-type={cell.type} aria-hidden="true">
          {labelOf(cell.type)}
        </div>
      ),
    });
  }
  return cells;
}
