import { isSiteCode, siteInfo, type SiteCode } from '@atelier/core-catalogue';
import { toCard } from '../../../shell/server/cards.js';
import type { Services } from '../../../shell/server/services.js';
import type { WishlistCardView } from '../wishlist-view.js';

/** At most this many products per call: a wishlist page, or the 12 suggestions. */
export const MAX_CARD_IDS = 60;
const PRODUCT_ID = /^[\w-]{1,40}$/;

/** The product ids of a `?ids=a,b,c` list: well-formed, each once, bounded; null if none. */
export function parseCardIds(raw: string | null): string[] | null {
  if (raw === null || raw === '') return null;
  const ids = [...new Set(raw.split(','))];
  if (ids.length > MAX_CARD_IDS || !ids.every((id) => PRODUCT_ID.test(id))) return null;
  return ids;
}

export function siteOf(value: string): SiteCode | null {
  return isSiteCode(value) ? value : null;
}

/**
 * The cards of products by id, in the order asked, from the cached product calls. Products
 * that no longer exist are left out (a wishlist may outlive a product).
 */
export async function cardsById(
  services: Services,
  site: SiteCode,
  ids: readonly string[],
): Promise<WishlistCardView[]> {
  const settings = await services.content.site(site);
  const context = { site, locale: siteInfo(site).locale, settings };
  const cards = await Promise.all(
    ids.map(async (id) => {
      const product = await services.listings.product(site, id);
      if (!product) return null;
      const sizes = await services.listings.sizes(site, product);
      return { ...toCard(product, context), sized: sizes.length > 0 };
    }),
  );
  return cards.filter((card): card is WishlistCardView => card !== null);
}
