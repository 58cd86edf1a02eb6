import { purchaseSchema, type Purchase } from '@atelier/core-checkout';
import {
  onlineOrderSchema,
  storePurchaseSchema,
  type OnlineOrder,
  type OrdersPage,
  type StorePurchase,
} from '@atelier/core-orders';
import { z } from 'zod';
import { occPriceSchema, toPrice } from './money.schema.js';
import { fromOccAddress, occAddressSchema, type OccAddress } from './occ-address.js';

const occOrderEntrySchema = z.looseObject({
  entryNumber: z.number().int().nonnegative().optional(),
  quantity: z.number().int().nonnegative(),
  product: z.looseObject({
    code: z.string().min(1),
    name: z.string().optional(),
    images: z.array(z.looseObject({ url: z.string() })).optional(),
  }),
  size: z.union([z.string(), z.looseObject({ code: z.string() })]).nullish(),
  basePrice: occPriceSchema.optional(),
  isGift: z.boolean().optional(),
  engravingInfo: z.looseObject({ engravingText: z.string() }).nullish(),
  status: z.string().optional(),
});

const codeOrObject = z.union([z.string(), z.looseObject({ code: z.string() })]);
const codeOf = (value: z.infer<typeof codeOrObject> | null | undefined): string | undefined =>
  value === null || value === undefined
    ? undefined
    : typeof value === 'string'
      ? value
      : value.code;

const consignmentEntrySchema = z.looseObject({
  quantity: z.number().int(),
  productCode: z.string().optional(),
  productId: z.string().optional(),
  product: z.looseObject({ code: z.string() }).optional(),
});

/** OCC's order (`orderWsDTO` plus the storefront's extensions). */
export const occOrderSchema = z.looseObject({
  code: z.string().min(1),
  guid: z.string().optional(),
  created: z.string(),
  status: z.string(),
  statusDisplay: z.string().optional(),
  email: z.string().optional(),
  entries: z.array(occOrderEntrySchema),
  subTotal: occPriceSchema.optional(),
  totalDiscounts: occPriceSchema.optional(),
  deliveryCost: occPriceSchema.optional(),
  totalPrice: occPriceSchema,
  deliveryMode: codeOrObject.nullish(),
  shippingMethodCode: z.string().optional(),
  deliveryAddress: occAddressSchema.nullish(),
  billingAddress: occAddressSchema.nullish(),
  paymentMode: codeOrObject.nullish(),
  paymentStatus: z.string().optional(),
  paymentInfo: z
    .looseObject({
      reference: z.string().optional(),
      entity: z.string().optional(),
      expiry: z.string().optional(),
      barcodeUrl: z.string().optional(),
    })
    .nullish(),
  purchaser: z
    .looseObject({
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      phoneNumber: z.string().optional(),
    })
    .nullish(),
  appliedPromotion: z.array(z.looseObject({ promotionTypeCode: z.string() })).optional(),
  consignments: z
    .array(
      z.looseObject({
        code: z.string(),
        status: z.string(),
        trackingId: z.string().nullish(),
        trackingUrl: z.string().nullish(),
        statusDate: z.string().nullish(),
        entries: z.array(consignmentEntrySchema).optional(),
      }),
    )
    .optional(),
  statusHistory: z.array(z.object({ status: z.string(), date: z.string() })).optional(),
  trackURL: z.string().nullish(),
  afterShipTrackURL: z.string().nullish(),
  estimatedDeliveryDate: z.string().nullish(),
  deliveryWindow: z.object({ from: z.string(), to: z.string() }).nullish(),
  returnInProcess: z.boolean().optional(),
  thresholdForShipmentsExceeded: z.boolean().optional(),
});
export type OccOrder = z.infer<typeof occOrderSchema>;

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

function sizeCode(entry: z.infer<typeof occOrderEntrySchema>): string | null {
  if (entry.size === null || entry.size === undefined) return null;
  // A sized product is ordered by its size variant's code.
  return typeof entry.size === 'string' ? entry.product.code : entry.size.code;
}

/**
 * OCC order -> the online order of spec 2 and 3, section 3. Status label and colour are
 * presentation (core-orders orderStatusDisplay); the back-end status travels as the key.
 */
