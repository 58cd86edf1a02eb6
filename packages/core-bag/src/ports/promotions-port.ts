import type { CallOptions } from '../calls/call-signal.js';
import type { Bag } from '../entities/bag.schema.js';
import type { Promotion } from '../entities/promotion.schema.js';

/** Promotion calls of docs/product/commerce-api.md §6, §7. */
export interface PromotionsPort {
  /** GET /promotions */
  getPromotions(options?: CallOptions): Promise<Promotion[]>;
  /** POST /carts/{cart}/promotions/{id}?shouldApplyPromotion= */
  applyPromotion(
    cartId: string,
    promotionId: string,
    apply: boolean,
    options?: CallOptions,
  ): Promise<Bag>;
}
