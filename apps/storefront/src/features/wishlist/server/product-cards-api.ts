import { cardsById, parseCardIds, siteOf } from './cards-by-id.js';
import type { Services } from '../../../shell/server/services.js';

const CARDS_PATH = /^\/api\/cards\/([a-z]{2}-[a-z]{2})$/;

/**
 * `GET /api/cards/{site}?ids=a,b`: product cards by id, for what only the browser knows (a
 * guest's local wishlist, the account's list, the suggestions). Catalogue data only: the
 * ids come from the page, nothing about the shopper is read or answered. Null when the
 * path is not this API.
 */
export async function productCardsApi(
  services: Services,
  pathname: string,
  search: URLSearchParams,
): Promise<{ status: number; body: string } | null> {
  const match = CARDS_PATH.exec(pathname);
  if (!match) return null;
  const site = siteOf(match[1] ?? '');
  const ids = parseCardIds(search.get('ids'));
  if (site === null) return { status: 404, body: JSON.stringify({ error: 'not found' }) };
  if (ids === null) return { status: 400, body: JSON.stringify({ error: 'bad ids' }) };
  return { status: 200, body: JSON.stringify({ cards: await cardsById(services, site, ids) }) };
}