export function toOnlineOrder(order: OccOrder): z.input<typeof onlineOrderSchema> {
  const method = order.shippingMethodCode ?? codeOf(order.deliveryMode) ?? '';
  const info = order.paymentInfo;
  return {
    code: order.code,
    ...(order.guid ? { id: order.guid } : {}),
    date: order.created,
    products: order.entries.map((entry) => ({
      id: entry.product.code,
      quantity: entry.quantity,
      sizeCode: sizeCode(entry),
      ...defined({
        entryNumber: entry.entryNumber,
        name: entry.product.name,
        price: entry.basePrice && toPrice(entry.basePrice),
        image: entry.product.images?.[0]?.url,
        status: entry.status,
        engravingText: entry.engravingInfo?.engravingText,
      }),
    })),
    status: { key: order.status, label: order.statusDisplay ?? order.status, color: '' },
    backendStatus: order.status,
    ...(order.statusHistory ? { statusHistory: order.statusHistory } : {}),
    shippingMethodCode: method,
    ...defined({ deliveryMode: codeOf(order.deliveryMode) }),
    trackURL: order.trackURL ?? null,
    afterShipTrackURL: order.afterShipTrackURL ?? null,
    appliedPromotion: (order.appliedPromotion ?? []).map((p) => ({
      promotionTypeCode: p.promotionTypeCode,
    })),
    totals: {
      totalPrice: toPrice(order.totalPrice),
      ...defined({
        subTotal: order.subTotal && toPrice(order.subTotal),
        deliveryCost: order.deliveryCost && toPrice(order.deliveryCost),
        totalDiscounts: order.totalDiscounts && toPrice(order.totalDiscounts),
      }),
    },
    ...defined({ paymentStatus: order.paymentStatus, paymentMode: codeOf(order.paymentMode) }),
    consignments: (order.consignments ?? []).map((consignment) => ({
      code: consignment.code,
      status: consignment.status,
      ...defined({
        trackingId: consignment.trackingId ?? consignment.trackingUrl,
        statusDate: consignment.statusDate,
      }),
      ...(consignment.entries
        ? {
            entries: consignment.entries.flatMap((entry) => {
              const productId = entry.productId ?? entry.productCode ?? entry.product?.code;
              return productId ? [{ productId, quantity: entry.quantity }] : [];
            }),
          }
        : {}),
    })),
    deliveryAddress: orderAddress(order.deliveryAddress),
    billingAddress: orderAddress(order.billingAddress),
    estimatedDeliveryDate: order.estimatedDeliveryDate ?? null,
    deliveryWindow: order.deliveryWindow ?? null,
    paymentReferences: info?.reference
      ? {
          reference: info.reference,
          ...defined({ entity: info.entity, expiry: info.expiry, barcode: info.barcodeUrl }),
        }
      : null,
    returnInProcess: order.returnInProcess ?? false,
  };
}

export const orderWireSchema = occOrderSchema
  .transform(toOnlineOrder)
  .pipe(onlineOrderSchema)
  .transform((order): OnlineOrder => order);

export const ordersPageWireSchema = z
  .object({ orders: z.array(orderWireSchema), totalOrders: z.number().int().nonnegative() })
  .transform((wire): OrdersPage<OnlineOrder> => ({ orders: wire.orders, total: wire.totalOrders }));

export const storeOrdersPageWireSchema = z
  .object({ orders: z.array(storePurchaseSchema), totalTickets: z.number().int().nonnegative() })
  .transform((wire): OrdersPage<StorePurchase> => ({
    orders: wire.orders,
    total: wire.totalTickets,
  }));

/** The same order read as the confirmation page's purchase (spec 2, section 3). */
export function toPurchase(order: OccOrder): z.input<typeof purchaseSchema> {
  const address = order.deliveryAddress;
  const info = order.paymentInfo;
  const deliveryCode = codeOf(order.deliveryMode);
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
      total: toPrice(order.subTotal ?? order.totalPrice),
      totalAfterShipment: toPrice(order.totalPrice),
      ...(order.totalDiscounts ? { totalDiscounts: toPrice(order.totalDiscounts) } : {}),
      ...(order.deliveryCost ? { shipmentPrice: toPrice(order.deliveryCost) } : {}),
    },
    // Without a purchaser block the delivery name and the order's e-mail stand in.
    purchaser: order.purchaser
      ? {
          name: order.purchaser.name,
          surname: order.purchaser.surname,
          email: order.purchaser.email,
          ...(order.purchaser.phoneNumber ? { phoneNumber: order.purchaser.phoneNumber } : {}),
        }
      : {
          name: address?.firstName ?? '',
          surname: address?.lastName ?? '',
          email: order.email ?? '',
        },
    paymentMode: { code: codeOf(order.paymentMode) ?? '' },
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

export const purchaseWireSchema = occOrderSchema
  .transform(toPurchase)
  .pipe(purchaseSchema)
  .transform((purchase): Purchase => purchase);
