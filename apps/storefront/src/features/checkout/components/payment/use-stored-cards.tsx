// The signed-in shopper's stored cards at the card step (issue 31.4; docs/product/bag.md §8: saved
// cards are a logged user's): read through the read layer, offered by core-checkout's rule
// (unexpired, of the site's brands), and named for the picker with their digits kept verbatim.
import { cardBrandsFor, offeredStoredCards, type StoredCard } from '@atelier/core-checkout';
import type { StoredCardOption } from '@atelier/ui';
import { useRead } from '../../../../shell/browser/read/index.js';
import { labelNodes, Verbatim } from '../../../../shell/components/LabelNodes.js';
import { storedCardMark } from '../../browser/payment/stored-card-view.js';
import {
  cardBrandName,
  cardExpiryIso,
  cardExpiryText,
  cardLastFour,
} from '../../../../shell/stored-card-text.js';
import { useCheckout } from '../checkout-context.js';

export interface OfferedStoredCards {
  /** False while a signed-in shopper's cards are being read. */
  ready: boolean;
  cards: StoredCard[];
}

/**
 * A guest has none and nothing is asked; a failed read offers none (the new card still pays:
 * listing cards is logged-only, like the card types, docs/product/payments.md §1.3).
 */
export function useOfferedStoredCards(now: Date): OfferedStoredCards {
  const { purchaser, commerce, lang } = useCheckout();
  const read = useRead(
    purchaser.isGuest ? null : ['checkout', 'stored-cards', lang],
    (signal) => commerce.checkout.getStoredCards({ signal }),
    { retry: { retries: 0, baseMs: 0, maxMs: 0 } },
  );
  if (purchaser.isGuest) return { ready: true, cards: [] };
  if (read.status === 'success')
    return { ready: true, cards: offeredStoredCards(read.data, cardBrandsFor(lang), now) };
  return { ready: read.status === 'error', cards: [] };
}

/**
 * "Visa ending in 1111 · Expires 03/2030": the last four in their own `translate="no"` element
 * (the shopper's digits, as printed on the card), the expiry in the site's digits in `<time>`.
 */
export function storedCardOptions(
  cards: readonly StoredCard[],
  labels: Readonly<Record<string, string>>,
  locale: string,
): StoredCardOption[] {
  return cards.map((card) => ({
    id: card.id,
    mark: storedCardMark(card),
    label: labelNodes(labels['card.savedCardEnding'] ?? '{brand} ending in {last}', {
      brand: cardBrandName(card),
      last: <Verbatim>{cardLastFour(card)}</Verbatim>,
    }),
    detail: labelNodes(labels['card.savedCardExpiry'] ?? 'Expires {date}', {
      date: <time dateTime={cardExpiryIso(card)}>{cardExpiryText(card, locale)}</time>,
    }),
  }));
}
