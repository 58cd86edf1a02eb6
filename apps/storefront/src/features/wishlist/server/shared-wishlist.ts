import type { SiteCode } from '@atelier/core-catalogue';
import { cardsById, MAX_CARD_IDS } from './cards-by-id.js';
import type { WishlistCardView } from '../wishlist-view.js';
import type { Services } from '../../../shell/server/services.js';

const SHARE_TOKEN = /^[\w-]{1,100}$/;

/**
 * The product cards of a friend's wishlist, opened by its share token
 * (docs/product/wishlist.md §4); null when it cannot be opened (bad token, unknown list, the
 * back-end refusing). Read on the server: only product cards leave it, never the owner's name or
 * e-mail the list answer carries.
 */
export async function sharedWishlistCards(
  services: Services,
  site: SiteCode,
  token: string,
): Promise<WishlistCardView[] | null> {
  if (!SHARE_TOKEN.test(token)) return null;
  let ids: string[];
  try {
    const wishlist = await services.commerce(site).wishlist.getSharedWishlist(token);
    ids = [...new Set(wishlist.entries.map((entry) => entry.id))].slice(0, MAX_CARD_IDS);
  } catch {
    return null;
  }
  return cardsById(services, site, ids);
}
