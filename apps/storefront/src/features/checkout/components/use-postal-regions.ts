import { useEffect, useState } from 'react';
import { cachedPostalRegions, type PostalRegions } from '../postal-regions.js';

/**
 * The country's region, city and district tree (/postalcodes/{country}.json), read once per
 * country and page: null until it arrives or when the country has none, so the address
 * forms of the shipping and billing steps show free text until then.
 */
export function usePostalRegions(countryCode: string): PostalRegions | null {
  const [regions, setRegions] = useState<PostalRegions | null>(null);
  useEffect(() => {
    let live = true;
    void cachedPostalRegions(countryCode).then((table) => {
      if (live) setRegions(table);
    });
    return () => {
      live = false;
    };
  }, [countryCode]);
  return regions;
}
