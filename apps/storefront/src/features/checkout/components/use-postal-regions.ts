import { dataOf, useRead } from '../../../shell/browser/read/index.js';
import { loadPostalRegions, type PostalRegions } from '../postal-regions.js';

/**
 * The country's region, city and district tree (/postalcodes/{country}.json), read once per
 * country and page (a kept read: going back to shipping or on to billing asks nothing again):
 * null until it arrives or when the country has none, so the address forms of the shipping
 * and billing steps show free text until then.
 */
export function usePostalRegions(countryCode: string): PostalRegions | null {
  const country = countryCode.toUpperCase();
  const read = useRead(
    ['postal-regions', country],
    (signal) => loadPostalRegions(country, (input, init) => fetch(input, { ...init, signal })),
    { keep: true },
  );
  return dataOf(read) ?? null;
}
