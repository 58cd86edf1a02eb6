import {
  AvailabilityReasonSchema,
  BagSchema,
  ProductAvailabilityErrorSchema,
  type ProductAvailabilityError,
  PromotionSchema,
  ShippingMethodSchema,
  StoreSchema,
  VoucherSchema,
  type Bag,
  type CartEntry,
} from '@atelier/core-bag';
import { moneySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { occPriceSchema, occStockSchema, toPrice } from './money.schema.js';
import { fromOccAddress, occAddressSchema } from './occ-address.js';

/** Availability errors may carry one `reason` instead of the list of `reasons`. */
export const availabilityErrorWireSchema = ProductAvailabilityErrorSchema.extend({
  reason: AvailabilityReasonSchema.optional(),
}).transform(({ reason, reasons, ...rest }): ProductAvailabilityError => {
  const list = reasons ?? (reason ? [reason] : undefined);
  return list ? { ...rest, reasons: list } : rest;
});

const occEntryProductSchema = z.looseObject({
  code: z.string().min(1),
  name: z.string().optional(),
  price: occPriceSchema.optional(),
  stock: occStockSchema.optional(),
  onlineStock: z.boolean().optional(),
  hasOverallStock: z.boolean().optional(),
  availableSdd: z.array(z.string()).optional(),
  isToussi: z.boolean().optional(),
  url: z.string().optional(),
  images: z.array(z.looseObject({ url: z.string(), format: z.string().optional() })).optional(),
});

/** The thumbnail when there is one, else the first image: the bag shows lines small. */
function thumbnailOf(images: { url: string; format?: string | undefined }[] | undefined) {
  return (images?.find((image) => image.format === 'thumbnail') ?? images?.[0])?.url;
}

const occEngravingSchema = z.looseObject({ engravingText: z.string() });

export const occEntrySchema = z.looseObject({
  entryNumber: z.number().int().nonnegative(),
  quantity: z.number().int().nonnegative(),
  product: occEntryProductSchema,
  basePrice: occPriceSchema.optional(),
  size: z
    .union([z.string(), z.looseObject({ code: z.string(), name: z.string().optional() })])
    .nullish(),
  isGift: z.boolean().optional(),
  engravingInfo: occEngravingSchema.nullish(),
  giftCardInfo: z
    .looseObject({
      destinationMessage: z.string().nullish(),
      fromMessage: z.string().nullish(),
      message: z.string().nullish(),
    })
    .nullish(),
  gwpProduct: z.string().nullish(),
});
type OccEntry = z.infer<typeof occEntrySchema>;

/**
 * An OCC entry -> the bag's entry. The unit price is the entry's base price (gifts are 0),
 * else the product's, else 0 in the cart's currency; stock flags fall back on the stock status when the back-end leaves
 * them out (save-for-later lists carry the product without them).
 */
function toCartEntry(
  entry: OccEntry,
  saved: boolean,
  currency: string,
): z.input<typeof BagSchema>['products'][number] {
  const { product } = entry;
  const price = entry.basePrice ?? product.price;
  const level = product.stock?.stockLevel ?? 0;
  const online =
    product.onlineStock ??
    (product.stock ? product.stock.stockLevelStatus !== 'outOfStock' : false);
  const size =
    typeof entry.size === 'string'
      ? { code: product.code, name: entry.size }
      : entry.size
        ? { code: entry.size.code, ...(entry.size.name ? { name: entry.size.name } : {}) }
        : null;
  const engraving = entry.engravingInfo;
  const gift = entry.giftCardInfo;
  // An empty gift card (all three blank) is no message at all.
  const giftText = gift
    ? {
        destinationMessage: gift.destinationMessage ?? '',
        fromMessage: gift.fromMessage ?? '',
        message: gift.message ?? '',
      }
    : null;
  const hasGiftText = giftText !== null && Object.values(giftText).some((text) => text !== '');
  const image = thumbnailOf(product.images);
  return {
    entryNumber: entry.entryNumber,
    quantity: entry.quantity,
    product: {
      id: product.code,
      onlineStock: online,
      stock: level,
      hasOverallStock: product.hasOverallStock ?? online,
      availableSdd: product.availableSdd ?? [],
      price: price ? toPrice(price) : { value: 0, currency },
      ...(product.isToussi !== undefined ? { isToussi: product.isToussi } : {}),
      ...(product.name !== undefined ? { name: product.name } : {}),
      ...(image !== undefined ? { image } : {}),
      ...(product.url !== undefined ? { url: product.url } : {}),
    },
    size,
    isGift: entry.isGift ?? false,
    ...(saved ? { saveForLater: true } : {}),
    ...(engraving ? { engravingOptions: engraving } : {}),
    ...(hasGiftText ? { giftCardInfo: giftText } : {}),
    ...(entry.gwpProduct ? { gwpProduct: entry.gwpProduct } : {}),
  };
}

const codeOrObject = z.union([z.string(), z.looseObject({ code: z.string() })]);
const codeOf = (value: z.infer<typeof codeOrObject> | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.code;

/** OCC's cart (`cartWsDTO` plus the storefront's extensions). */
export const occCartSchema = z.looseObject({
  code: z.string().min(1),
  guid: z.string().optional(),
  user: z.looseObject({ uid: z.string() }).optional(),
  entries: z.array(occEntrySchema).default([]),
  totalUnitCount: z.number().int().nonnegative().optional(),
  subTotal: occPriceSchema.optional(),
  totalPrice: occPriceSchema,
  totalDiscounts: occPriceSchema.optional(),
  deliveryCost: occPriceSchema.optional(),
  appliedVouchers: z.array(z.looseObject({ voucherCode: z.string() })).optional(),
  appliedOrderPromotions: z.array(z.looseObject({ promotionTypeCode: z.string() })).optional(),
  gwpPromotions: z
    .union([
      z.looseObject({ successful: z.boolean(), state: z.string().optional() }),
      z.array(z.looseObject({ successful: z.boolean(), state: z.string().optional() })),
    ])
    .optional(),
  shouldApplyPromotion: z
    .union([
      z.record(z.string(), z.boolean()),
      z.array(z.object({ key: z.string(), value: z.boolean() })),
    ])
    .optional(),
  deliveryMode: codeOrObject.nullish(),
  deliveryAddress: occAddressSchema.nullish(),
  billingAddress: occAddressSchema.nullish(),
  email: z.string().nullish(),
  packaging: z.boolean().optional(),
  paymentMode: codeOrObject.nullish(),
  sddPostalCode: z.string().nullish(),
  /** The stores that deliver the same day to sddPostalCode (ids or store objects). */
  storesByCP: z.array(codeOrObject).optional(),
  pickupStore: codeOrObject.nullish(),
  saveForLater: z
    .looseObject({ listUid: z.string().nullish(), entries: z.array(occEntrySchema) })
    .optional(),
  productAvailabilityErrors: z.array(availabilityErrorWireSchema).optional(),
  isPurchasable: z.boolean().optional(),
});
export type OccCart = z.infer<typeof occCartSchema>;

/** The same-day methods are the ones whose code says so (spec 2, section 9). */
const isSddCode = (code: string): boolean => code.startsWith('sdd');

export function toBag(cart: OccCart): z.input<typeof BagSchema> {
  const currency = cart.totalPrice.currencyIso;
  const voucher = cart.appliedVouchers?.[0];
  const mode = codeOf(cart.deliveryMode);
  const payment = codeOf(cart.paymentMode);
  const store = codeOf(cart.pickupStore);
  const gwp = Array.isArray(cart.gwpPromotions) ? cart.gwpPromotions[0] : cart.gwpPromotions;
  const should = cart.shouldApplyPromotion;
  return {
    code: cart.code,
    cartId: cart.guid ?? cart.code,
    ...(cart.user ? { cartUserCode: cart.user.uid } : {}),
    products: cart.entries.map((entry) => toCartEntry(entry, false, currency)),
    ...(cart.totalUnitCount !== undefined ? { numberOfSelectedProducts: cart.totalUnitCount } : {}),
    priceSummary: {
      total: toPrice(cart.subTotal ?? cart.totalPrice),
      totalAfterShipment: toPrice(cart.totalPrice),
      ...(cart.totalDiscounts ? { totalDiscounts: toPrice(cart.totalDiscounts) } : {}),
      ...(cart.deliveryCost ? { shipmentPrice: toPrice(cart.deliveryCost) } : {}),
      appliedVoucher: voucher ? { voucherCode: voucher.voucherCode } : null,
      appliedPromotion: (cart.appliedOrderPromotions ?? []).map((p) => ({
        promotionTypeCode: p.promotionTypeCode,
      })),
    },
    shippingAddress: cart.deliveryAddress ? fromOccAddress(cart.deliveryAddress) : null,
    billingAddress: cart.billingAddress ? fromOccAddress(cart.billingAddress) : null,
    // The cart only names its method; prices and availability come from deliverymodes.
    shippingMethod: mode
      ? { code: mode, isSdd: isSddCode(mode), available: true, priceRanges: [] }
      : null,
    email: cart.email ?? null,
    pickupStore: store ? { id: store } : null,
    ...(cart.saveForLater
      ? {
          saveForLater: {
            listUid: cart.saveForLater.listUid ?? null,
            entries: cart.saveForLater.entries.map((entry) =>
              toCartEntry(entry, true, currency),
            ),
          },
        }
      : {}),
    sddPostalCode: cart.sddPostalCode ?? null,
    ...(cart.storesByCP
      ? { storesByCP: cart.storesByCP.map((store) => ({ id: codeOf(store) ?? '' })) }
      : {}),
    ...(cart.productAvailabilityErrors
      ? { productAvailabilityErrors: cart.productAvailabilityErrors }
      : {}),
    ...(cart.isPurchasable !== undefined ? { isPurchasable: cart.isPurchasable } : {}),
    selectedPaymentModeCode: payment,
    ...(should !== undefined
      ? {
          shouldApplyPromotion: Array.isArray(should)
            ? should
            : Object.entries(should).map(([key, value]) => ({ key, value })),
        }
      : {}),
    ...(cart.packaging !== undefined ? { includePackaging: cart.packaging } : {}),
    ...(gwp
      ? {
          gwpPromotions: { successful: gwp.successful, ...(gwp.state ? { state: gwp.state } : {}) },
        }
      : {}),
  };
}

/** The cart as the back-end sends it, mapped to the bag of spec 2, section 3. */
export const cartWireSchema = occCartSchema.transform(toBag).pipe(BagSchema);

export const cartListWireSchema = z
  .object({ carts: z.array(cartWireSchema) })
  .transform((wire): Bag[] => wire.carts);

/** A cart modification (add, update): the bag is read again after it. */
export const cartModificationSchema = z.looseObject({
  statusCode: z.string().optional(),
  quantityAdded: z.number().int(),
  quantity: z.number().int().nonnegative().optional(),
});

export const cartModificationsSchema = z.looseObject({
  cartModifications: z.array(cartModificationSchema),
});

export const restoreWireSchema = z.looseObject({
  quantity: z.number().int().nonnegative(),
  quantityAdded: z.number().int().nonnegative(),
});

export const saveForLaterListSchema = z.looseObject({
  listUid: z.string().nullish(),
  entries: z.array(occEntrySchema),
});

/** GET validate: the availability errors the bag then carries. */
export const validationWireSchema = z.looseObject({
  productAvailabilityErrors: z.array(availabilityErrorWireSchema).default([]),
  isPurchasable: z.boolean().optional(),
});

/** PUT pointofservice: availability errors for that store and postal code. */
export const pointOfServiceWireSchema = z.looseObject({
  errors: z.array(availabilityErrorWireSchema).default([]),
});

/** A range's price may be OCC money (`value`, `currencyIso`) or the core's Money. */
const rangePriceSchema = z.union([occPriceSchema.transform(toPrice), moneySchema]);

const deliveryModeWireSchema = z
  .looseObject({
    code: z.string().min(1),
    name: z.string().optional(),
    isSdd: z.boolean().optional(),
    available: z.boolean(),
    priceRanges: z.array(z.looseObject({ minimum: z.number(), pricing: rangePriceSchema })),
  })
  .transform((wire): z.input<typeof ShippingMethodSchema> => ({
    code: wire.code,
    ...(wire.name !== undefined ? { name: wire.name } : {}),
    isSdd: wire.isSdd ?? isSddCode(wire.code),
    available: wire.available,
    priceRanges: wire.priceRanges.map((range) => ({
      minimum: range.minimum,
      price: range.pricing,
    })),
  }))
  .pipe(ShippingMethodSchema);

export const deliveryModesWireSchema = z
  .object({ deliveryModes: z.array(deliveryModeWireSchema) })
  .transform((wire) => wire.deliveryModes);

/** Stores carry more than the id on the wire; the bag only needs the id. */
export const storesWireSchema = z
  .object({ stores: z.array(StoreSchema.loose()) })
  .transform((wire) => wire.stores.map((store) => ({ id: store.id })));

export const promotionsWireSchema = z
  .object({ promotions: z.array(PromotionSchema) })
  .transform((wire) => wire.promotions);

/** A voucher's value and currency (a code or OCC's currency object) -> one Money. */
const occVoucherSchema = z
  .looseObject({
    voucherCode: z.string(),
    name: z.string().optional(),
    value: z.number().optional(),
    currency: z.union([z.string(), z.looseObject({ isocode: z.string() })]).optional(),
  })
  .transform(({ voucherCode, name, value, currency }): z.input<typeof VoucherSchema> => {
    const code = typeof currency === 'string' ? currency : currency?.isocode;
    return {
      voucherCode,
      ...(name !== undefined ? { name } : {}),
      ...(value !== undefined && code ? { value: { value, currency: code } } : {}),
    };
  })
  .pipe(VoucherSchema);

export const vouchersWireSchema = z
  .object({ vouchers: z.array(occVoucherSchema) })
  .transform((wire) => wire.vouchers);

/** POST availablepostalcodes: an empty list means served same day. */
export const sddErrorsWireSchema = z
  .looseObject({ errors: z.array(z.unknown()) })
  .transform((wire) => wire.errors);

export type { CartEntry };
