import type { CartModification } from '../entities/cart-modification.schema.js';
import type { AddItem } from './add-to-bag.js';

/** An item the back-end put fewer units of in the bag than the shopper asked for. */
export interface AddShortfall {
  productId: string;
  requested: number;
  /** 0 when none went in. */
  added: number;
}

/**
 * docs/product/bag.md §3.1 (products without stock go to the without-stock list) as the back-end
 * decided it: an item whose modification (standard OCC's cart modification, by the posted product
 * code) says fewer units went in than asked fell short. An item the back-end said nothing of
 * went in whole.
 */
export function addShortfalls(
  items: readonly AddItem[],
  modifications: readonly CartModification[] = [],
): AddShortfall[] {
  return items.flatMap((item) => {
    const modification = modifications.find(
      (candidate) => candidate.productCode === item.payload.productCode,
    );
    const requested = item.payload.quantity;
    if (modification === undefined || modification.quantityAdded >= requested) return [];
    return [
      { productId: item.product.id, requested, added: Math.max(0, modification.quantityAdded) },
    ];
  });
}

/**
 * docs/product/bag.md §4.1 (entries removed for stock are listed as without stock) when the
 * back-end's own check removed them (standard OCC's validate): the products it kept none of.
 */
export function removedByStockCheck(modifications: readonly CartModification[] = []): string[] {
  return [
    ...new Set(
      modifications
        .filter((modification) => modification.quantityAdded <= 0)
        .map((modification) => modification.productCode),
    ),
  ];
}
