/**
 * Postal-code region files (`/postalcodes/{countryCode}.json`, docs/product/routes.md §4.7): a
 * country's regions with the first characters of their postal codes, and where a site asks for
 * pickers the region, city and district tree (postalcodes/README.md). Built once from the shipped
 * tables; countries without one answer 404.
 */
import type { PostalRegions } from '../postal-regions.js';
import { MEXICO } from './postalcodes/mexico.js';
import { REGION_PREFIXES } from './postalcodes/region-prefixes.js';

/** "01-16,20" -> 01, 02, ... 16, 20 (the width of the range's first bound). */
export function expandPrefixes(spec: string): string[] {
  return spec.split(',').flatMap((part) => {
    const [from = '', to] = part.trim().split('-');
    if (to === undefined) return [from];
    const width = from.length;
    const out: string[] = [];
    for (let n = Number(from); n <= Number(to); n += 1) out.push(String(n).padStart(width, '0'));
    return out;
  });
}

/** A code for a place inside its parent: its name without accents, lower case, dashed. */
export function placeCode(parent: string, name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${parent}-${slug}`;
}

function mexico(): PostalRegions {
  return {
    countryCode: 'MX',
    regions: MEXICO.map(([code, name, prefixes, cities]) => {
      const all = expandPrefixes(prefixes);
      return {
        prefix: all[0] ?? '',
        prefixes: all,
        code,
        name,
        cities: cities.map(([city, districts]) => {
          const cityCode = placeCode(code, city);
          return {
            code: cityCode,
            name: city,
            ...(districts
              ? { districts: districts.map((d) => ({ code: placeCode(cityCode, d), name: d })) }
              : {}),
          };
        }),
      };
    }),
  };
}

function flat(country: string, regions: (typeof REGION_PREFIXES)[string] & object): PostalRegions {
  return {
    countryCode: country,
    regions: Object.entries(regions).map(([prefix, [code, name]]) => ({ prefix, code, name })),
  };
}

export const POSTAL_TABLES: Readonly<Record<string, PostalRegions>> = {
  ...Object.fromEntries(
    Object.entries(REGION_PREFIXES).map(([country, regions]) => [country, flat(country, regions)]),
  ),
  MX: mexico(),
};

const BODIES = new Map(
  Object.entries(POSTAL_TABLES).map(([country, table]) => [country, JSON.stringify(table)]),
);

export function postalCodeRegions(pathname: string): string | null {
  const match = /^\/postalcodes\/([A-Za-z]{2})\.json$/.exec(pathname);
  if (!match) return null;
  return BODIES.get((match[1] ?? '').toUpperCase()) ?? null;
}
