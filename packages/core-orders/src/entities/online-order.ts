import { z } from 'zod';
import { flatAddressSchema, moneySchema, lazySchema } from '@atelier/core-catalogue';

export const orderStatusLabelSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    color: z.string(),
  }),
);

export const statusHistoryEntrySchema = lazySchema(() =>
  z.object({ status: z.string(), date: z.string() }),
);

/**
 * An order's delivery or billing address as the back-end keeps it: core-catalogue's flat
 * Address (places as plain strings), every field optional because old orders may lack any.
 */
export const orderAddressSchema = lazySchema(() => flatAddressSchema.partial());

export const orderProductSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The line's number in the order: what a return names (docs/product/commerce-api.md §9). */
    entryNumber: z.number().int().nonnegative().optional(),
    name: z.string().optional(),
    quantity: z.number().int().nonnegative(),
    /** The price of one piece (OCC `basePrice`). */
    price: moneySchema.optional(),
    /** The line's total as the back-end charged it (OCC `totalPrice`): money is the back-end's. */
    total: moneySchema.optional(),
    sizeCode: z.string().nullable().optional(),
    image: z.string().optional(),
    /** The line's own back-end status, when the order is split. */
    status: z.string().optional(),
    statusHistory: z.array(statusHistoryEntrySchema).optional(),
    engravingText: z.string().nullable().optional(),
    /** A charm's personalised piece (its entry) and anchor (docs/product/product.md §3.4). */
    personalisationInfo: z
      .object({ parentEntryNumber: z.number().int().nonnegative(), anchorId: z.string() })
      .optional(),
  }),
);

export const orderTotalsSchema = lazySchema(() =>
  z.object({
    subTotal: moneySchema.optional(),
    deliveryCost: moneySchema.optional(),
    totalDiscounts: moneySchema.optional(),
    totalPrice: moneySchema,
  }),
);

export const consignmentSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    status: z.string(),
    trackingId: z.string().optional(),
    entries: z.array(z.object({ productId: z.string(), quantity: z.number().int() })).optional(),
    statusDate: z.string().optional(),
  }),
);

/** Where to pay a cash-voucher or in-site order (OXXO, Multibanco). */
export const paymentReferenceSchema = lazySchema(() =>
  z.object({
    entity: z.string().optional(),
    reference: z.string(),
    expiry: z.string().optional(),
    barcode: z.string().optional(),
  }),
);

/** A return filed for the order: each line by its entry number, with the reason code given. */
export const orderReturnSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    entries: z.array(
      z.object({
        entryNumber: z.number().int().nonnegative(),
        quantity: z.number().int().positive(),
        reason: z.string(),
      }),
    ),
  }),
);

/** An online order: every field of docs/product/orders.md §1.1. */
export const onlineOrderSchema = lazySchema(() =>
  z
    .object({
      id: z.string().optional(),
      code: z.string().optional(),
      date: z.string(),
      products: z.array(orderProductSchema),
      status: orderStatusLabelSchema,
      /** The back-end status the timeline is built from (section 4.11). */
      backendStatus: z.string().optional(),
      statusHistory: z.array(statusHistoryEntrySchema).optional(),
      shippingMethodCode: z.string(),
      deliveryMode: z.string().optional(),
      /** The delivery mode's name as the back-end gives it, for a code the labels do not know. */
      deliveryModeName: z.string().optional(),
      trackURL: z.string().nullable().optional(),
      afterShipTrackURL: z.string().nullable().optional(),
      appliedPromotion: z.array(z.object({ promotionTypeCode: z.string() })).default([]),
      totals: orderTotalsSchema,
      paymentStatus: z.string().optional(),
      paymentMode: z.string().optional(),
      /** The payment's name as the back-end gives it (OCC `paymentType.displayName`, card type). */
      paymentName: z.string().optional(),
      /** A card payment's masked number as the back-end keeps it ('************1111'). */
      maskedCardNumber: z.string().optional(),
      consignments: z.array(consignmentSchema).default([]),
      deliveryAddress: orderAddressSchema.nullable().optional(),
      billingAddress: orderAddressSchema.nullable().optional(),
      estimatedDeliveryDate: z.string().nullable().optional(),
      deliveryWindow: z.object({ from: z.string(), to: z.string() }).nullable().optional(),
      paymentReferences: paymentReferenceSchema.nullable().optional(),
      returnInProcess: z.boolean().default(false),
      /** The returns filed for it, with their reasons (docs/product/returns.md §3). */
      returns: z.array(orderReturnSchema).default([]),
    })
    // The back-end identifies orders by id on some calls and by code on others.
    .refine((order) => Boolean(order.id ?? order.code), {
      message: 'An order needs an id or a code',
      path: ['code'],
    }),
);
export type OnlineOrder = z.infer<typeof onlineOrderSchema>;

/** The identifier an order is shown and fetched with: the code, else the id. */
export function orderCodeOf(order: Pick<OnlineOrder, 'id' | 'code'>): string {
  return order.code ?? order.id ?? '';
}
