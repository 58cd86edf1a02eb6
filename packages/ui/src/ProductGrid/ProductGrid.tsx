import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ProductCardSkeleton } from '../Skeleton/Skeleton.js';
import styles from './ProductGrid.module.css';

export type GridCellSpan = 'single' | 'wide' | 'tall' | 'large';

export interface GridCell {
  key: string;
  content: ReactNode;
  /** wide = 2 columns, tall = 2 rows, large = 2 x 2 (editorial cells of the template). */
  span?: GridCellSpan;
}

export interface ProductGridProps {
  cells: readonly GridCell[];
  /** Accessible name of the list, e.g. the category name. */
  label: string;
  /** Shows this many skeleton cards instead of (or after) the cells. */
  loadingCount?: number;
  emptyTitle?: string;
  emptyText?: ReactNode;
}

/** The product grid: 4 columns on desktop, 2 on mobile, with irregular template cells. */
export function ProductGrid({
  cells,
  label,
  loadingCount = 0,
  emptyTitle = 'No products found',
  emptyText,
}: ProductGridProps) {
  if (cells.length === 0 && loadingCount === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{emptyTitle}</p>
        {emptyText}
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={loadingCount > 0 || undefined}>
      {cells.map((cell) => (
        <li key={cell.key} className={clsx(styles.cell, cell.span && styles[cell.span])}>
          {cell.content}
        </li>
      ))}
      {Array.from({ length: loadingCount }, (_, i) => (
        <li key={`skeleton-${i}`} className={styles.cell}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
