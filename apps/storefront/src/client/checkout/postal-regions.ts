// The region of a postal code from the storefront's `/postalcodes/{country}.json` table (its
// first characters say the region): the shipping form fills the region by itself.
import { z } from 'zod';

const tableSchema = z.object({
  countryCode: z.string(),
  regions: z.array(z.object({ prefix: z.string(), name: z.string() })),
});
export type PostalRegions = z.infer<typeof tableSchema>;

export interface RegionMatch {
  code: string;
  name: string;
}

/** The region whose prefix starts the postal code (the longest one wins); null without one. */
export function regionOf(table: PostalRegions | null, postalCode: string): RegionMatch | null {
  if (table === null) return null;
  const code = postalCode.replace(/\s+/gu, '').toUpperCase();
  if (code === '') return null;
  const match = table.regions
    .filter((region) => code.startsWith(region.prefix.toUpperCase()))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return match ? { code: `${table.countryCode}-${match.prefix}`, name: match.name } : null;
}

/** Reads a country's table; null when the country has none or it cannot be read. */
export async function loadPostalRegions(
  country: string,
  fetcher: typeof fetch = fetch,
): Promise<PostalRegions | null> {
  try {
    const answer = await fetcher(`/postalcodes/${encodeURIComponent(country.toUpperCase())}.json`);
    if (!answer.ok) return null;
    const parsed = tableSchema.safeParse(await answer.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
