// core-checkout's ConfirmationStore in the browser. It keeps only which order a cart ended
// in (sessionStorage, this tab), never the purchase itself: a shopper's order and address do
// not sit in the browser's storage; the purchase is read back from commerce when asked.
import type { CheckoutPort, ConfirmationStore, Purchase } from '@atelier/core-checkout';

const KEY = 'atelier_confirmed_orders';
const ONEY_KEY = 'atelier_oney_reference';

type Saved = Record<string, string>;

function readSaved(storage: Storage): Saved {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Saved) : {};
  } catch {
    return {};
  }
}

export function createConfirmationStore(
  checkout: Pick<CheckoutPort, 'getOrderByCartId'>,
  storage: Storage = sessionStorage,
): ConfirmationStore {
  return {
    async readPurchase(cartId) {
      // By the cart: a guest's order is only readable through its cart's guid.
      return readSaved(storage)[cartId] === undefined ? null : checkout.getOrderByCartId(cartId);
    },
    async savePurchase(cartId: string, purchase: Purchase) {
      storage.setItem(KEY, JSON.stringify({ ...readSaved(storage), [cartId]: purchase.code }));
    },
    async readOneyMerchantReference() {
      return storage.getItem(ONEY_KEY);
    },
    async removeOneyMerchantReference() {
      storage.removeItem(ONEY_KEY);
    },
  };
}
