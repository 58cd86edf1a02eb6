import { useEffect, useRef, useState } from 'react';
import type { WishlistCardView } from '../wishlist-view.js';
import { fetchCards } from '../browser/wishlist-cards.js';

/**
 * The cards of the ids a page shows, read once each and kept (a removed product's card is
 * still there for its undo notice). A failed read is tried again at the next change.
 */
export function useCardCache(
  site: string,
  ids: readonly string[],
): { cards: ReadonlyMap<string, WishlistCardView>; failed: boolean } {
  const [cards, setCards] = useState<ReadonlyMap<string, WishlistCardView>>(new Map());
  const [failed, setFailed] = useState(false);
  const requested = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const key = ids.filter((id) => !requested.current.has(id)).join(',');
  useEffect(() => {
    if (key === '') return;
    const batch = key.split(',');
    for (const id of batch) requested.current.add(id);
    fetchCards(site, batch).then(
      (found) => {
        if (!mounted.current) return;
        setFailed(false);
        setCards(
          (before) => new Map([...before, ...found.map((card) => [card.id, card] as const)]),
        );
      },
      () => {
        for (const id of batch) requested.current.delete(id);
        if (mounted.current) setFailed(true);
      },
    );
  }, [site, key]);
  return { cards, failed };
}
