import { describe, expect, it } from 'vitest';
import {
  ALL_TABLES,
  SHARED_SITES,
  mexicoRepair,
  sharedRepair,
  sharedRepairOld,
} from '../../test/workshop-tables.js';
import { activeWorkshopTable, workshopTableCodesFor } from './active-workshop-table.js';

describe('activeWorkshopTable', () => {
  it('picks the one table for the type and site, shared across the four sites', () => {
    for (const site of SHARED_SITES) {
      expect(
        activeWorkshopTable(ALL_TABLES, { site, code: 'repair', moreThanTwoYears: false }),
      ).toBe(sharedRepair);
    }
  });

  it('gives Mexico its own, higher table', () => {
    const table = activeWorkshopTable(ALL_TABLES, {
      site: 'mx-es',
      code: 'repair',
      moreThanTwoYears: false,
    });
    expect(table).toBe(mexicoRepair);
    const mexicoRing = table?.rows.find((r) => r.leadingLabel === 'shrinkRingSize')?.columns[0]
      ?.values[0]?.value;
    const spainRing = sharedRepair.rows.find((r) => r.leadingLabel === 'shrinkRingSize')?.columns[0]
      ?.values[0]?.value;
    expect(Number(mexicoRing)).toBeGreaterThan(Number(spainRing));
  });

  it('switches to the older-than-two-years variant, else keeps the regular table', () => {
    expect(
      activeWorkshopTable(ALL_TABLES, { site: 'es-es', code: 'repair', moreThanTwoYears: true }),
    ).toBe(sharedRepairOld);
    expect(
      activeWorkshopTable(ALL_TABLES, { site: 'mx-es', code: 'repair', moreThanTwoYears: true }),
    ).toBe(mexicoRepair);
  });

  it('is null for a site or type without a table', () => {
    expect(
      activeWorkshopTable(ALL_TABLES, { site: 'fr-fr', code: 'repair', moreThanTwoYears: false }),
    ).toBeNull();
    expect(
      activeWorkshopTable(ALL_TABLES, {
        site: 'mx-es',
        code: 'maintenance',
        moreThanTwoYears: false,
      }),
    ).toBeNull();
  });

  it('lists the types a site has, in the fixed order', () => {
    expect(workshopTableCodesFor(ALL_TABLES, 'pt-pt')).toEqual([
      'maintenance',
      'repair',
      'otherServices',
    ]);
    expect(workshopTableCodesFor(ALL_TABLES, 'mx-es')).toEqual(['repair']);
    expect(workshopTableCodesFor(ALL_TABLES, 'us-en')).toEqual([]);
  });
});
