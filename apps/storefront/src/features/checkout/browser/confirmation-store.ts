// The confirmation kept in the browser tab (sessionStorage): the purchase saved once per cart
// (core-checkout's ConfirmationStore, docs/product/payments.md §3.4 "the purchase is saved once")
// and the last confirmation of the site, so a reload of /checkout/confirmation/ shows the same
// order instead of starting a checkout of a bag that is gone. Only this tab reads it; nothing of it
// goes to the server.
import type { ConfirmationStore, Purchase, ShippingAddress } from '@atelier/core-checkout';
import type { CheckoutCart } from '../checkout-types.js';

/** What the confirmation screen shows again after a reload. */
export interface StoredConfirmation {
  cartId: string;
  orderCode: string;
  email: string | null;
  isGuest: boolean;
  purchase: Purchase | null;
  /** The summary column as it was paid (the bag is emptied once the order exists). */
  cart: CheckoutCart | null;
  /** The method paid with (the payment step's URL segment), for the confirmation's URL. */
  paymentMode?: string | null;
  /** Where the order goes and how, as the shopper chose them (shown on the confirmation). */
  shippingAddress?: ShippingAddress | null;
  shippingMethodName?: string | null;
  /**
   * Paid by an express checkout (docs/product/checkout.md §11): a guest is offered the express
   * register with the wallet's e-mail.
   */
  isExpress?: boolean;
}

/**
 * The confirmation URL's query (docs/product/checkout.md §1.4): `paymentMode` and
 * `originalCartIdForUser`, as a provider's return carries them; empty when the method is not
 * known. A reload of that URL shows the tab's confirmation (confirmationToShow: same cart).
 */
export function confirmationQuery(confirmation: StoredConfirmation): string {
  if (!confirmation.paymentMode) return '';
  const query = new URLSearchParams({
    paymentMode: confirmation.paymentMode,
    originalCartIdForUser: confirmation.cartId,
  });
  return `?${query.toString()}`;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const purchaseKey = (cartId: string) => `atelier_purchase_${cartId}`;
const lastKey = (site: string) => `atelier_confirmation_${site}`;
const ONEY_KEY = 'atelier_oney_reference';

function read<T>(storage: Storage, key: string): T | null {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the reload's shortcut.
  }
}

export function confirmationStore(storage: Storage): ConfirmationStore {
  return {
    readPurchase: (cartId) => Promise.resolve(read<Purchase>(storage, purchaseKey(cartId))),
    savePurchase: (cartId, purchase) => {
      write(storage, purchaseKey(cartId), purchase);
      return Promise.resolve();
    },
    readOneyMerchantReference: () => Promise.resolve(storage.getItem(ONEY_KEY)),
    removeOneyMerchantReference: () => {
      storage.removeItem(ONEY_KEY);
      return Promise.resolve();
    },
  };
}

export function readLastConfirmation(storage: Storage, site: string): StoredConfirmation | null {
  return read<StoredConfirmation>(storage, lastKey(site));
}

/**
 * Keeps the site's last confirmation. The first one of a cart wins: a second call for the same
 * cart (a double click, a second return from the provider) changes nothing.
 */
export function saveLastConfirmation(
  storage: Storage,
  site: string,
  confirmation: StoredConfirmation,
): StoredConfirmation {
  const last = readLastConfirmation(storage, site);
  if (last?.cartId === confirmation.cartId) {
    if (last.purchase === null && confirmation.purchase !== null) {
      const completed = { ...last, purchase: confirmation.purchase };
      write(storage, lastKey(site), completed);
      return completed;
    }
    return last;
  }
  write(storage, lastKey(site), confirmation);
  return confirmation;
}

/**
 * The confirmation a reload shows without running anything again: the tab's last one, unless
 * the URL is a provider's return (it carries paymentMode) for another cart, which the payment
 * step's PaymentReturn verifies. A return this tab already confirmed (a reload of it, or the
 * provider sending the shopper back twice) shows its order: the bag is gone by then, so a
 * checkout could only send them to the cart.
 */
export function confirmationToShow(
  saved: StoredConfirmation | null,
  search: string,
): StoredConfirmation | null {
  const query = new URLSearchParams(search);
  if (!query.has('paymentMode')) return saved;
  const cartId = query.get('originalCartIdForUser');
  return saved !== null && cartId !== null && saved.cartId === cartId ? saved : null;
}
