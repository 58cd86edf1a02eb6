import type { SiteCode } from '@atelier/core-catalogue';
import type { WorkshopPriceTable, WorkshopTableCode } from './workshop-price-table.js';

export interface WorkshopTableChoice {
  site: SiteCode;
  code: WorkshopTableCode;
  moreThanTwoYears: boolean;
}

/**
 * The one table the page shows: the one for the type and site, in the variant the toggle asks
 * for. Without a 'more than two years' table the regular one is shown (its column 1 hidden by
 * visibleWorkshopCategories). Null when the site has no table of that type.
 */
export function activeWorkshopTable<T extends WorkshopPriceTable>(
  tables: readonly T[],
  choice: WorkshopTableChoice,
): T | null {
  const forSite = tables.filter(
    (table) => table.code === choice.code && table.siteCodes.includes(choice.site),
  );
  return (
    forSite.find((table) => table.moreThanTwoYears === choice.moreThanTwoYears) ??
    forSite.find((table) => !table.moreThanTwoYears) ??
    null
  );
}

/** The table types a site has, in the fixed order maintenance, repair, other services. */
export function workshopTableCodesFor(
  tables: readonly WorkshopPriceTable[],
  site: SiteCode,
): WorkshopTableCode[] {
  const order: WorkshopTableCode[] = ['maintenance', 'repair', 'otherServices'];
  return order.filter((code) =>
    tables.some((table) => table.code === code && table.siteCodes.includes(site)),
  );
}
