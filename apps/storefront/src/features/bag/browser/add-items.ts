import type { AddItem, EntryPayload } from '@atelier/core-bag';

export type EngravingInfo = NonNullable<EntryPayload['engravingInfo']>;
export type PersonalisationInfo = NonNullable<EntryPayload['personalisationInfo']>;

/**
 * What the product pages hand to the bag: a sellable code (the size's, if any), units, and
 * the engraving when the shopper designed one (docs/product/bag.md §1.3).
 */
export interface AddRequest {
  code: string;
  quantity: number;
  engravingInfo?: EngravingInfo;
  /** A personalised piece's charms, each on an anchor (docs/product/product.md §3.4). */
  personalisationInfo?: PersonalisationInfo;
}

/** The stock the bag rules need, as the OCC client's STOCK_AND_PRICE field set answers it. */
export interface StockAnswer {
  id: string;
  stock: { level: number | null; inStock: boolean } | null;
  onlineStock: boolean;
  hasOverallStock: boolean;
}

/**
 * The machine's add items (docs/product/bag.md §3.1 screens them by stock before any call). The
 * pages only know codes, so the current stock is read first: an unknown level of a product in
 * stock, or a piece only shops hold, lets the request through and the back-end decides.
 */
export async function addItemsFor(
  requests: readonly AddRequest[],
  stockOf: (code: string) => Promise<StockAnswer>,
): Promise<AddItem[]> {
  return Promise.all(
    requests.map(async ({ code, quantity, engravingInfo, personalisationInfo }) => {
      const answer = await stockOf(code);
      const inStock = answer.stock?.inStock ?? answer.onlineStock;
      // A piece only shops hold (same-day delivery, ADR 0052): the page does not know
      // their units, so the back-end decides, as for an unknown level.
      const onlyInShops = !answer.onlineStock && answer.hasOverallStock;
      const level = onlyInShops ? quantity : (answer.stock?.level ?? (inStock ? quantity : 0));
      return {
        payload: {
          productCode: code,
          quantity,
          ...(engravingInfo ? { engravingInfo } : {}),
          ...(personalisationInfo ? { personalisationInfo } : {}),
        },
        product: {
          id: answer.id,
          stock: level,
          onlineStock: answer.onlineStock,
          hasOverallStock: answer.hasOverallStock,
          availableSdd: [],
        },
      };
    }),
  );
}
