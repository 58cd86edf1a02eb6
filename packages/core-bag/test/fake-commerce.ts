// An in-memory commerce back-end implementing the bag and shipping ports, for machine tests.
// It counts calls in flight so tests can check the bag's lock, and can delay or fail calls.
import type { Bag } from '../src/entities/bag.schema.js';
import type { CartEntry } from '../src/entities/cart-entry.schema.js';
import type { EntryPayload, GiftCardInfo } from '../src/entities/entry-payload.schema.js';
import type { ProductAvailabilityError } from '../src/entities/availability-error.schema.js';
import type { ShippingMethod } from '../src/entities/shipping-method.schema.js';
import type { BagPort } from '../src/ports/bag-port.js';
import type { ShippingPort } from '../src/ports/shipping-port.js';

export interface CatalogueProduct {
  id: string;
  price: number;
  stock: number;
  onlineStock: boolean;
  hasOverallStock: boolean;
  availableSdd: string[];
  isToussi?: boolean;
}

export function product(id: string, overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id,
    price: 10,
    stock: 5,
    onlineStock: true,
    hasOverallStock: true,
    availableSdd: [],
    ...overrides,
  };
}

export const STANDARD: ShippingMethod = {
  code: 'standard',
  isSdd: false,
  available: true,
  priceRanges: [
    { minimum: 0, price: { value: 4.95, currency: 'EUR' } },
    { minimum: 60, price: { value: 0, currency: 'EUR' } },
  ],
};
export const SDD: ShippingMethod = { code: 'sdd', isSdd: true, available: true, priceRanges: [] };

const notFound = () => ({
  status: 404,
  errors: [{ type: 'InvalidTokenError', reason: 'notFound' }],
});

export class FakeCommerce implements BagPort, ShippingPort {
  readonly catalogue = new Map<string, CatalogueProduct>();
  readonly bags = new Map<string, Bag>();
  userBagIds: string[] = [];
  shippingMethods: ShippingMethod[] = [STANDARD];
  postalCodeErrors: unknown[] = [];
  availabilityErrors: ProductAvailabilityError[] = [];
  validVouchers = new Set(['WELCOME']);
  private counter = 0;

  inFlight = 0;
  maxInFlight = 0;
  calls: string[] = [];
  /** Milliseconds each call waits; tests plug a seeded generator in. */
  delay: (call: string) => number = () => 0;
  /** A call name that will reject with this body (once). */
  failures = new Map<string, unknown>();

  constructor(products: CatalogueProduct[] = []) {
    for (const item of products) this.catalogue.set(item.id, item);
  }

  /** A bag already stored on the back-end, for restore tests. */
  seedBag(cartId: string, productIds: Array<[string, number]>, extra: Partial<Bag> = {}): Bag {
    this.counter += 1;
    const bag: Bag = {
      code: String(this.counter).padStart(4, '0'),
      cartId,
      products: [],
      saveForLater: { entries: [], listUid: 'sfl' },
      ...extra,
    };
    this.bags.set(cartId, bag);
    for (const [id, quantity] of productIds) this.pushEntry(bag, { productCode: id, quantity });
    return structuredClone(bag);
  }

