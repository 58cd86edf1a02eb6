import { useEffect, type SetStateAction } from 'react';
import { withRegionOfPostalCode } from '../browser/address-places.js';
import type { CheckoutAddressValues } from '../browser/address-values.js';
import type { PostalRegions } from '../postal-regions.js';

/**
 * When the country tree arrives after the shopper typed the postal code (a fast typist, a slow
 * network), the region the code names is filled in then, as typing it later would have; a
 * region the shopper named stays (address-places.ts's withRegionOfPostalCode).
 */
export function useRegionOfPostalCode(
  regions: PostalRegions | null,
  setValues: (update: SetStateAction<CheckoutAddressValues>) => void,
): void {
  useEffect(() => {
    if (regions !== null) setValues((current) => withRegionOfPostalCode(regions, current));
  }, [regions, setValues]);
}
