// Cart entries and bags for tests.
import type { Bag } from '../src/entities/bag.schema.js';
import type { CartEntry } from '../src/entities/cart-entry.schema.js';

export interface EntryOptions {
  entryNumber?: number;
  productId?: string;
  quantity?: number;
  stock?: number;
  price?: number;
  onlineStock?: boolean;
  hasOverallStock?: boolean;
  availableSdd?: string[];
  isGift?: boolean;
  isToussi?: boolean;
  sizeCode?: string;
  engravingText?: string;
}

export function entry(options: EntryOptions = {}): CartEntry {
  const made: CartEntry = {
    entryNumber: options.entryNumber ?? 0,
    quantity: options.quantity ?? 1,
    isGift: options.isGift ?? false,
    product: {
      id: options.productId ?? `p${options.entryNumber ?? 0}`,
      onlineStock: options.onlineStock ?? true,
      stock: options.stock ?? 5,
      hasOverallStock: options.hasOverallStock ?? true,
      availableSdd: options.availableSdd ?? [],
      price: { value: options.price ?? 10, currency: 'EUR' },
    },
  };
  if (options.isToussi !== undefined) made.product.isToussi = options.isToussi;
  if (options.sizeCode !== undefined) made.size = { code: options.sizeCode };
  if (options.engravingText !== undefined) {
    made.engravingOptions = { engravingText: options.engravingText };
  }
  return made;
}

export function bag(products: CartEntry[], extra: Partial<Bag> = {}): Bag {
  return { code: '0001', cartId: 'guid-1', products, ...extra };
}
