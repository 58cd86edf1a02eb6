export type ProductTag = 'lastOne' | 'lastUnits' | 'soldOut' | 'novelty' | 'onlineExclusive';

export interface TagSettings {
  showLastStockTag: boolean;
  showSoldOutTag: boolean;
  last_stock_number: number;
  show_novelty_tag: boolean;
  show_exclusive_online_tag: boolean;
}

export interface TaggableProduct {
  stockLevel: number | null;
  inStock: boolean;
  novelty: boolean;
  onlineExclusive: boolean;
}

/** Tags a product card shows; each needs its site switch on. */
export function productTags(product: TaggableProduct, settings: TagSettings): ProductTag[] {
  const tags: ProductTag[] = [];
  const level = product.stockLevel;
  if (!product.inStock || level === 0) {
    if (settings.showSoldOutTag) tags.push('soldOut');
  } else if (settings.showLastStockTag && level !== null && level <= settings.last_stock_number) {
    tags.push(level === 1 ? 'lastOne' : 'lastUnits');
  }
  if (settings.show_novelty_tag && product.novelty) tags.push('novelty');
  if (settings.show_exclusive_online_tag && product.onlineExclusive) tags.push('onlineExclusive');
  return tags;
}
