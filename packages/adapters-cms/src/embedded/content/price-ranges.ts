/**
 * The category price filter's ranges (docs/product/catalogue.md §3.2: id, name, min, max), as an
 * editor would enter them for each currency: the same four bands, with bounds shoppers read
 * easily in that currency. The last band has no upper bound (max null).
 */
const BOUNDS: Readonly<Record<string, readonly [number, number, number]>> = {
  EUR: [50, 100, 200],
  USD: [50, 100, 200],
  CAD: [75, 150, 300],
  GBP: [40, 80, 160],
  CLP: [50_000, 100_000, 200_000],
  COP: [200_000, 500_000, 1_000_000],
  CRC: [25_000, 50_000, 100_000],
  CZK: [1_000, 2_500, 5_000],
  ILS: [200, 400, 800],
  JPY: [8_000, 16_000, 32_000],
  MXN: [1_000, 2_000, 4_000],
  PEN: [200, 400, 800],
  PLN: [200, 400, 800],
  RUB: [5_000, 10_000, 20_000],
  SAR: [200, 400, 800],
};

export interface PriceRangeContent {
  id: string;
  name: string;
  min: number;
  max: number | null;
}

export function priceRangesFor(currency: string): PriceRangeContent[] {
  const [a, b, c] = BOUNDS[currency] ?? BOUNDS['EUR'] ?? [50, 100, 200];
  const band = (min: number, max: number | null): PriceRangeContent => ({
    id: max === null ? `${min}-plus` : `${min}-${max}`,
    name: max === null ? `${min}+` : `${min}-${max}`,
    min,
    max,
  });
  return [band(0, a), band(a, b), band(b, c), band(c, null)];
}
