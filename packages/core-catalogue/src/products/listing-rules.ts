export interface ListedProduct {
  id: string;
  allowedChannels?: readonly string[] | null;
  hasOverallStock: boolean;
  isNotifyMe: boolean;
  availableSdd?: readonly string[] | null;
}

export interface ListingContext {
  /** SKUs this site must not show. */
  blacklist: readonly string[];
  platform: 'WEB' | 'APP';
  /** In same-day mode, the stores that deliver to the shopper's postal code. */
  sameDayStores?: readonly string[] | null;
}

/** Products sold only through the app (their channels list lacks WEB) stay off the web. */
export function isAppExclusive(product: Pick<ListedProduct, 'allowedChannels'>): boolean {
  const channels = product.allowedChannels ?? [];
  return channels.length > 0 && !channels.includes('WEB');
}

function isAvailable(
  product: ListedProduct,
  sameDayStores: readonly string[] | null | undefined,
): boolean {
  if (sameDayStores) {
    return (product.availableSdd ?? []).some((store) => sameDayStores.includes(store));
  }
  return product.hasOverallStock;
}

export function isProductListed(product: ListedProduct, ctx: ListingContext): boolean {
  if (ctx.blacklist.includes(product.id)) return false;
  if (ctx.platform === 'WEB' && isAppExclusive(product)) return false;
  return product.isNotifyMe || isAvailable(product, ctx.sameDayStores);
}

export function listedProducts<P extends ListedProduct>(products: P[], ctx: ListingContext): P[] {
  return products.filter((product) => isProductListed(product, ctx));
}
