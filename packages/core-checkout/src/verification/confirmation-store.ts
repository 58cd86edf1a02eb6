import type { Purchase } from '../entities/purchase.js';

/**
 * Client-side storage the confirmation needs: the purchase already saved for a cart (so a
 * reload or a second run does nothing) and the Oney merchant reference kept before the
 * redirect.
 */
export interface ConfirmationStore {
  readPurchase(cartId: string): Promise<Purchase | null>;
  savePurchase(cartId: string, purchase: Purchase): Promise<void>;
  readOneyMerchantReference(): Promise<string | null>;
  removeOneyMerchantReference(): Promise<void>;
}
