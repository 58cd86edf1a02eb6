// The storefront's own card endpoints (server/product-cards-api.ts, shared-wishlist-api.ts),
// read by the wishlist pages in the browser. Their answers are checked like any payload.
import { z } from 'zod';
import type { WishlistCardView } from '../wishlist-view.js';

const cardSchema = z.object({
  id: z.string(),
  name: z.string(),
  href: z.string().startsWith('/'),
  image: z.string(),
  hoverImage: z.string().nullable(),
  price: z.number(),
  previousPrice: z.number().nullable(),
  discount: z.number().int().min(0).max(100),
  // core-catalogue's ProductTag (productTags): the tags a catalogue card can carry.
  tags: z.array(z.enum(['lastOne', 'lastUnits', 'soldOut', 'novelty', 'onlineExclusive'])),
  sized: z.boolean(),
});
const answerSchema = z.object({ cards: z.array(cardSchema) });

/** The failure of a card read: `notFound` only for a shared list that cannot be opened. */
export class CardsUnavailable extends Error {
  constructor(readonly notFound: boolean) {
    super(notFound ? 'not found' : 'cards unavailable');
    this.name = 'CardsUnavailable';
  }
}

async function read(url: string, signal?: AbortSignal): Promise<WishlistCardView[]> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new CardsUnavailable(response.status === 404);
  const parsed = answerSchema.safeParse(await response.json());
  if (!parsed.success) throw new CardsUnavailable(false);
  return parsed.data.cards;
}

/** Cards of products by id (at most 60 a call), in the order asked. */
export function fetchCards(
  site: string,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<WishlistCardView[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = new URLSearchParams({ ids: ids.slice(0, 60).join(',') });
  return read(`/api/cards/${site}?${query.toString()}`, signal);
}
