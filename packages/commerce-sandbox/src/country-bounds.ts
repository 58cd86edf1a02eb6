/**
 * A country's bounding box, as the store finder draws its map (docs/product/stores.md: shops,
 * center, countryBounds).
 */
export interface CountryBounds {
  southWest: { lat: number; lng: number };
  northEast: { lat: number; lng: number };
}

// [south, west, north, east], rounded outward; the mainland (and near islands) of each country
// the sandbox knows, so a map of its stores keeps the country's shape. CI is the Canary Islands.
const BOXES: Record<string, readonly [number, number, number, number]> = {
  CA: [41.7, -141, 70, -52.6],
  CI: [27.6, -18.2, 29.5, -13.4],
  CL: [-56, -75.7, -17.5, -66.4],
  CO: [-4.2, -79, 12.5, -66.9],
  CR: [8, -85.9, 11.2, -82.6],
  CZ: [48.5, 12.1, 51.1, 18.9],
  DE: [47.3, 5.9, 55.1, 15.1],
  ES: [35.9, -9.4, 43.8, 4.4],
  FR: [41.3, -5.2, 51.1, 9.6],
  GB: [49.9, -8.2, 58.7, 1.8],
  GR: [34.8, 19.4, 41.8, 28.3],
  IL: [29.5, 34.3, 33.3, 35.9],
  IT: [36.6, 6.6, 47.1, 18.5],
  JP: [24, 122.9, 45.6, 145.8],
  MX: [14.5, -118.4, 32.7, -86.7],
  PE: [-18.4, -81.4, 0, -68.7],
  PL: [49, 14.1, 54.9, 24.2],
  PR: [17.9, -67.3, 18.5, -65.2],
  PT: [36.9, -9.6, 42.2, -6.2],
  SA: [16.4, 34.5, 32.2, 55.7],
  SK: [47.7, 16.8, 49.6, 22.6],
  US: [24.5, -124.8, 49.4, -66.9],
};

export function countryBounds(country: string): CountryBounds | null {
  const box = BOXES[country.toUpperCase()];
  if (!box) return null;
  const [south, west, north, east] = box;
  return { southWest: { lat: south, lng: west }, northEast: { lat: north, lng: east } };
}
