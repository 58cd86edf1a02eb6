// The loyalty area's content (docs/product/loyalty.md: loyalty level content from `my_{product}`,
// here the `my_loyalty` item) and the site's programme: the same for every shopper of the site, so
// the my-account page's server data carries it; the member's own status is read in the browser.
import type { SiteCode, SiteSettings } from '@atelier/core-catalogue';
import { loyaltyLevelContentSchema, type LoyaltyLevelContent } from '@atelier/core-loyalty';
import type { LabelsPage } from '@atelier/adapters-cms';
import type { LoyaltyAreaContent } from '../my-account-view.js';

interface LoyaltyContentPort {
  labelsPage(collection: 'my_loyalty', site: SiteCode): Promise<LabelsPage>;
}

/** The content's levels as the core reads them; anything malformed is dropped, not thrown. */
export function levelsOfPage(
  page: Readonly<Record<string, unknown>> | null,
): LoyaltyLevelContent[] {
  const raw = page?.['levels'];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((level) => {
    const parsed = loyaltyLevelContentSchema.safeParse(level);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Null where the site runs no club (no loyalty area to draw). */
export async function loadLoyaltyAreaContent(
  content: LoyaltyContentPort,
  site: SiteCode,
  settings: Pick<SiteSettings, 'activeLoyaltyProgram'>,
): Promise<LoyaltyAreaContent | null> {
  const program = settings.activeLoyaltyProgram;
  if (program === 'none') return null;
  // Without the item the area still works: levels show the status's own thresholds.
  const page = await content.labelsPage('my_loyalty', site).catch(() => null);
  return { program, levels: levelsOfPage(page) };
}
