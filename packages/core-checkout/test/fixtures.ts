import type { Purchase } from '../src/entities/purchase.js';
import type { ShippingAddress } from '../src/entities/shipping-address.js';

export function address(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    name: 'Ana',
    surname: 'García',
    address: 'Gran Vía 1',
    postalCode: '28001',
    city: { code: 'MAD', name: 'Madrid' },
    country: { code: 'ES', name: 'España' },
    region: { code: 'ES-M', name: 'Madrid' },
    phone: '600000000',
    saveForFutureOrders: true,
    ...overrides,
  };
}

export function purchase(code = 'O-1'): Purchase {
  return {
    code,
    purchasedProducts: [{ productId: 'P1', quantity: 1, price: 19.99 }],
    priceSummary: { total: { value: 19.99, currency: 'EUR' } },
    purchaser: { name: 'Ana', surname: 'García', email: 'ana@example.com' },
    paymentMode: { code: 'klarna' },
    shippingMethodCode: 'standard',
    thresholdForShipmentsExceeded: false,
  };
}

/** An in-memory ConfirmationStore that counts saves. */
export function memoryStore(oneyReference: string | null = null) {
  const purchases = new Map<string, Purchase>();
  let reference = oneyReference;
  const counts = { saves: 0, referenceRemovals: 0 };
  return {
    counts,
    purchases,
    get reference() {
      return reference;
    },
    store: {
      readPurchase: (cartId: string) => Promise.resolve(purchases.get(cartId) ?? null),
      savePurchase: (cartId: string, p: Purchase) => {
        counts.saves += 1;
        purchases.set(cartId, p);
        return Promise.resolve();
      },
      readOneyMerchantReference: () => Promise.resolve(reference),
      removeOneyMerchantReference: () => {
        counts.referenceRemovals += 1;
        reference = null;
        return Promise.resolve();
      },
    },
  };
}
