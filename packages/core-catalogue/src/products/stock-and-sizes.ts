/** The shop shows 999 for an in-stock product whose level is unknown. */
export const UNKNOWN_STOCK_LEVEL = 999;

export function displayStockLevel(level: number | null | undefined, inStock: boolean): number {
  if (level === null || level === undefined) return inStock ? UNKNOWN_STOCK_LEVEL : 0;
  return level;
}

function numericName(name: string): number {
  // A minus sign only opens the name: inside it a dash separates (T-12 is size 12).
  const match = /^-?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/.exec(name);
  return match ? Number(match[0].replace(',', '.')) : Number.NaN;
}

/** Sizes by the number in their name; sizes without one go last, in input order. */
export function sortSizesByName<S extends { name: string }>(sizes: S[]): S[] {
  return [...sizes].sort((a, b) => {
    const x = numericName(a.name);
    const y = numericName(b.name);
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    return x - y;
  });
}

export const MATERIAL_ORDER = ['metal', 'perl', 'gemstone', 'diamond'] as const;

/** Metal, perl, gemstone, diamond first in that order; the rest after, in input order. */
export function sortMaterials(materials: string[]): string[] {
  const rank = (material: string): number => {
    const index = (MATERIAL_ORDER as readonly string[]).indexOf(material);
    return index === -1 ? MATERIAL_ORDER.length : index;
  };
  return [...materials].sort((a, b) => rank(a) - rank(b));
}
