/**
 * Product and category ids the content points at. They are the first products of each category
 * in the commerce sandbox catalogue (its serial codes start at 100001 and follow its category
 * plan: rings, necklaces, earrings, bracelets, watches, charms, bags, personalisation), which the
 * sandbox always keeps in stock. catalogue-refs.test.ts re-derives them from the sandbox plan.
 */
export const CATEGORY_IDS = {
  jewellery: '1',
  bracelets: '3',
  earrings: '6',
  necklaces: '7',
  personalisation: '10',
  rings: '11',
  watches: '12',
  charms: '13',
} as const;

export type CategoryKey = keyof typeof CATEGORY_IDS;

export const PRODUCT_IDS = {
  rings: ['100001', '100002', '100003', '100004', '100005', '100006'],
  necklaces: ['100701', '100702', '100703', '100704', '100705', '100706'],
  earrings: ['101251', '101252', '101253', '101254', '101255', '101256'],
  bracelets: ['101801', '101802', '101803', '101804', '101805', '101806'],
  watches: ['102301', '102302'],
  charms: ['102551', '102552', '102553'],
  personalisation: ['103001', '103002', '103003'],
} as const satisfies Record<string, readonly string[]>;

export type ProductGroup = keyof typeof PRODUCT_IDS;

export function productIds(group: ProductGroup, count: number): string[] {
  return PRODUCT_IDS[group].slice(0, count);
}

export function allContentProductIds(): string[] {
  return Object.values(PRODUCT_IDS).flat();
}

type Kind = 'ring' | 'necklace' | 'earrings' | 'bracelet' | 'watch' | 'charm';
type Metal = 'gold' | 'silver' | 'rose';

/** Served by the storefront's SVG generator: no external image hosts. */
export function jewelleryImage(kind: Kind, metal: Metal, gem: string, variant: string): string {
  return `/media/jewellery/${kind}-${metal}-${gem}-${variant}.svg`;
}
