import { SITE_CODES, type SiteCode, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/** seeBudget: price on quote; proportionalPvp: proportional to the retail price; fiftyPercentPvp: half of it. */
export type WorkshopMarker = 'seeBudget' | 'proportionalPvp' | 'fiftyPercentPvp';
/** A price, '' (service not offered or not applicable) or a marker. */
export type WorkshopValue = number | '' | WorkshopMarker;

export const WORKSHOP_MARKERS: readonly WorkshopMarker[] = [
  'seeBudget',
  'proportionalPvp',
  'fiftyPercentPvp',
];

export const WORKSHOP_TABLE_CODES = ['maintenance', 'repair', 'otherServices'] as const;
export type WorkshopTableCode = (typeof WORKSHOP_TABLE_CODES)[number];

/** The three value positions of a column, in order (value ids 1 to 3). */
export const WORKSHOP_MATERIALS = ['steel', 'silver', 'gold'] as const;
export type WorkshopMaterial = (typeof WORKSHOP_MATERIALS)[number];

/** The service rows the spec names (content may add more; these are the known labels). */
export const WORKSHOP_SERVICES = [
  'shrinkRingSize',
  'enlargeRingSize',
  'ringsUnderN18',
  'ringsAboveN18',
  'ringsAboveN18WithGems',
  'shortenChainBracelet',
  'lengthenChainBracelet',
  'lengthenChainBraceletLessThan',
  'shrinkMeasureBracelet',
  'enlargeBraceletLessThan',
  'enlargeBraceletMoreThan',
  'changeSlaveSizesLessThan',
  'changeSlaveSizesMoreThan',
  'engraved',
  'engraveWithMachine',
  'changeClosureType',
  'earringsPressureCreoleSmall',
  'earringsPressureCreoleMedium',
  'earringsPressureCreoleBig',
  'snapHookEarrings',
  'earringsChangePressureToThread',
  'changeLeatherRubberSilicone',
  'colorChangeLeatherRubberCordNylon',
  'slaveRubberLeatherSilicone',
  'changePacifierHolderClip',
  'changeRubber',
  'rigNew',
  'rigClient',
  'adjustPressures',
  'shortenBolts',
  'lengthenBolts',
  'replaceBolts',
  'transformToussiToBracelet',
  'transformItemToPendant',
  'watchBatteryChange',
] as const;

export const workshopValueSchema: z.ZodType<WorkshopValue> = lazySchema(() =>
  z.union([
    z.number().nonnegative(),
    z.literal(''),
    z.enum(['seeBudget', 'proportionalPvp', 'fiftyPercentPvp']),
  ]),
);

const siteCodeSchema = lazySchema(() => z.enum(SITE_CODES as unknown as [SiteCode, ...SiteCode[]]));

export const workshopColumnSchema = lazySchema(() =>
  z.object({
    id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    values: z
      .array(
        z.object({
          id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
          value: workshopValueSchema,
        }),
      )
      .length(3),
  }),
);
export type WorkshopColumn = z.infer<typeof workshopColumnSchema>;

export const workshopRowSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The service name key (one of WORKSHOP_SERVICES for the known services). */
    leadingLabel: z.string(),
    columns: z.array(workshopColumnSchema).min(1).max(4),
  }),
);
export type WorkshopRow = z.infer<typeof workshopRowSchema>;

/**
 * One price table (docs/product/workshop.md §1). Several sites can share a table (es-es, es-ca,
 * pt-pt and ci-es do), so it lists its sites; content that gives a single `siteCode` is read as one
 * site. `moreThanTwoYears` marks the variant for items older than two years.
 */
export const workshopPriceTableSchema = lazySchema(() =>
  z.preprocess(
    (raw) => {
      if (raw && typeof raw === 'object' && 'siteCode' in raw && !('siteCodes' in raw)) {
        const { siteCode, ...rest } = raw as { siteCode: unknown };
        return { ...rest, siteCodes: [siteCode] };
      }
      return raw;
    },
    z.object({
      siteCodes: z.array(siteCodeSchema).min(1),
      code: z.enum(WORKSHOP_TABLE_CODES),
      /** The heading of the label column (measureSetting). */
      leadingLabel: z.string(),
      moreThanTwoYears: z.boolean().default(false),
      rows: z.array(workshopRowSchema),
    }),
  ),
);
export type WorkshopPriceTable = z.infer<typeof workshopPriceTableSchema>;

export function isWorkshopMarker(value: unknown): value is WorkshopMarker {
  return typeof value === 'string' && (WORKSHOP_MARKERS as readonly string[]).includes(value);
}
