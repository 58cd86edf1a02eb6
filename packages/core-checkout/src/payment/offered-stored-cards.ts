import { isStoredCardExpired, type StoredCard } from '../entities/stored-card.js';
import type { CardBrand } from './card-brands.js';

/**
 * The stored cards the card step offers a signed-in shopper (docs/product/bag.md §8: saved cards
 * are a logged user's; docs/product/payments.md §1.4, §2.3): not expired (a card pays
 * until the end of its expiry month; `now` is passed in) and of a brand the site accepts, in
 * the order the back-end lists them. A guest has none: the caller passes an empty list.
 */
export function offeredStoredCards(
  cards: readonly StoredCard[],
  brands: readonly CardBrand[],
  now: Date,
): StoredCard[] {
  return cards.filter(
    (card) => !isStoredCardExpired(card, now) && (brands as readonly string[]).includes(card.type),
  );
}
