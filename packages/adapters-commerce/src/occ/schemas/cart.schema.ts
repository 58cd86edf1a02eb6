import {
  AvailabilityReasonSchema,
  BagSchema,
  type CartModification,
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
import {
  currencyIn,
  occPriceSchema,
  occPriceWithCurrencySchema,
  occStockSchema,
  stockLevel,
  toPrice,
  type OccPrice,
} from './money.schema.js';
import { fromOccAddress, occAddressSchema } from './occ-address.js';
import { occImageSchema, thumbnailOf } from './occ-images.js';
import { lazySchema } from './lazy-schema.js';
import { identify, reasonsOf, reportListProblem, tolerantList } from './tolerant-list.js';

/** Availability errors may carry one `reason` instead of the list of `reasons`. */
export const availabilityErrorWireSchema = lazySchema(() =>
  ProductAvailabilityErrorSchema.extend({
    reason: AvailabilityReasonSchema.optional(),
  }).transform(({ reason, reasons, ...rest }): ProductAvailabilityError => {
    const list = reasons ?? (reason ? [reason] : undefined);
    return list ? { ...rest, reasons: list } : rest;
  }),
);

const occEntryProductSchema = lazySchema(() =>
  z.looseObject({
    code: z.string().min(1),
    name: z.string().optional(),
    price: occPriceSchema.optional(),
    stock: occStockSchema.optional(),
    onlineStock: z.boolean().optional(),
    hasOverallStock: z.boolean().optional(),
    availableSdd: z.array(z.string()).optional(),
    isToussi: z.boolean().optional(),
    url: z.string().optional(),
    images: z.array(occImageSchema()).optional(),
  }),
);

const occEngravingSchema = lazySchema(() => z.looseObject({ engravingText: z.string() }));

export const occCharmLinkSchema = lazySchema(() =>
  z.looseObject({
    parentEntryNumber: z.number().int().nonnegative(),
    anchorId: z.string().min(1),
  }),
);

export const occEntrySchema = lazySchema(() =>
  z.looseObject({
    entryNumber: z.number().int().nonnegative(),
    quantity: z.number().int().nonnegative(),
    product: occEntryProductSchema(),
    basePrice: occPriceSchema.optional(),
    /** The line's total after its own promotions (standard OCC). */
    totalPrice: occPriceSchema.optional(),
    size: z
      .union([z.string(), z.looseObject({ code: z.string(), name: z.string().optional() })])
      .nullish(),
    isGift: z.boolean().optional(),
    engravingInfo: occEngravingSchema().nullish(),
    /** A charm's piece and anchor (docs/product/product.md §3.4, brand extension). */
    personalisationInfo: occCharmLinkSchema().nullish(),
    giftCardInfo: z
      .looseObject({
        destinationMessage: z.string().nullish(),
        fromMessage: z.string().nullish(),
        message: z.string().nullish(),
      })
      .nullish(),
    gwpProduct: z.string().nullish(),
  }),
);
type OccEntry = z.infer<ReturnType<typeof occEntrySchema>>;

/**
 * An OCC entry -> the bag's entry. The unit price is the entry's base price (gifts are 0),
 * else the product's, else 0 in the cart's currency; stock flags fall back on the stock status when the back-end leaves
 * them out (save-for-later lists carry the product without them).
 */
function toCartEntry(
  entry: OccEntry,
  saved: boolean,
  currency: string | undefined,
): z.input<typeof BagSchema>['products'][number] {
  const { product } = entry;
  const price = entry.basePrice ?? product.price;
  const level = stockLevel(product.stock);
  const online =
    product.onlineStock ?? (product.stock ? product.stock.stockLevelStatus !== 'outOfStock' : true);
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
      price: price ? toPrice(price, currency) : { value: 0, currency: currency ?? '' },
      ...(product.isToussi !== undefined ? { isToussi: product.isToussi } : {}),
      ...(product.name !== undefined ? { name: product.name } : {}),
      ...(image !== undefined ? { image } : {}),
      ...(product.url !== undefined ? { url: product.url } : {}),
    },
    size,
    isGift: entry.isGift ?? false,
    ...(saved ? { saveForLater: true } : {}),
    ...(engraving ? { engravingOptions: engraving } : {}),
    ...(entry.personalisationInfo
      ? {
          personalisationInfo: {
            parentEntryNumber: entry.personalisationInfo.parentEntryNumber,
            anchorId: entry.personalisationInfo.anchorId,
          },
        }
      : {}),
    ...(hasGiftText ? { giftCardInfo: giftText } : {}),
    ...(entry.gwpProduct ? { gwpProduct: entry.gwpProduct } : {}),
    ...(entry.totalPrice ? { totalPrice: toPrice(entry.totalPrice, currency) } : {}),
  };
}

