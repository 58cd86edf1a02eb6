import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedRepair } from '../../test/workshop-tables.js';
import { workshopCellDisplay, workshopRowCells } from './workshop-cell.js';
import { WORKSHOP_MARKERS } from './workshop-price-table.js';

describe('workshop cells', () => {
  it('shows prices, markers and the not-offered dash', () => {
    expect(workshopCellDisplay(15, 'EUR')).toEqual({
      kind: 'price',
      amount: { value: 15, currency: 'EUR' },
    });
    expect(workshopCellDisplay(200, 'MXN')).toEqual({
      kind: 'price',
      amount: { value: 200, currency: 'MXN' },
    });
    expect(workshopCellDisplay('seeBudget', 'EUR')).toEqual({
      kind: 'marker',
      labelKey: 'seeBudget',
    });
    expect(workshopCellDisplay('', 'EUR')).toEqual({ kind: 'notOffered' });
  });

  it('shows every marker under its own label key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORKSHOP_MARKERS), (marker) => {
        expect(workshopCellDisplay(marker, 'EUR')).toEqual({ kind: 'marker', labelKey: marker });
      }),
    );
  });

  it('lays out a row by column and material, missing cells as not offered', () => {
    const row = sharedRepair.rows.find((r) => r.leadingLabel === 'changeClosureType')!;
    const cells = workshopRowCells(row, [1, 2], 'EUR');
    expect(cells[0]).toEqual([
      { kind: 'notOffered' },
      { kind: 'price', amount: { value: 55, currency: 'EUR' } },
      { kind: 'marker', labelKey: 'proportionalPvp' },
    ]);
    expect(workshopRowCells({ columns: [] }, [3], 'EUR')).toEqual([
      [{ kind: 'notOffered' }, { kind: 'notOffered' }, { kind: 'notOffered' }],
    ]);
  });
});
