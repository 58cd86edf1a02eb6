import { purchaseSchema, type Purchase } from '@atelier/core-checkout';
import {
  onlineOrderSchema,
  storePurchaseSchema,
  type OnlineOrder,
  type OrdersPage,
  type StorePurchase,
} from '@atelier/core-orders';
import { z } from 'zod';
import { appliedPromotionSchema, occCharmLinkSchema } from './cart.schema.js';
import { currencyIn, occPriceSchema, toPrice, type OccPrice } from './money.schema.js';
import { fromOccAddress, occAddressSchema, type OccAddress } from './occ-address.js';
import { occImageSchema, thumbnailOf } from './occ-images.js';
import { tolerantList } from './tolerant-list.js';
import { lazySchema } from './lazy-schema.js';

const occOrderEntrySchema = lazySchema(() =>
  z.looseObject({
    entryNumber: z.number().int().nonnegative().optional(),
    quantity: z.number().int().nonnegative(),
    product: z.looseObject({
      code: z.string().min(1),
      name: z.string().optional(),
      images: z.array(occImageSchema()).optional(),
    }),
    size: z.union([z.string(), z.looseObject({ code: z.string() })]).nullish(),
    basePrice: occPriceSchema.optional(),
    totalPrice: occPriceSchema.optional(),
    isGift: z.boolean().optional(),
    engravingInfo: z.looseObject({ engravingText: z.string() }).nullish(),
    personalisationInfo: occCharmLinkSchema().nullish(),
    status: z.string().optional(),
  }),
);

const codeOrObject = lazySchema(() =>
  z.union([z.string(), z.looseObject({ code: z.string(), name: z.string().nullish() })]),
);
const codeOf = (
  value: z.infer<ReturnType<typeof codeOrObject>> | null | undefined,
): string | undefined =>
  value === null || value === undefined
    ? undefined
    : typeof value === 'string'
      ? value
      : value.code;

/**
 * A consignment's entry: the brand's `{ productCode | productId | product, quantity }` or
 * standard OCC's `{ orderEntry: { entryNumber, product: { code } }, quantity }` (recorded in
 * test/recorded/orders/detail-consignments.json).
 */
const consignmentEntrySchema = lazySchema(() =>
  z.looseObject({
    quantity: z.number().int(),
    productCode: z.string().optional(),
    productId: z.string().optional(),
    product: z.looseObject({ code: z.string() }).optional(),
    orderEntry: z
      .looseObject({ product: z.looseObject({ code: z.string() }).optional() })
      .nullish(),
  }),
);

const consignmentSchema = lazySchema(() =>
  z.looseObject({
    code: z.string(),
    status: z.string(),
    trackingId: z.string().nullish(),
    /** Standard OCC's spelling. */
    trackingID: z.string().nullish(),
    trackingUrl: z.string().nullish(),
    statusDate: z.string().nullish(),
    entries: z.array(consignmentEntrySchema()).optional(),
  }),
);

/**
 * What `paymentInfo` holds: the brand's cash-voucher reference (reference, entity, expiry,
 * barcode), or standard OCC's card (holder, masked number, card type, expiry, billing
 * address; recorded in test/recorded/orders/detail-payment-info.json).
 */
const paymentInfoSchema = lazySchema(() =>
  z.looseObject({
    reference: z.string().optional(),
    entity: z.string().optional(),
    expiry: z.string().optional(),
    barcodeUrl: z.string().optional(),
    accountHolderName: z.string().nullish(),
    cardNumber: z.string().nullish(),
    cardType: z.looseObject({ code: z.string().optional(), name: z.string().optional() }).nullish(),
    billingAddress: occAddressSchema.nullish(),
  }),
);
type PaymentInfo = z.infer<ReturnType<typeof paymentInfoSchema>>;

/** The brand's code for a card payment: a standard order paid by card is one. */
const CARD_PAYMENT_MODE = 'card';
const isCard = (info: PaymentInfo | null | undefined): boolean =>
  Boolean(info?.cardNumber || info?.cardType);

/**
 * OCC's order (`orderWsDTO` plus the storefront's extensions), or an order history summary
 * (`code, guid, placed, status, statusDisplay, total`, recorded in
 * test/recorded/orders/history.json): a summary has no lines, so its products are empty.
 */
