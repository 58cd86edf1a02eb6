import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_TABLES, mexicoRepair } from '../../test/workshop-tables.js';
import {
  WORKSHOP_MARKERS,
  isWorkshopMarker,
  workshopPriceTableSchema,
  workshopValueSchema,
} from './workshop-price-table.js';

describe('workshop price table model', () => {
  it('reads every fixture table', () => {
    for (const table of ALL_TABLES)
      expect(workshopPriceTableSchema.safeParse(table).success).toBe(true);
  });

  it('reads a single siteCode as a one-site table', () => {
    const { siteCodes, ...rest } = mexicoRepair;
    void siteCodes;
    const parsed = workshopPriceTableSchema.parse({ ...rest, siteCode: 'mx-es' });
    expect(parsed.siteCodes).toEqual(['mx-es']);
    expect(parsed.moreThanTwoYears).toBe(false);
  });

  it('rejects unknown sites, codes, columns beyond 4 and columns without three values', () => {
    expect(
      workshopPriceTableSchema.safeParse({ ...mexicoRepair, siteCodes: ['xx-yy'] }).success,
    ).toBe(false);
    expect(workshopPriceTableSchema.safeParse({ ...mexicoRepair, code: 'cleaning' }).success).toBe(
      false,
    );
    const badColumn = { id: 5, values: [1, 2, 3].map((id) => ({ id, value: 1 })) };
    expect(
      workshopPriceTableSchema.safeParse({
        ...mexicoRepair,
        rows: [{ id: 'r', leadingLabel: 'x', columns: [badColumn] }],
      }).success,
    ).toBe(false);
    const twoValues = { id: 1, values: [1, 2].map((id) => ({ id, value: 1 })) };
    expect(
      workshopPriceTableSchema.safeParse({
        ...mexicoRepair,
        rows: [{ id: 'r', leadingLabel: 'x', columns: [twoValues] }],
      }).success,
    ).toBe(false);
  });

  it('gives every cell of the fixtures a number, an empty string or a marker', () => {
    for (const table of ALL_TABLES) {
      for (const row of table.rows) {
        for (const column of row.columns) {
          expect(column.values.map((v) => v.id)).toEqual([1, 2, 3]);
          for (const { value } of column.values) {
            expect(typeof value === 'number' || value === '' || isWorkshopMarker(value)).toBe(true);
          }
        }
      }
    }
  });

  it('accepts exactly finite prices, the empty string and the three markers as values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double({ noNaN: true, min: 0 })), (value) => {
        // A price of Infinity is corrupt content, not a price: the schema rejects it.
        const ok =
          (typeof value === 'number' && Number.isFinite(value)) ||
          value === '' ||
          (typeof value === 'string' && (WORKSHOP_MARKERS as readonly string[]).includes(value));
        expect(workshopValueSchema.safeParse(value).success).toBe(ok);
      }),
    );
  });
});
