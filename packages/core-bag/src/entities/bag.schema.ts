import { addressSchema, moneySchema, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { ProductAvailabilityErrorSchema } from './availability-error.schema.js';
import { CartEntrySchema } from './cart-entry.schema.js';
import { CartModificationSchema } from './cart-modification.schema.js';
import { SaveForLaterSchema } from './save-for-later.schema.js';
import { ShippingMethodSchema, StoreSchema } from './shipping-method.schema.js';

export const PriceSummarySchema = lazySchema(() =>
  z.object({
    total: moneySchema,
    totalAfterShipment: moneySchema.optional(),
    totalDiscounts: moneySchema.optional(),
    shipmentPrice: moneySchema.optional(),
    appliedVoucher: z.object({ voucherCode: z.string() }).nullish(),
    /** Every applied voucher when several stack (appliedVoucher is the first of them). */
    appliedVouchers: z.array(z.object({ voucherCode: z.string() })).optional(),
    appliedPromotion: z.array(z.object({ promotionTypeCode: z.string() }).loose()).optional(),
  }),
);
export type PriceSummary = z.infer<typeof PriceSummarySchema>;

export const GwpPromotionsSchema = lazySchema(() =>
  z.object({
    successful: z.boolean(),
    state: z.string().optional(),
  }),
);

/** One promotion type the shopper may switch on (for example the employee discount). */
export const ShouldApplyPromotionSchema = lazySchema(() =>
  z.object({ key: z.string(), value: z.boolean() }),
);

/**
 * The bag (docs/product/bag.md §1.1), every field. Only products are required: a freshly created
 * bag comes back nearly empty, and the rules treat a missing list as no data.
 */
export const BagSchema = lazySchema(() =>
  z.object({
    /** The cart code; the latest bag of a user is the one with the highest code. */
    code: z.string().optional(),
    products: z.array(CartEntrySchema),
    /** The guid, kept in the cart cookie for anonymous bags. */
    cartId: z.string().nullish(),
    cartUserCode: z.string().nullish(),
    numberOfSelectedProducts: z.number().int().nonnegative().optional(),
    priceSummary: PriceSummarySchema.optional(),
    /** core-catalogue's one Address: adapters-commerce maps the cart's OCC addresses to it. */
    shippingAddress: addressSchema.nullish(),
    billingAddress: addressSchema.nullish(),
    shippingMethod: ShippingMethodSchema.nullish(),
    shippingMethods: z.array(ShippingMethodSchema).optional(),
    email: z.string().nullish(),
    pickupStore: StoreSchema.nullish(),
    saveForLater: SaveForLaterSchema.optional(),
    customerPostalCode: z.string().nullish(),
    sddPostalCode: z.string().nullish(),
    isSddEnabled: z.boolean().optional(),
    storesByCP: z.array(StoreSchema).optional(),
    sddLabels: z.record(z.string(), z.string()).optional(),
    productAvailabilityErrors: z.array(ProductAvailabilityErrorSchema).optional(),
    /** What the call this bag answers changed short of what was asked (standard OCC). */
    cartModifications: z.array(CartModificationSchema).optional(),
    isPurchasable: z.boolean().optional(),
    notAvailableProductsForEngraving: z.array(z.string()).optional(),
    installments: z.number().int().nonnegative().nullish(),
    selectedPaymentModeCode: z.string().nullish(),
    /** The anti-money-laundering shipment threshold was exceeded. */
    moneyLaundering: z.boolean().optional(),
    shouldApplyPromotion: z.array(ShouldApplyPromotionSchema).optional(),
    globaleCartToken: z.string().nullish(),
    includePackaging: z.boolean().optional(),
    estimatedDeliveryDate: z.string().nullish(),
    gwpPromotions: GwpPromotionsSchema.optional(),
    wrongVoucher: z.boolean().optional(),
    isInterfaceLocked: z.boolean().optional(),
    oneClickCheckout: z.boolean().optional(),
    termsCheckboxHidden: z.boolean().optional(),
    minimizedSummary: z.boolean().optional(),
  }),
);
export type Bag = z.infer<typeof BagSchema>;
