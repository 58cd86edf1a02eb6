import type { Kind } from './words.js';

/**
 * Category tree of the sandbox. Ids 3, 6, 7 and 10 are fixed by docs/product/catalogue.md §5 and
 * docs/api-contract.md §8.
 */
export const CATEGORIES: readonly { id: string; name: string; parent: string | null }[] = [
  { id: '1', name: 'Jewellery', parent: null },
  { id: '3', name: 'Bracelets', parent: '1' },
  { id: '6', name: 'Earrings', parent: '1' },
  { id: '7', name: 'Necklaces', parent: '1' },
  { id: '10', name: 'Personalisation', parent: '1' },
  { id: '11', name: 'Rings', parent: '1' },
  { id: '12', name: 'Watches', parent: '1' },
  { id: '13', name: 'Charms', parent: '1' },
  { id: '14', name: 'Bags', parent: '1' },
];

/** How many base products each category gets; 3,200 in all. */
export const CATEGORY_PLAN: readonly { category: string; kind: Kind; count: number }[] = [
  { category: '11', kind: 'ring', count: 700 },
  { category: '7', kind: 'necklace', count: 550 },
  { category: '6', kind: 'earrings', count: 550 },
  { category: '3', kind: 'bracelet', count: 500 },
  { category: '12', kind: 'watch', count: 250 },
  { category: '13', kind: 'charm', count: 300 },
  { category: '14', kind: 'bag', count: 150 },
  { category: '10', kind: 'charm', count: 200 },
];

export const COLLECTIONS = [
  'Bear',
  'Sweet Dolls',
  'Mesh',
  'Gen',
  'Hold',
  'Vita',
  'Teddy',
  'Lumina',
  'Aurora',
  'Nova',
  'Mirage',
  'Iris',
] as const;

export const GENRES = ['woman', 'woman', 'woman', 'woman', 'man', 'kids', 'unisex'] as const;
export const ICONS = ['bear', 'heart', 'star', 'moon', 'flower'] as const;

export const PRODUCT_TYPES: Readonly<Record<Kind, readonly string[]>> = {
  ring: ['solitaire', 'band', 'signet', 'cocktail'],
  necklace: ['chain', 'pendant', 'choker'],
  earrings: ['hoops', 'studs', 'drop'],
  bracelet: ['chain', 'bangle', 'cord'],
  watch: ['analog', 'digital', 'smartwatch'],
  charm: ['charm', 'pendant'],
  bag: ['tote', 'crossbody'],
};

/** Base price range in EUR per kind. */
export const PRICE_RANGE_EUR: Readonly<Record<Kind, readonly [number, number]>> = {
  ring: [29, 399],
  necklace: [39, 499],
  earrings: [19, 299],
  bracelet: [29, 349],
  watch: [99, 599],
  charm: [15, 79],
  bag: [59, 249],
};

export const RING_SIZES = [8, 10, 12, 14, 16, 18, 20, 22, 24] as const;

export const GEM_COLOUR: Readonly<Record<string, string>> = {
  diamond: 'white',
  pearl: 'white',
  ruby: 'red',
  sapphire: 'blue',
  emerald: 'green',
  amethyst: 'purple',
  topaz: 'blue',
  zirconia: 'white',
};
export const METAL_COLOUR: Readonly<Record<string, string>> = {
  gold: 'yellow',
  silver: 'silver',
  rose: 'pink',
};

/** Image kinds the storefront's SVG generator knows; bags borrow the charm drawing. */
export function imageKind(kind: Kind): string {
  return kind === 'bag' ? 'charm' : kind;
}

export function imageUrl(kind: Kind, metal: string, gem: string, variant: number): string {
  return `/media/jewellery/${imageKind(kind)}-${metal}-${gem}-${variant}.svg`;
}
