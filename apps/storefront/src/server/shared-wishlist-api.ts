import { cardsById, MAX_CARD_IDS, siteOf } from '../data/cards-by-id.js';
import type { Services } from '../data/services.js';

const SHARED_PATH = /^\/api\/shared-wishlist\/([a-z]{2}-[a-z]{2})$/;
const SHARE_TOKEN = /^[\w-]{1,100}$/;
const NOT_FOUND = { status: 404, body: JSON.stringify({ error: 'not found' }) };

/**
 * `GET /api/shared-wishlist/{site}?token=…`: the products of a friend's wishlist, opened by
 * its share token (spec 2, 4.5). The server reads the list and answers only its product
 * cards: the owner's name and e-mail never reach the friend's browser. The token travels in
 * the query, which the request log redacts. Any failure is 404, the error page the spec asks
 * for. Null when the path is not this API.
 */
export async function sharedWishlistApi(
  services: Services,
  pathname: string,
  search: URLSearchParams,
): Promise<{ status: number; body: string } | null> {
  const match = SHARED_PATH.exec(pathname);
  if (!match) return null;
  const site = siteOf(match[1] ?? '');
  const token = search.get('token') ?? '';
  if (site === null || !SHARE_TOKEN.test(token)) return NOT_FOUND;
  let ids: string[];
  try {
    const wishlist = await services.commerce(site).wishlist.getSharedWishlist(token);
    ids = [...new Set(wishlist.entries.map((entry) => entry.id))].slice(0, MAX_CARD_IDS);
  } catch {
    return NOT_FOUND;
  }
  return { status: 200, body: JSON.stringify({ cards: await cardsById(services, site, ids) }) };
}
