import type { Purchase } from '@atelier/core-checkout';
import { describe, expect, it } from 'vitest';
import {
  confirmationQuery,
  confirmationStore,
  confirmationToShow,
  readLastConfirmation,
  saveLastConfirmation,
  type StoredConfirmation,
} from './confirmation-store.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const PURCHASE = {
  code: '00100001',
  purchasedProducts: [{ productId: 'ring', quantity: 1 }],
  priceSummary: { total: { value: 30, currency: 'EUR' } },
  purchaser: { name: 'Ana', surname: 'García', email: 'ana@example.com' },
  paymentMode: { code: 'card' },
  shippingMethodCode: 'standard',
  thresholdForShipmentsExceeded: false,
} satisfies Purchase;

const FIRST: StoredConfirmation = {
  cartId: 'guid-1',
  orderCode: '00100001',
  email: 'ana@example.com',
  isGuest: true,
  purchase: null,
  cart: null,
};

describe('the confirmation kept in the tab', () => {
  it('keeps the first confirmation of a cart: a second one (double click, second return) changes nothing', () => {
    const storage = memoryStorage();
    expect(readLastConfirmation(storage, 'es-es')).toBeNull();
    expect(saveLastConfirmation(storage, 'es-es', FIRST)).toEqual(FIRST);
    const again = { ...FIRST, orderCode: '00100002' };
    expect(saveLastConfirmation(storage, 'es-es', again)).toEqual(FIRST);
    expect(readLastConfirmation(storage, 'es-es')?.orderCode).toBe('00100001');
    // Other sites keep their own.
    expect(readLastConfirmation(storage, 'pt-pt')).toBeNull();
  });

  it("adds the order's data when it arrives, and a later cart's order replaces it", () => {
    const storage = memoryStorage();
    saveLastConfirmation(storage, 'es-es', FIRST);
    expect(
      saveLastConfirmation(storage, 'es-es', { ...FIRST, purchase: PURCHASE }).purchase,
    ).toEqual(PURCHASE);
    const next = { ...FIRST, cartId: 'guid-2', orderCode: '00100009' };
    expect(saveLastConfirmation(storage, 'es-es', next)).toEqual(next);
  });

  it("is core-checkout's ConfirmationStore: a purchase saved per cart", async () => {
    const storage = memoryStorage();
    const store = confirmationStore(storage);
    expect(await store.readPurchase('guid-1')).toBeNull();
    await store.savePurchase('guid-1', PURCHASE);
    expect(await store.readPurchase('guid-1')).toEqual(PURCHASE);
    storage.setItem('atelier_oney_reference', 'ref-1');
    expect(await store.readOneyMerchantReference()).toBe('ref-1');
    await store.removeOneyMerchantReference();
    expect(await store.readOneyMerchantReference()).toBeNull();
  });

  it('answers nothing for a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem('atelier_confirmation_es-es', '{not json');
    expect(readLastConfirmation(storage, 'es-es')).toBeNull();
  });
});

describe('the confirmation a reload of the confirmation page shows', () => {
  it("is the tab's last one on a plain reload, and none when the tab has none", () => {
    expect(confirmationToShow(FIRST, '')).toBe(FIRST);
    expect(confirmationToShow(null, '')).toBeNull();
  });

  it("is the saved order when the provider's return is for the cart it was saved for", () => {
    const again = `?paymentMode=klarna&originalCartIdForUser=${FIRST.cartId}&paymentId=p1`;
    expect(confirmationToShow(FIRST, again)).toBe(FIRST);
  });

  it("is none for another cart's return (that one is verified) or a return without its cart", () => {
    expect(
      confirmationToShow(FIRST, '?paymentMode=klarna&originalCartIdForUser=guid-2'),
    ).toBeNull();
    expect(confirmationToShow(FIRST, '?paymentMode=klarna')).toBeNull();
    expect(confirmationToShow(null, `?paymentMode=klarna&originalCartIdForUser=guid-1`)).toBeNull();
  });

  it('gives a card confirmation the query of docs/product/checkout.md §1.4, and a reload of it shows the order', () => {
    const paid = { ...FIRST, paymentMode: 'card' };
    const query = confirmationQuery(paid);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      paymentMode: 'card',
      originalCartIdForUser: FIRST.cartId,
    });
    expect(confirmationToShow(paid, query)).toBe(paid);
    // Not known (a confirmation kept from before): no query rather than a wrong one.
    expect(confirmationQuery({ ...FIRST, paymentMode: null })).toBe('');
    expect(confirmationQuery({ ...FIRST, cartId: 'a&b=c', paymentMode: 'card' })).toContain(
      'originalCartIdForUser=a%26b%3Dc',
    );
  });
});