export const occOrderSchema = lazySchema(() =>
  z
    .looseObject({
      code: z.string().min(1),
      guid: z.string().optional(),
      created: z.string().optional(),
      /** A summary's date. */
      placed: z.string().optional(),
      status: z.string(),
      statusDisplay: z.string().optional(),
      email: z.string().optional(),
      user: z.looseObject({ uid: z.string().optional(), name: z.string().optional() }).nullish(),
      entries: tolerantList('entries', occOrderEntrySchema()).default([]),
      subTotal: occPriceSchema.optional(),
      totalDiscounts: occPriceSchema.optional(),
      deliveryCost: occPriceSchema.optional(),
      totalPrice: occPriceSchema.optional(),
      /** What the shopper paid where prices are net (standard OCC). */
      totalPriceWithTax: occPriceSchema.optional(),
      /** A summary's total. */
      total: occPriceSchema.optional(),
      deliveryMode: codeOrObject().nullish(),
      shippingMethodCode: z.string().optional(),
      deliveryAddress: occAddressSchema.nullish(),
      billingAddress: occAddressSchema.nullish(),
      paymentMode: codeOrObject().nullish(),
      /** Standard OCC's payment type (ACCOUNT, CARD), B2B checkouts. */
      paymentType: z
        .looseObject({ code: z.string().min(1), displayName: z.string().optional() })
        .nullish(),
      paymentStatus: z.string().optional(),
      paymentInfo: paymentInfoSchema().nullish(),
      purchaser: z
        .looseObject({
          name: z.string(),
          surname: z.string(),
          email: z.string(),
          phoneNumber: z.string().optional(),
        })
        .nullish(),
      appliedPromotion: tolerantList('appliedPromotion', appliedPromotionSchema()).optional(),
      /** Standard OCC's name for the order's fired promotions. */
      appliedOrderPromotions: tolerantList(
        'appliedOrderPromotions',
        appliedPromotionSchema(),
      ).optional(),
      consignments: tolerantList('consignments', consignmentSchema()).optional(),
      statusHistory: z.array(z.object({ status: z.string(), date: z.string() })).optional(),
      trackURL: z.string().nullish(),
      afterShipTrackURL: z.string().nullish(),
      estimatedDeliveryDate: z.string().nullish(),
      deliveryWindow: z.object({ from: z.string(), to: z.string() }).nullish(),
      returnInProcess: z.boolean().optional(),
      /** The brand's extension: the order's returns, each line with the reason code given. */
      orderReturns: tolerantList(
        'orderReturns',
        z.looseObject({
          code: z.string().min(1),
          entries: z.array(
            z.looseObject({
              entryNumber: z.number().int().nonnegative(),
              quantity: z.number().int().positive(),
              reason: z.string(),
            }),
          ),
        }),
      ).optional(),
      thresholdForShipmentsExceeded: z.boolean().optional(),
    })
    .superRefine((order, ctx) => {
      if ((order.created ?? order.placed) === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'An order needs created or placed',
          path: ['created'],
        });
      }
      if ((order.totalPriceWithTax ?? order.totalPrice ?? order.total) === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'An order needs totalPrice (or a summary total)',
          path: ['totalPrice'],
        });
      }
    }),
);
export type OccOrder = z.infer<ReturnType<typeof occOrderSchema>>;

/** The fields that have a value; absent ones are left out (exactOptionalPropertyTypes). */
const defined = <T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]?: NonNullable<T[K]> } =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

/**
 * An OCC address as the order shows it: read once as the core's Address (fromOccAddress), then
 * with places as plain strings (core-orders orderAddressSchema, the billing shape).
 */
function orderAddress(wire: OccAddress | null | undefined) {
  if (!wire) return null;
  const address = fromOccAddress(wire);
  return defined({
    name: address.name,
    surname: address.surname,
    secondSurname: address.secondSurname,
    address: address.address,
    additionalAddress: address.additionalAddress,
    postalCode: address.postalCode,
    city: address.city?.name ?? address.city?.code,
    region: address.region?.name ?? address.region?.code,
    country: address.country.code,
    district: address.district,
    phone: address.phone,
    nationalId: address.nationalId,
  });
}

function sizeCode(entry: z.infer<ReturnType<typeof occOrderEntrySchema>>): string | null {
  if (entry.size === null || entry.size === undefined) return null;
  // A sized product is ordered by its size variant's code.
  return typeof entry.size === 'string' ? entry.product.code : entry.size.code;
}

/**
 * OCC order -> the online order of docs/product/orders.md §1.1. Status label and colour are
 * presentation (core-orders orderStatusDisplay); the back-end status travels as the key.
 */
/** The answer's currency, for the prices a trimmed answer leaves without one. */
function orderCurrency(order: OccOrder): string | undefined {
  return currencyIn(
    order.totalPriceWithTax,
    order.totalPrice,
    order.total,
    order.subTotal,
    ...order.entries.map((entry) => entry.basePrice),
  );
}

/** What the shopper pays: with tax where prices are net, a summary's total otherwise. */
const paidTotal = (order: OccOrder): OccPrice =>
  (order.totalPriceWithTax ?? order.totalPrice ?? order.total)!;