const codeOrObject = lazySchema(() => z.union([z.string(), z.looseObject({ code: z.string() })]));
const codeOf = (
  value: z.infer<ReturnType<typeof codeOrObject>> | null | undefined,
): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.code;

/**
 * A promotion the cart fired: the brand's `{ promotionTypeCode }`, or standard OCC's
 * PromotionResult `{ description, consumedEntries, promotion: { code, promotionType } }`
 * (recorded shape in test/recorded/carts/cart-with-promotions.json), whose promotion code
 * stands for the type the rules look for (docs/product/constants.md).
 */
export const appliedPromotionSchema = lazySchema(() =>
  z
    .looseObject({
      promotionTypeCode: z.string().optional(),
      description: z.string().nullish(),
      promotion: z.looseObject({ code: z.string().min(1) }).nullish(),
    })
    .transform((wire, ctx) => {
      const promotionTypeCode = wire.promotionTypeCode ?? wire.promotion?.code;
      if (promotionTypeCode === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'A promotion needs promotionTypeCode or promotion.code',
        });
        return z.NEVER;
      }
      return { promotionTypeCode, ...(wire.description ? { description: wire.description } : {}) };
    }),
);

/** A voucher on the cart: `voucherCode`, or standard OCC's `code` alone. */
const appliedVoucherSchema = lazySchema(() =>
  z
    .looseObject({ voucherCode: z.string().min(1).optional(), code: z.string().min(1).optional() })
    .transform((wire, ctx) => {
      const voucherCode = wire.voucherCode ?? wire.code;
      if (voucherCode === undefined) {
        ctx.addIssue({ code: 'custom', message: 'A voucher needs voucherCode or code' });
        return z.NEVER;
      }
      return { voucherCode };
    }),
);

/**
 * OCC's cart (`cartWsDTO` plus the storefront's extensions). A saved cart may come without its
 * `code` (recorded in test/recorded/carts/saved-carts.json): the guid names it then. Entries,
 * promotions and vouchers are lists: one that cannot be read is dropped and reported.
 */
export const occCartSchema = lazySchema(() =>
  z
    .looseObject({
      code: z.string().min(1).optional(),
      guid: z.string().optional(),
      user: z.looseObject({ uid: z.string() }).optional(),
      entries: tolerantList('entries', occEntrySchema()).default([]),
      totalUnitCount: z.number().int().nonnegative().optional(),
      subTotal: occPriceSchema.optional(),
      totalPrice: occPriceSchema,
      /** What the shopper pays where prices are net (standard OCC); equal to totalPrice when gross. */
      totalPriceWithTax: occPriceSchema.optional(),
      totalDiscounts: occPriceSchema.optional(),
      /** Standard OCC splits discounts: the order's, and the lines' (inside entry totalPrice). */
      orderDiscounts: occPriceSchema.optional(),
      deliveryCost: occPriceSchema.optional(),
      appliedVouchers: tolerantList('appliedVouchers', appliedVoucherSchema()).optional(),
      appliedOrderPromotions: tolerantList(
        'appliedOrderPromotions',
        appliedPromotionSchema(),
      ).optional(),
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
      deliveryMode: codeOrObject().nullish(),
      deliveryAddress: occAddressSchema.nullish(),
      billingAddress: occAddressSchema.nullish(),
      email: z.string().nullish(),
      packaging: z.boolean().optional(),
      paymentMode: codeOrObject().nullish(),
      /** Standard OCC's payment type (ACCOUNT, CARD) when the brand's paymentMode is absent. */
      paymentType: z.looseObject({ code: z.string() }).nullish(),
      sddPostalCode: z.string().nullish(),
      /** The stores that deliver the same day to sddPostalCode (ids or store objects). */
      storesByCP: z.array(codeOrObject()).optional(),
      pickupStore: codeOrObject().nullish(),
      saveForLater: z
        .looseObject({
          listUid: z.string().nullish(),
          entries: tolerantList('saveForLater.entries', occEntrySchema()),
        })
        .optional(),
      productAvailabilityErrors: z.array(availabilityErrorWireSchema()).optional(),
      isPurchasable: z.boolean().optional(),
      /** Products of engraved lines the workshop cannot engrave now (docs/product/product.md §2.5). */
      notAvailableProductsForEngraving: z.array(z.string()).optional(),
    })
    .refine((cart) => Boolean(cart.code ?? cart.guid), {
      message: 'A cart needs a code or a guid',
      path: ['code'],
    }),
);
export type OccCart = z.infer<ReturnType<typeof occCartSchema>>;

