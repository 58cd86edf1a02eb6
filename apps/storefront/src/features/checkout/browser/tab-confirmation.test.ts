import { describe, expect, it } from 'vitest';
import type { StoredConfirmation } from './confirmation-store.js';
import { tabConfirmation } from './tab-confirmation.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const placed = (cartId: string, orderCode: string): StoredConfirmation => ({
  cartId,
  orderCode,
  email: 'ana@example.com',
  isGuest: true,
  purchase: null,
  cart: null,
});

describe('tabConfirmation', () => {
  it('shows on reload the confirmation this tab kept, for this site only', () => {
    const storage = memoryStorage();
    tabConfirmation('es-es', storage).save(placed('c1', 'O1'));
    expect(tabConfirmation('es-es', storage).shown('')?.orderCode).toBe('O1');
    expect(tabConfirmation('fr-fr', storage).shown('')).toBeNull();
  });

  it('keeps the first confirmation of a cart (a second click changes nothing)', () => {
    const tab = tabConfirmation('es-es', memoryStorage());
    tab.save(placed('c1', 'O1'));
    expect(tab.save(placed('c1', 'O2')).orderCode).toBe('O1');
  });

  it('without storage keeps nothing and shows nothing', () => {
    const tab = tabConfirmation('es-es', null);
    expect(tab.save(placed('c1', 'O1')).orderCode).toBe('O1');
    expect(tab.shown('')).toBeNull();
  });
});
