import type { WorkshopPriceTable, WorkshopValue } from '../src/workshop/workshop-price-table.js';

type Triple = readonly [WorkshopValue, WorkshopValue, WorkshopValue];

/** A row with the same steel/silver/gold prices for the four categories unless given per column. */
function row(id: string, label: string, ...columns: Triple[]): WorkshopPriceTable['rows'][number] {
  const perColumn =
    columns.length === 1 ? [columns[0]!, columns[0]!, columns[0]!, columns[0]!] : columns;
  return {
    id,
    leadingLabel: label,
    columns: perColumn.map((values, index) => ({
      id: (index + 1) as 1 | 2 | 3 | 4,
      values: values.map((value, v) => ({ id: (v + 1) as 1 | 2 | 3, value })),
    })),
  };
}

/**
 * docs/product/workshop.md §5 examples for es-es, es-ca, pt-pt and ci-es (one shared table), the
 * rest plausible.
 */
export const SHARED_SITES = ['es-es', 'es-ca', 'pt-pt', 'ci-es'] as const;

export const sharedMaintenance: WorkshopPriceTable = {
  siteCodes: [...SHARED_SITES],
  code: 'maintenance',
  leadingLabel: 'measureSetting',
  moreThanTwoYears: false,
  rows: [
    row('m1', 'adjustPressures', [5, 15, 5]),
    row('m2', 'shortenBolts', [10, 20, 25]),
    row('m3', 'watchBatteryChange', [7, 7, 7]),
  ],
};

export const sharedRepair: WorkshopPriceTable = {
  siteCodes: [...SHARED_SITES],
  code: 'repair',
  leadingLabel: 'measureSetting',
  moreThanTwoYears: false,
  rows: [
    row('r1', 'shrinkRingSize', [20, 30, 45], [20, 30, 45], [15, 25, 40], [10, 20, 30]),
    row('r2', 'ringsAboveN18WithGems', ['seeBudget', 'seeBudget', 'seeBudget']),
    row('r3', 'changeClosureType', ['', 55, 'proportionalPvp']),
  ],
};

/** The older-than-two-years variant: column 1 has no variant, so it is left empty. */
export const sharedRepairOld: WorkshopPriceTable = {
  ...sharedRepair,
  moreThanTwoYears: true,
  rows: [row('r1', 'shrinkRingSize', ['', '', ''], [25, 35, 55], [20, 30, 45], [15, 25, 40])],
};

export const sharedOtherServices: WorkshopPriceTable = {
  siteCodes: [...SHARED_SITES],
  code: 'otherServices',
  leadingLabel: 'measureSetting',
  moreThanTwoYears: false,
  rows: [
    row('o1', 'transformToussiToBracelet', [15, 25, 40]),
    row('o2', 'transformItemToPendant', [15, 25, 40]),
    row('o3', 'engraveWithMachine', [70, 80, 'fiftyPercentPvp']),
  ],
};

/** Mexico's own, higher table. */
export const mexicoRepair: WorkshopPriceTable = {
  siteCodes: ['mx-es'],
  code: 'repair',
  leadingLabel: 'measureSetting',
  moreThanTwoYears: false,
  rows: [
    row('x1', 'shrinkRingSize', [380, 500, 380]),
    row('x2', 'engraved', [200, 300, 200]),
    row('x3', 'earringsPressureCreoleSmall', [250, 380, 500]),
    row('x4', 'watchBatteryChange', [200, 200, 200]),
    row('x5', 'transformItemToPendant', [700, 800, '']),
  ],
};

export const ALL_TABLES = [
  sharedMaintenance,
  sharedRepair,
  sharedRepairOld,
  sharedOtherServices,
  mexicoRepair,
];