/** The same-day methods are the ones whose code says so (docs/product/shipping.md §1.1). */
const isSddCode = (code: string): boolean => code.startsWith('sdd');

export function toBag(cart: OccCart): z.input<typeof BagSchema> {
  const voucher = cart.appliedVouchers?.[0];
  const mode = codeOf(cart.deliveryMode);
  const payment = codeOf(cart.paymentMode) ?? cart.paymentType?.code ?? null;
  const store = codeOf(cart.pickupStore);
  const gwp = Array.isArray(cart.gwpPromotions) ? cart.gwpPromotions[0] : cart.gwpPromotions;
  const should = cart.shouldApplyPromotion;
  // The answer's currency, for the prices a trimmed answer leaves without one.
  const currency = currencyIn(
    cart.totalPrice,
    cart.totalPriceWithTax,
    cart.subTotal,
    ...cart.entries.flatMap((entry) => [entry.totalPrice, entry.basePrice]),
  );
  const price = (value: OccPrice) => toPrice(value, currency);
  const discounts = cart.orderDiscounts ?? cart.totalDiscounts;
  return {
    ...(cart.code !== undefined ? { code: cart.code } : {}),
    cartId: cart.guid ?? cart.code ?? null,
    ...(cart.user ? { cartUserCode: cart.user.uid } : {}),
    products: cart.entries.map((entry) => toCartEntry(entry, false, currency)),
    ...(cart.totalUnitCount !== undefined ? { numberOfSelectedProducts: cart.totalUnitCount } : {}),
    priceSummary: {
      total: price(cart.subTotal ?? cart.totalPrice),
      // Money is the back-end's: the shopper pays the total with tax where prices are net.
      totalAfterShipment: price(cart.totalPriceWithTax ?? cart.totalPrice),
      // The lines' own discounts are in their totals already (entry totalPrice), so where
      // standard OCC splits them only the order's are the bag's discounts.
      ...(discounts ? { totalDiscounts: price(discounts) } : {}),
      ...(cart.deliveryCost ? { shipmentPrice: price(cart.deliveryCost) } : {}),
      appliedVoucher: voucher ? { voucherCode: voucher.voucherCode } : null,
      appliedVouchers: (cart.appliedVouchers ?? []).map((v) => ({ voucherCode: v.voucherCode })),
      appliedPromotion: cart.appliedOrderPromotions ?? [],
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
            entries: cart.saveForLater.entries.map((entry) => toCartEntry(entry, true, currency)),
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
    ...(cart.notAvailableProductsForEngraving
      ? { notAvailableProductsForEngraving: cart.notAvailableProductsForEngraving }
      : {}),
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

/** The cart as the back-end sends it, mapped to the bag of docs/product/bag.md §1.1. */
export const cartWireSchema = lazySchema(() => occCartSchema().transform(toBag).pipe(BagSchema));

export const cartListWireSchema = lazySchema(() =>
  z
    .object({ carts: tolerantList('carts', cartWireSchema()) })
    .transform((wire): Bag[] => wire.carts),
);

/**
 * A cart modification (add, update, validate): standard OCC's `{ statusCode, quantityAdded,
 * quantity, entry: { entryNumber, quantity, product: { code } } }` (recorded in
 * test/recorded/cart-modifications). The bag is read again after it and carries it.
 */
export const cartModificationSchema = lazySchema(() =>
  z.looseObject({
    statusCode: z.string().optional(),
    quantityAdded: z.number().int(),
    quantity: z.number().int().nonnegative().optional(),
    entry: z
      .looseObject({
        entryNumber: z.number().int().nonnegative().optional(),
        product: z.looseObject({ code: z.string().min(1) }).optional(),
      })
      .nullish(),
  }),
);
export type OccCartModification = z.infer<ReturnType<typeof cartModificationSchema>>;

export const cartModificationsSchema = lazySchema(() =>
  z.looseObject({
    cartModifications: z.array(cartModificationSchema()),
  }),
);

/**
 * A modification as the bag carries it: by product code (the posted code when the answer
 * names none). Without either it says nothing the rules can use, so it is left out.
 */
export function toCartModification(
  wire: OccCartModification,
  postedCode?: string,
): CartModification | null {
  const productCode = wire.entry?.product?.code ?? postedCode;
  if (productCode === undefined) return null;
  const entryNumber = wire.entry?.entryNumber;
  return {
    productCode,
    statusCode: wire.statusCode ?? 'success',
    ...(wire.quantity !== undefined ? { quantity: wire.quantity } : {}),
    quantityAdded: wire.quantityAdded,
    ...(entryNumber !== undefined ? { entryNumber } : {}),
  };
}

/** The modifications of a list answer, each read alone (one bad item is reported, not fatal). */
export const cartModificationListSchema = lazySchema(() =>
  z
    .looseObject({ cartModifications: z.array(z.unknown()).default([]) })
    .transform((wire): CartModification[] =>
      wire.cartModifications.flatMap((raw, index) => {
        const parsed = cartModificationSchema().safeParse(raw);
        if (!parsed.success) {
          reportListProblem({
            list: 'cartModifications',
            index,
            id: identify(raw),
            reasons: reasonsOf(parsed.error),
          });
          return [];
        }
        const modification = toCartModification(parsed.data);
        return modification ? [modification] : [];
      }),
    ),
);

export const restoreWireSchema = lazySchema(() =>
  z.looseObject({
    quantity: z.number().int().nonnegative(),
    quantityAdded: z.number().int().nonnegative(),
  }),
);

export const saveForLaterListSchema = lazySchema(() =>
  z.looseObject({
    listUid: z.string().nullish(),
    entries: z.array(occEntrySchema()),
  }),
);

/** GET validate: the availability errors the bag then carries. */
export const validationWireSchema = lazySchema(() =>
  z.looseObject({
    productAvailabilityErrors: z.array(availabilityErrorWireSchema()).default([]),
    isPurchasable: z.boolean().optional(),
  }),
);

/** PUT pointofservice: availability errors for that store and postal code. */
export const pointOfServiceWireSchema = lazySchema(() =>
  z.looseObject({
    errors: z.array(availabilityErrorWireSchema()).default([]),
  }),
);

/** A range's price may be OCC money (`value`, `currencyIso`) or the core's Money. */
const rangePriceSchema = lazySchema(() =>
  z.union([occPriceWithCurrencySchema().transform((price) => toPrice(price)), moneySchema]),
);

/**
 * A delivery mode: the brand's (availability and price ranges by cart amount) or standard
 * OCC's `{ code, name, description, deliveryCost }` (recorded in
 * test/recorded/delivery-modes/list.json). A standard mode is offered, so available, and its
 * cost is one range from 0: the price the back-end asks whatever the cart's amount.
 */
const deliveryModeWireSchema = lazySchema(() =>
  z
    .looseObject({
      code: z.string().min(1),
      name: z.string().optional(),
      isSdd: z.boolean().optional(),
      available: z.boolean().optional(),
      priceRanges: z
        .array(z.looseObject({ minimum: z.number(), pricing: rangePriceSchema() }))
        .optional(),
      deliveryCost: occPriceWithCurrencySchema().optional(),
    })
    .refine((wire) => wire.priceRanges !== undefined || wire.deliveryCost !== undefined, {
      message: 'A delivery mode needs priceRanges or deliveryCost',
      path: ['priceRanges'],
    })
    .transform((wire): z.input<typeof ShippingMethodSchema> => ({
      code: wire.code,
      ...(wire.name !== undefined ? { name: wire.name } : {}),
      isSdd: wire.isSdd ?? isSddCode(wire.code),
      available: wire.available ?? true,
      priceRanges:
        wire.priceRanges?.map((range) => ({ minimum: range.minimum, price: range.pricing })) ??
        (wire.deliveryCost ? [{ minimum: 0, price: toPrice(wire.deliveryCost) }] : []),
    }))
    .pipe(ShippingMethodSchema),
);

export const deliveryModesWireSchema = lazySchema(() =>
  z
    .object({ deliveryModes: tolerantList('deliveryModes', deliveryModeWireSchema()).default([]) })
    .transform((wire) => wire.deliveryModes),
);

/** Stores carry more than the id on the wire; the bag only needs the id. */
export const storesWireSchema = lazySchema(() =>
  z
    .object({ stores: tolerantList('stores', StoreSchema.loose()) })
    .transform((wire) => wire.stores.map((store) => ({ id: store.id }))),
);

/**
 * A promotion of the site: the brand's (goals and discounts, docs/product/bag.md §1.7) or standard
 * OCC's `{ code, title, description, promotionType, startDate, endDate }` (composed in
 * test/recorded/promotions/list.json). A standard promotion names no goals or discounts the
 * rules could check, so it has none: it is listed, never applied by a local rule.
 */
const promotionWireSchema = lazySchema(() =>
  z.union([
    PromotionSchema,
    z
      .looseObject({
        code: z.string().min(1),
        startDate: z.string().nullish(),
        endDate: z.string().nullish(),
      })
      .transform((wire): z.input<typeof PromotionSchema> => ({
        id: wire.code,
        promotionTypeCode: wire.code,
        goalsToReach: [],
        discounts: [],
        ...(wire.startDate ? { startEnabledDate: wire.startDate } : {}),
        ...(wire.endDate ? { endEnabledDate: wire.endDate } : {}),
      }))
      .pipe(PromotionSchema),
  ]),
);

export const promotionsWireSchema = lazySchema(() =>
  z
    .object({ promotions: tolerantList('promotions', promotionWireSchema()).default([]) })
    .transform((wire) => wire.promotions),
);

/**
 * A voucher: its currency as the brand's ISO code or standard OCC's currency object
 * `{ isocode, name, symbol }` (composed in test/recorded/vouchers/list.json).
 */
const voucherWireSchema = lazySchema(() =>
  z
    .looseObject({
      voucherCode: z.string().min(1).optional(),
      code: z.string().min(1).optional(),
      name: z.string().optional(),
      value: z.number().optional(),
      currency: z.union([z.string(), z.looseObject({ isocode: z.string() })]).optional(),
    })
    .transform((wire, ctx): z.input<typeof VoucherSchema> => {
      const voucherCode = wire.voucherCode ?? wire.code;
      if (voucherCode === undefined) {
        ctx.addIssue({ code: 'custom', message: 'A voucher needs voucherCode or code' });
        return z.NEVER;
      }
      const currency = typeof wire.currency === 'string' ? wire.currency : wire.currency?.isocode;
      return {
        voucherCode,
        ...(wire.name !== undefined ? { name: wire.name } : {}),
        ...(wire.value !== undefined && currency ? { value: { value: wire.value, currency } } : {}),
      };
    })
    .pipe(VoucherSchema),
);

export const vouchersWireSchema = lazySchema(() =>
  z
    .object({ vouchers: tolerantList('vouchers', voucherWireSchema()).default([]) })
    .transform((wire) => wire.vouchers),
);

/** POST availablepostalcodes: an empty list means served same day. */
export const sddErrorsWireSchema = lazySchema(() =>
  z.looseObject({ errors: z.array(z.unknown()) }).transform((wire) => wire.errors),
);

export type { CartEntry };
