export const LOOK_QUANTITY_DEFAULT = 1;
export const LOOK_QUANTITY_MAX = 100;

/** A product of a look cannot be bought when its stock is below the quantity the look asks for. */
export function isLookProductAvailable(stock: number, requiredQuantity: number): boolean {
  return stock >= requiredQuantity;
}

/** Look views 3 and 4 are image-only and show no products. */
export function lookViewHidesProducts(view: number): boolean {
  return view === 3 || view === 4;
}

/** Whole units from 1 to 100; anything unusable is the default of 1. */
export function clampLookQuantity(quantity: number | null | undefined): number {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity)) {
    return LOOK_QUANTITY_DEFAULT;
  }
  return Math.min(Math.max(Math.floor(quantity), LOOK_QUANTITY_DEFAULT), LOOK_QUANTITY_MAX);
}

export interface LookItemSize {
  code: string;
  name?: string;
  stock: number;
}

export interface LookItem {
  productId: string;
  /** The look's quantity for this product; 1 when absent. */
  quantity?: number | null | undefined;
  stock: number;
  sizes: readonly LookItemSize[];
}

export interface LookLine {
  productId: string;
  sizeCode: string | null;
  quantity: number;
}

export interface LookPlan {
  /** Products that need a size chosen, in look order. */
  sized: LookItem[];
  /** Unsized products in stock, added with the look quantity. */
  direct: LookLine[];
  /** Products that cannot be added (out of stock for the look quantity). */
  skipped: string[];
}

export function planLookAddition(items: readonly LookItem[]): LookPlan {
  const plan: LookPlan = { sized: [], direct: [], skipped: [] };
  for (const item of items) {
    const quantity = clampLookQuantity(item.quantity);
    if (item.sizes.length > 0) {
      if (item.sizes.some((size) => size.stock > 0)) plan.sized.push(item);
      else plan.skipped.push(item.productId);
    } else if (isLookProductAvailable(item.stock, quantity)) {
      plan.direct.push({ productId: item.productId, sizeCode: null, quantity });
    } else {
      plan.skipped.push(item.productId);
    }
  }
  return plan;
}

export type SizeChoiceError = 'unknownSize' | 'noStock' | 'insufficientStock' | 'noSizeSelected';

/** Why a size and quantity cannot be taken for this product, or null when they can. */
export function sizeChoiceError(
  item: LookItem,
  sizeCode: string | null,
  quantity: number,
): SizeChoiceError | null {
  if (sizeCode === null) return 'noSizeSelected';
  const size = item.sizes.find((candidate) => candidate.code === sizeCode);
  if (!size) return 'unknownSize';
  if (size.stock <= 0) return 'noStock';
  if (!isLookProductAvailable(size.stock, quantity)) return 'insufficientStock';
  return null;
}