  private async call<T>(name: string, run: () => T): Promise<T> {
    this.calls.push(name);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const wait = this.delay(name);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const failure = this.failures.get(name);
      if (failure !== undefined) {
        this.failures.delete(name);
        throw failure;
      }
      return structuredClone(run());
    } finally {
      this.inFlight -= 1;
    }
  }

  private bag(cartId: string): Bag {
    const bag = this.bags.get(cartId);
    if (bag === undefined) throw notFound();
    return bag;
  }

  private entryFor(payload: EntryPayload, entryNumber: number): CartEntry {
    const item = this.catalogue.get(payload.productCode);
    if (item === undefined) {
      throw { errors: [{ errorCode: 'products-productCode.UnknownIdentifier-001' }] };
    }
    const entry: CartEntry = {
      entryNumber,
      quantity: payload.quantity,
      isGift: false,
      product: {
        id: item.id,
        stock: item.stock,
        onlineStock: item.onlineStock,
        hasOverallStock: item.hasOverallStock,
        availableSdd: item.availableSdd,
        price: { value: item.price, currency: 'EUR' },
      },
    };
    if (item.isToussi !== undefined) entry.product.isToussi = item.isToussi;
    if (payload.engravingInfo !== undefined) entry.engravingOptions = payload.engravingInfo;
    return entry;
  }

  private pushEntry(bag: Bag, payload: EntryPayload): void {
    const same = bag.products.find(
      (entry) =>
        entry.product.id === payload.productCode &&
        (entry.engravingOptions?.engravingText ?? '') ===
          (payload.engravingInfo?.engravingText ?? ''),
    );
    if (same !== undefined) {
      same.quantity += payload.quantity;
      return;
    }
    bag.products.push(this.entryFor(payload, bag.products.length));
  }

  private renumber(bag: Bag): void {
    bag.products.forEach((entry, index) => (entry.entryNumber = index));
  }

  createBag(options: { oldCartId?: string | null; toMergeCartGuid?: string | null }) {
    return this.call('createBag', () => {
      const old = options.oldCartId ? this.bags.get(options.oldCartId) : undefined;
      const target = options.toMergeCartGuid ? this.bags.get(options.toMergeCartGuid) : undefined;
      if (target !== undefined) {
        for (const entry of old?.products ?? []) {
          this.pushEntry(target, { productCode: entry.product.id, quantity: entry.quantity });
        }
        if (old?.cartId) this.bags.delete(old.cartId);
        return target;
      }
      this.counter += 1;
      const cartId = `guid-${this.counter}`;
      const bag: Bag = {
        code: String(this.counter).padStart(4, '0'),
        cartId,
        products: old?.products ?? [],
        saveForLater: { entries: [], listUid: 'sfl' },
      };
      this.bags.set(cartId, bag);
      return bag;
    });
  }
  getBag(cartId: string) {
    return this.call('getBag', () => this.bag(cartId));
  }
  getUserBags() {
    return this.call('getUserBags', () =>
      this.userBagIds.flatMap((id) => {
        const bag = this.bags.get(id);
        return bag === undefined ? [] : [bag];
      }),
    );
  }
  addEntries(cartId: string, entries: EntryPayload[]) {
    return this.call('addEntries', () => {
      const bag = this.bag(cartId);
      for (const payload of entries) this.pushEntry(bag, payload);
      return bag;
    });
  }
  updateEntryQuantity(cartId: string, entryNumber: number, quantity: number) {
    return this.call('updateEntryQuantity', () => {
      const bag = this.bag(cartId);
      const entry = bag.products.find((e) => e.entryNumber === entryNumber);
      if (entry === undefined)
        throw { errors: [{ errorCode: 'cart-entryNumber.validationError-004' }] };
      entry.quantity = quantity;
      return bag;
    });
  }
  removeEntry(cartId: string, entryNumber: number) {
    return this.call('removeEntry', () => {
      const bag = this.bag(cartId);
      bag.products = bag.products.filter((e) => e.entryNumber !== entryNumber);
      this.renumber(bag);
      return bag;
    });
  }
  validateStock(cartId: string) {
    return this.call('validateStock', () => {
      const bag = this.bag(cartId);
      for (const entry of bag.products) {
        const item = this.catalogue.get(entry.product.id);
        if (item === undefined) continue;
        Object.assign(entry.product, {
          stock: item.stock,
          onlineStock: item.onlineStock,
          hasOverallStock: item.hasOverallStock,
          availableSdd: item.availableSdd,
        });
      }
      bag.productAvailabilityErrors = this.availabilityErrors;
      return bag;
    });
  }
  setGuestEmail(cartId: string, email: string) {
    return this.call('setGuestEmail', () => Object.assign(this.bag(cartId), { email }));
  }
  setDeliveryAddress(cartId: string) {
    return this.call('setDeliveryAddress', () => this.bag(cartId));
  }
  setDeliveryMode(cartId: string, code: string) {
    return this.call('setDeliveryMode', () => {
      const bag = this.bag(cartId);
      bag.shippingMethod = this.shippingMethods.find((m) => m.code === code) ?? null;
      return bag;
    });
  }
  removeDeliveryMode(cartId: string) {
    return this.call('removeDeliveryMode', () =>
      Object.assign(this.bag(cartId), { shippingMethod: null }),
    );
  }
  applyVoucher(cartId: string, code: string) {
    return this.call('applyVoucher', () => {
      if (!this.validVouchers.has(code)) throw { errors: [{ type: 'VoucherOperationError' }] };
      const bag = this.bag(cartId);
      bag.priceSummary = {
        total: { value: 0, currency: 'EUR' },
        appliedVoucher: { voucherCode: code },
      };
      return bag;
    });
  }
  removeVoucher(cartId: string) {
    return this.call('removeVoucher', () => {
      const bag = this.bag(cartId);
      bag.priceSummary = { total: { value: 0, currency: 'EUR' }, appliedVoucher: null };
      return bag;
    });
  }
  setGiftCardInfo(cartId: string, entryNumber: number, info: GiftCardInfo) {
    return this.call('setGiftCardInfo', () => {
      const bag = this.bag(cartId);
      const entry = bag.products.find((e) => e.entryNumber === entryNumber);
      if (entry === undefined)
        throw { errors: [{ errorCode: 'cart-entryNumber.validationError-004' }] };
      entry.giftCardInfo = info;
      return bag;
    });
  }
  saveForLater(cartId: string, entryNumber: number) {
    return this.call('saveForLater', () => {
      const bag = this.bag(cartId);
      const entry = bag.products.find((e) => e.entryNumber === entryNumber);
      if (entry === undefined)
        throw { errors: [{ errorCode: 'cart-entryNumber.validationError-004' }] };
      bag.products = bag.products.filter((e) => e !== entry);
      this.renumber(bag);
      const saved = bag.saveForLater ?? { entries: [], listUid: 'sfl' };
      saved.entries.push({ ...entry, entryNumber: saved.entries.length, saveForLater: true });
      bag.saveForLater = saved;
      return bag;
    });
  }
  restoreFromSaveForLater(cartId: string, entryNumber: number, quantity: number) {
    return this.call('restoreFromSaveForLater', () => {
      const bag = this.bag(cartId);
      const saved = bag.saveForLater?.entries.find((e) => e.entryNumber === entryNumber);
      if (saved === undefined || bag.saveForLater === undefined)
        throw { errors: [{ type: 'UnknownError' }] };
      const stock = this.catalogue.get(saved.product.id)?.stock ?? 0;
      const quantityAdded = Math.max(0, Math.min(quantity, stock));
      if (quantityAdded > 0)
        this.pushEntry(bag, { productCode: saved.product.id, quantity: quantityAdded });
      if (quantityAdded === quantity) {
        bag.saveForLater.entries = bag.saveForLater.entries
          .filter((e) => e !== saved)
          .map((e, index) => ({ ...e, entryNumber: index }));
      }
      return { bag, result: { quantity, quantityAdded } };
    });
  }
  removeFromSaveForLater(cartId: string, entryNumber: number) {
    return this.call('removeFromSaveForLater', () => {
      const bag = this.bag(cartId);
      if (bag.saveForLater !== undefined) {
        bag.saveForLater.entries = bag.saveForLater.entries
          .filter((e) => e.entryNumber !== entryNumber)
          .map((e, index) => ({ ...e, entryNumber: index }));
      }
      return bag;
    });
  }
  applyPromotion(cartId: string, promotionId: string, apply: boolean) {
    return this.call('applyPromotion', () => {
      const bag = this.bag(cartId);
      const others = (bag.shouldApplyPromotion ?? []).filter((p) => p.key !== promotionId);
      bag.shouldApplyPromotion = [...others, { key: promotionId, value: apply }];
      return bag;
    });
  }
  setPackaging(cartId: string, includePackaging: boolean) {
    return this.call('setPackaging', () => Object.assign(this.bag(cartId), { includePackaging }));
  }
  setPointOfSaleAndPostalCode(cartId: string, postalCode: string) {
    return this.call('setPointOfSaleAndPostalCode', () =>
      Object.assign(this.bag(cartId), {
        sddPostalCode: postalCode,
        productAvailabilityErrors: this.availabilityErrors,
      }),
    );
  }
  /** The order a cart became; tests set it to simulate a cart ordered elsewhere. */
  placedOrder: { code: string } | null = null;
  findOrderForCart() {
    return this.call('findOrderForCart', () => this.placedOrder);
  }
  getShippingMethods() {
    return this.call('getShippingMethods', () => this.shippingMethods);
  }
  getStoresByPostalCode() {
    return this.call('getStoresByPostalCode', () => []);
  }
  validateSddPostalCode() {
    return this.call('validateSddPostalCode', () => this.postalCodeErrors);
  }
}
