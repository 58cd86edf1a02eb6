import { moneySchema as money, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { paymentModeSchema } from './payment-mode.js';
import { purchaserSchema } from './purchaser.js';

/** The order confirmation data (docs/product/checkout.md §8.5). */
export const purchaseSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1),
    deliveryMode: z.object({ code: z.string(), name: z.string().optional() }).optional(),
    purchasedProducts: z.array(
      z.object({
        productId: z.string(),
        quantity: z.number().int().positive(),
        price: z.number().optional(),
        sizeCode: z.string().nullable().optional(),
      }),
    ),
    priceSummary: z.object({
      total: money,
      totalAfterShipment: money.optional(),
      totalDiscounts: money.optional(),
      shipmentPrice: money.optional(),
    }),
    purchaser: purchaserSchema,
    paymentMode: paymentModeSchema.pick({ code: true, name: true }).partial({ name: true }),
    shippingMethodCode: z.string(),
    thresholdForShipmentsExceeded: z.boolean().default(false),
    estimatedDeliveryDate: z.string().optional(),
    /** Cash-voucher methods (Multibanco, OXXO): where and until when to pay. */
    inSiteReferenceCode: z.string().optional(),
    inSiteEntity: z.string().optional(),
    expirationDate: z.string().optional(),
    paymentBarCodeImageUrl: z.string().optional(),
  }),
);

export type Purchase = z.infer<typeof purchaseSchema>;
