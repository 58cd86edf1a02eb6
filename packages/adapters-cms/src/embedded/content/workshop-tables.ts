import type { SiteCode } from '@atelier/core-catalogue';
import type { WorkshopValue } from '@atelier/core-loyalty';
import type { SeedItem } from '../seed-item.js';

type Triple = readonly [steel: WorkshopValue, silver: WorkshopValue, gold: WorkshopValue];
type RowSpec = readonly [label: string, values: Triple];

/** Loyalty tiers pay less: Fan the base price, Lover 80 %, Expert half; markers and '' stay. */
function tier(value: WorkshopValue, factor: number): WorkshopValue {
  return typeof value === 'number' ? Math.round(value * factor) : value;
}

function columns(values: Triple) {
  return [1, 1, 0.8, 0.5].map((factor, index) => ({
    id: (index + 1) as 1 | 2 | 3 | 4,
    values: values.map((value, position) => ({
      id: (position + 1) as 1 | 2 | 3,
      value: tier(value, factor),
    })),
  }));
}

function table(
  siteCodes: SiteCode[],
  code: 'maintenance' | 'repair' | 'otherServices',
  rows: readonly RowSpec[],
  moreThanTwoYears = false,
) {
  return {
    siteCodes,
    code,
    leadingLabel: 'measureSetting',
    moreThanTwoYears,
    rows: rows.map(([leadingLabel, values], index) => ({
      id: `${code}-${index + 1}`,
      leadingLabel,
      columns: columns(values),
    })),
  };
}

/** The shared euro table of es-es, es-ca, pt-pt and ci-es. */
const SHARED_SITES: SiteCode[] = ['es-es', 'es-ca', 'pt-pt', 'ci-es'];
const SHARED = {
  maintenance: [
    ['adjustPressures', [5, 15, 5]],
    ['shortenBolts', [10, 20, 25]],
    ['lengthenBolts', [15, 20, 25]],
    ['replaceBolts', [10, 15, 25]],
    ['watchBatteryChange', [7, 7, 7]],
  ],
  repair: [
    ['shrinkRingSize', [20, 30, 45]],
    ['enlargeRingSize', [20, 30, 45]],
    ['ringsAboveN18WithGems', ['seeBudget', 'seeBudget', 'seeBudget']],
    ['shortenChainBracelet', [10, 15, 30]],
    ['lengthenChainBraceletLessThan', [15, 25, 'proportionalPvp']],
    ['changeClosureType', [10, 20, 55]],
    ['earringsPressureCreoleSmall', ['', 10, 20]],
    ['snapHookEarrings', [5, 10, 'fiftyPercentPvp']],
  ],
  otherServices: [
    ['engraved', [15, 20, 25]],
    ['engraveWithMachine', [10, 15, 20]],
    ['transformToussiToBracelet', [15, 25, 40]],
    ['transformItemToPendant', [15, 25, 40]],
    ['changeRubber', [5, 5, '']],
  ],
} as const satisfies Record<string, readonly RowSpec[]>;

/** Mexico's own peso table. */
const MEXICO = {
  maintenance: [
    ['adjustPressures', [200, 250, 300]],
    ['watchBatteryChange', [200, 200, 200]],
  ],
  repair: [
    ['shrinkRingSize', [380, 500, 380]],
    ['enlargeRingSize', [380, 500, 380]],
    ['earringsPressureCreoleMedium', [250, 380, 500]],
    ['changeClosureType', [300, 900, 1100]],
  ],
  otherServices: [
    ['engraved', [200, 300, 200]],
    ['transformToussiToBracelet', [700, 800, 1200]],
    ['transformItemToPendant', [700, 800, 1300]],
  ],
} as const satisfies Record<string, readonly RowSpec[]>;

/** The four column headings: the base category and one per loyalty tier (column 1 has no older variant). */
const HEADINGS = [
  { id: 1, category: 'atelierLife', moreThanTwoYears: null, color: '#9e9e9e' },
  {
    id: 2,
    category: 'atelierLifeFan',
    moreThanTwoYears: 'atelierLifeFanMoreThanTwoYears',
    color: '#c9a227',
  },
  {
    id: 3,
    category: 'atelierLifeLover',
    moreThanTwoYears: 'atelierLifeLoverMoreThanTwoYears',
    color: '#b76e79',
  },
  {
    id: 4,
    category: 'atelierLifeExpert',
    moreThanTwoYears: 'atelierLifeExpertMoreThanTwoYears',
    color: '#222222',
  },
];

/** The workshop's price rows a site shares, or null for a site without the workshop service. */
function workshopSource(site: SiteCode) {
  return SHARED_SITES.includes(site)
    ? { sites: SHARED_SITES, rows: SHARED }
    : site === 'mx-es'
      ? { sites: ['mx-es'] as SiteCode[], rows: MEXICO }
      : null;
}

/** Whether the site offers the workshop service: its menus link the price tables only then. */
export function hasWorkshop(site: SiteCode): boolean {
  return workshopSource(site) !== null;
}

/** Workshop price tables and their column headings (none for sites without the workshop service). */
export function workshopItems(site: SiteCode): SeedItem[] {
  const source = workshopSource(site);
  if (!source) return [];
  const tables = [
    table(source.sites, 'maintenance', source.rows.maintenance),
    table(source.sites, 'repair', source.rows.repair),
    // Older items: the repair table again without the base column's discount.
    table(source.sites, 'repair', source.rows.repair, true),
    table(source.sites, 'otherServices', source.rows.otherServices),
  ];
  const headings = HEADINGS.map((content): SeedItem => ({
    collection: 'workshop_categories',
    key: `workshop-category-${content.id}`,
    sort: content.id,
    content,
  }));
  return [
    ...tables.map((content, sort) => ({
      collection: 'workshop_price_tables',
      key: `workshop-${source.sites[0]}-${content.code}${content.moreThanTwoYears ? '-old' : ''}`,
      sort,
      content,
    })),
    ...headings,
  ];
}