/** The brand's paymentMode, else standard OCC's payment type, else card for a card payment. */
function paymentModeOf(order: OccOrder): string | undefined {
  return (
    codeOf(order.paymentMode) ??
    order.paymentType?.code ??
    (isCard(order.paymentInfo) ? CARD_PAYMENT_MODE : undefined)
  );
}

/** A delivery mode's name where the back-end sends the mode as an object. */
const nameOf = (
  value: z.infer<ReturnType<typeof codeOrObject>> | null | undefined,
): string | undefined =>
  value && typeof value === 'object' ? (value.name ?? undefined) : undefined;

export function toOnlineOrder(order: OccOrder): z.input<typeof onlineOrderSchema> {
  const method = order.shippingMethodCode ?? codeOf(order.deliveryMode) ?? '';
  const info = order.paymentInfo;
  const currency = orderCurrency(order);
  const money = (price: OccPrice | undefined) => price && toPrice(price, currency);
  return {
    code: order.code,
    ...(order.guid ? { id: order.guid } : {}),
    date: (order.created ?? order.placed)!,
    products: order.entries.map((entry) => ({
      id: entry.product.code,
      quantity: entry.quantity,
      sizeCode: sizeCode(entry),
      ...defined({
        entryNumber: entry.entryNumber,
        name: entry.product.name,
        price: money(entry.basePrice),
        total: money(entry.totalPrice),
        image: thumbnailOf(entry.product.images),
        status: entry.status,
        engravingText: entry.engravingInfo?.engravingText,
        personalisationInfo: entry.personalisationInfo
          ? {
              parentEntryNumber: entry.personalisationInfo.parentEntryNumber,
              anchorId: entry.personalisationInfo.anchorId,
            }
          : undefined,
      }),
    })),
    status: { key: order.status, label: order.statusDisplay ?? order.status, color: '' },
    backendStatus: order.status,
    ...(order.statusHistory ? { statusHistory: order.statusHistory } : {}),
    shippingMethodCode: method,
    ...defined({
      deliveryMode: codeOf(order.deliveryMode),
      deliveryModeName: nameOf(order.deliveryMode),
    }),
    trackURL: order.trackURL ?? null,
    afterShipTrackURL: order.afterShipTrackURL ?? null,
    appliedPromotion: (order.appliedPromotion ?? order.appliedOrderPromotions ?? []).map((p) => ({
      promotionTypeCode: p.promotionTypeCode,
    })),
    totals: {
      totalPrice: toPrice(paidTotal(order), currency),
      ...defined({
        subTotal: money(order.subTotal),
        deliveryCost: money(order.deliveryCost),
        totalDiscounts: money(order.totalDiscounts),
      }),
    },
    ...defined({
      paymentStatus: order.paymentStatus,
      paymentMode: paymentModeOf(order),
      paymentName: order.paymentType?.displayName ?? info?.cardType?.name ?? undefined,
      maskedCardNumber: info?.cardNumber ?? undefined,
    }),
    consignments: (order.consignments ?? []).map((consignment) => ({
      code: consignment.code,
      status: consignment.status,
      ...defined({
        trackingId: consignment.trackingId ?? consignment.trackingID ?? consignment.trackingUrl,
        statusDate: consignment.statusDate,
      }),
      ...(consignment.entries
        ? {
            entries: consignment.entries.flatMap((entry) => {
              const productId =
                entry.productId ??
                entry.productCode ??
                entry.product?.code ??
                entry.orderEntry?.product?.code;
              return productId ? [{ productId, quantity: entry.quantity }] : [];
            }),
          }
        : {}),
    })),
    deliveryAddress: orderAddress(order.deliveryAddress),
    // Standard OCC keeps the billing address in the card's payment details.
    billingAddress: orderAddress(order.billingAddress ?? info?.billingAddress),
    estimatedDeliveryDate: order.estimatedDeliveryDate ?? null,
    deliveryWindow: order.deliveryWindow ?? null,
    paymentReferences: info?.reference
      ? {
          reference: info.reference,
          ...defined({ entity: info.entity, expiry: info.expiry, barcode: info.barcodeUrl }),
        }
      : null,
    returnInProcess: order.returnInProcess ?? false,
    returns: (order.orderReturns ?? []).map((filed) => ({
      code: filed.code,
      entries: filed.entries.map(({ entryNumber, quantity, reason }) => ({
        entryNumber,
        quantity,
        reason,
      })),
    })),
  };
}

export const orderWireSchema = lazySchema(() =>
  occOrderSchema()
    .transform(toOnlineOrder)
    .pipe(onlineOrderSchema)
    .transform((order): OnlineOrder => order),
);

