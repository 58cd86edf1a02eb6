import {
  isWorkshopMarker,
  type WorkshopMarker,
  type WorkshopValue,
} from './workshop-price-table.js';

/** How one cell reads: a price the UI formats, a marker label key, or the not-offered dash. */
export type WorkshopCellDisplay =
  | { kind: 'price'; amount: number }
  | { kind: 'marker'; labelKey: WorkshopMarker }
  | { kind: 'notOffered' };

export function workshopCellDisplay(value: WorkshopValue): WorkshopCellDisplay {
  if (typeof value === 'number') return { kind: 'price', amount: value };
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
): WorkshopCellDisplay[][] {
  return columnIds.map((columnId) => {
    const column = row.columns.find((candidate) => candidate.id === columnId);
    return [1, 2, 3].map((valueId) => {
      const cell = column?.values.find((candidate) => candidate.id === valueId);
      return workshopCellDisplay(cell?.value ?? '');
    });
  });
}
