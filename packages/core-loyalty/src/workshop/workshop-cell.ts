import type { Money } from '@atelier/core-catalogue';
import {
  isWorkshopMarker,
  type WorkshopMarker,
  type WorkshopValue,
} from './workshop-price-table.js';

/** How one cell reads: a price the UI formats, a marker label key, or the not-offered dash. */
export type WorkshopCellDisplay =
  | { kind: 'price'; amount: Money }
  | { kind: 'marker'; labelKey: WorkshopMarker }
  | { kind: 'notOffered' };

/**
 * A table's values are in the site's currency units (docs/product/workshop.md): a number is Money
 * in it.
 */
export function workshopCellDisplay(value: WorkshopValue, currency: string): WorkshopCellDisplay {
  if (typeof value === 'number') return { kind: 'price', amount: { value, currency } };
  if (isWorkshopMarker(value)) return { kind: 'marker', labelKey: value };
  return { kind: 'notOffered' };
}

/** The cells of one row in column and material order, ready to render. */
export function workshopRowCells(
  row: {
    columns: ReadonlyArray<{
      id: number;
      values: ReadonlyArray<{ id: number; value: WorkshopValue }>;
    }>;
  },
  columnIds: readonly number[],
  currency: string,
): WorkshopCellDisplay[][] {
  return columnIds.map((columnId) => {
    const column = row.columns.find((candidate) => candidate.id === columnId);
    return [1, 2, 3].map((valueId) => {
      const cell = column?.values.find((candidate) => candidate.id === valueId);
      return workshopCellDisplay(cell?.value ?? '', currency);
    });
  });
}
