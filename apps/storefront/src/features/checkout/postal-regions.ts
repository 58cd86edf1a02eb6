// The storefront's `/postalcodes/{country}.json` files: a country's regions with the first
// characters of their postal codes (the shipping form fills the region by itself), and, where a
// site asks for pickers, each region's cities and each city's districts. Read once per country
// and page, validated here (an external payload: zod at the boundary).
import { z } from 'zod';

const placeSchema = z.object({ code: z.string().min(1), name: z.string().min(1) });
const citySchema = placeSchema.extend({ districts: z.array(placeSchema).optional() });
const regionSchema = z.object({
  /** The region's first postal-code prefix (older readers know only this one). */
  prefix: z.string(),
  /** Every prefix of the region when it has more than one. */
  prefixes: z.array(z.string()).optional(),
  /** The region's code (ISO 3166-2) when the file has one; else country-prefix. */
  code: z.string().min(1).optional(),
  name: z.string().min(1),
  cities: z.array(citySchema).optional(),
});
export const postalTableSchema = z.object({
  countryCode: z.string(),
  regions: z.array(regionSchema),
});
export type PostalRegions = z.infer<typeof postalTableSchema>;
export type PostalRegion = PostalRegions['regions'][number];
export type PostalCity = NonNullable<PostalRegion['cities']>[number];

export interface RegionMatch {
  code: string;
  name: string;
}

/** A region's code: its own, else the country and its first prefix. */
export function regionCodeOf(table: PostalRegions, region: PostalRegion): string {
  return region.code ?? `${table.countryCode}-${region.prefix}`;
}

/** The region whose prefix starts the postal code (the longest one wins); null without one. */
export function regionOf(table: PostalRegions | null, postalCode: string): RegionMatch | null {
  if (table === null) return null;
  const code = postalCode.replace(/\s+/gu, '').toUpperCase();
  if (code === '') return null;
  const match = table.regions
    .flatMap((region) => (region.prefixes ?? [region.prefix]).map((prefix) => ({ prefix, region })))
    .filter(({ prefix }) => code.startsWith(prefix.toUpperCase()))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return match ? { code: regionCodeOf(table, match.region), name: match.region.name } : null;
}

/** Reads a country's table; null when the country has none or it cannot be read. */
export async function loadPostalRegions(
  country: string,
  fetcher: typeof fetch = fetch,
): Promise<PostalRegions | null> {
  try {
    const answer = await fetcher(`/postalcodes/${encodeURIComponent(country.toUpperCase())}.json`);
    if (!answer.ok) return null;
    const parsed = postalTableSchema.safeParse(await answer.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