/**
 * A page of orders: the brand's `totalOrders` or standard OCC's `pagination.totalResults` as
 * the count (the back-end's count, whatever items of this page could not be read).
 */
export const ordersPageWireSchema = lazySchema(() =>
  z
    .looseObject({
      orders: tolerantList('orders', orderWireSchema()).default([]),
      totalOrders: z.number().int().nonnegative().optional(),
      pagination: z.looseObject({ totalResults: z.number().int().nonnegative() }).optional(),
    })
    .transform((wire): OrdersPage<OnlineOrder> => ({
      orders: wire.orders,
      total: wire.totalOrders ?? wire.pagination?.totalResults ?? wire.orders.length,
    })),
);

export const storeOrdersPageWireSchema = lazySchema(() =>
  z
    .object({
      orders: tolerantList('storeOrders', storePurchaseSchema),
      totalTickets: z.number().int().nonnegative(),
    })
    .transform((wire): OrdersPage<StorePurchase> => ({
      orders: wire.orders,
      total: wire.totalTickets,
    })),
);

/** The same order read as the confirmation page's purchase (docs/product/checkout.md §8.5). */
/** The first of these that is a non-blank text. */
const firstText = (...values: (string | null | undefined)[]): string | undefined =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '');

/**
 * Who bought, for the confirmation: the brand's purchaser block, else the names and e-mail the
 * order's addresses carry, else its user (standard OCC's `user: { uid, name }`; a guest's uid
 * is `guid|e-mail`).
 */
function purchaserOf(order: OccOrder): z.input<typeof purchaseSchema>['purchaser'] {
  if (order.purchaser) {
    const { name, surname, email, phoneNumber } = order.purchaser;
    return { name, surname, email, ...(phoneNumber ? { phoneNumber } : {}) };
  }
  const delivery = order.deliveryAddress;
  const billing = order.billingAddress ?? order.paymentInfo?.billingAddress;
  const [first = '', ...rest] = order.user?.name?.trim().split(/\s+/) ?? [];
  const uid = order.user?.uid?.split('|').pop();
  return {
    name: firstText(delivery?.firstName, billing?.firstName, first) ?? '',
    surname: firstText(delivery?.lastName, billing?.lastName, rest.join(' ')) ?? '',
    email:
      firstText(
        order.email,
        delivery?.email,
        billing?.email,
        uid?.includes('@') ? uid : undefined,
      ) ?? '',
  };
}

/** The same order read as the confirmation page's purchase (docs/product/checkout.md §8.5). */
export function toPurchase(order: OccOrder): z.input<typeof purchaseSchema> {
  const info = order.paymentInfo;
  const deliveryCode = codeOf(order.deliveryMode);
  const currency = orderCurrency(order);
  const price = (value: OccPrice) => toPrice(value, currency);
  const paymentName = order.paymentType?.displayName ?? info?.cardType?.name;
  return {
    code: order.code,
    ...(deliveryCode ? { deliveryMode: { code: deliveryCode } } : {}),
    purchasedProducts: order.entries
      .filter((entry) => entry.quantity > 0)
      .map((entry) => ({
        productId: entry.product.code,
        quantity: entry.quantity,
        sizeCode: sizeCode(entry),
        ...(entry.basePrice ? { price: entry.basePrice.value } : {}),
      })),
    priceSummary: {
      total: price(order.subTotal ?? paidTotal(order)),
      totalAfterShipment: price(paidTotal(order)),
      ...(order.totalDiscounts ? { totalDiscounts: price(order.totalDiscounts) } : {}),
      ...(order.deliveryCost ? { shipmentPrice: price(order.deliveryCost) } : {}),
    },
    purchaser: purchaserOf(order),
    paymentMode: {
      code: paymentModeOf(order) ?? '',
      ...(paymentName ? { name: paymentName } : {}),
    },
    shippingMethodCode: order.shippingMethodCode ?? deliveryCode ?? '',
    thresholdForShipmentsExceeded: order.thresholdForShipmentsExceeded ?? false,
    ...(order.estimatedDeliveryDate ? { estimatedDeliveryDate: order.estimatedDeliveryDate } : {}),
    ...(info?.reference
      ? {
          inSiteReferenceCode: info.reference,
          ...defined({
            inSiteEntity: info.entity,
            expirationDate: info.expiry,
            paymentBarCodeImageUrl: info.barcodeUrl,
          }),
        }
      : {}),
  };
}

export const purchaseWireSchema = lazySchema(() =>
  occOrderSchema()
    .transform(toPurchase)
    .pipe(purchaseSchema)
    .transform((purchase): Purchase => purchase),
);
