import { z } from 'zod';
import { lazySchema } from '../kernel/schema/lazy-schema.js';
import { normalizeCashOnDeliveryConf } from './settings-rules.js';

export const paymentMethodSettingSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    order: z.number().default(0),
  }),
);

export const socialMediaSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    order: z.number().default(0),
    icon: z.string().nullable().default(null),
    url: z.string(),
    productSharing: z.boolean().default(false),
  }),
);

export const headerTypeSettingSchema = lazySchema(() =>
  z.object({
    desktop: z.string().nullable().default(null),
    mobile: z.string().nullable().default(null),
  }),
);

export const cashOnDeliveryConfSchema = lazySchema(() =>
  z.object({
    documentType: z.string().default('C.C.'),
    paymentMethod: z.string().default('CASH_ON_DELIVERY_CASH'),
  }),
);

export const giftPackagingSchema = lazySchema(() =>
  z.object({
    enabled: z.boolean().default(false),
    default: z.boolean().default(false),
    image: z.string().nullable().default(null),
  }),
);

export const LOYALTY_PROGRAM_VARIANTS = ['none', 'loyalty', 'loyaltyPlus'] as const;

/**
 * Site settings as the content system sends them, every switch of docs/product/sites.md §2
 * defaulted so a partial record still gives a complete, safe configuration.
 */
export const siteSettingsSchema = lazySchema(() => {
  // Built here, once, with the schema: as lazy schemas of their own they would be read through
  // a Proxy in some sixty fields on every parse (1.2x the parse time, ADR 0065).
  const flag = z.boolean().default(false);
  const optionalText = z.string().nullable().default(null);
  return z.object({
    code: z.string(),
    language: z.string(),
    domain: z.string().default(''),
    locale: z.string(),
    hybrisCode: z.string().default(''),
    countryCode: z.string(),
    currency: z.string(),
    shippingPrice: z.number().nullable().default(null),
    translations: z.record(z.string(), z.string()).default({}),
    paymentMethods: z.array(paymentMethodSettingSchema).default([]),
    expressCheckoutPaymentMethods: z.array(paymentMethodSettingSchema).default([]),
    countries: z.array(z.string()).default([]),
    vertical: z
      .string()
      .default('main')
      .transform((value) => value.toLowerCase()),
    is_rtl: flag,
    hasEcommerce: z.boolean().default(true),
    hasMultipleCountries: flag,
    hasWishlist: flag,
    hasBookInStoreList: flag,
    hasNewsletter: flag,
    hasNewsletterPopup: flag,
    timeToShowNewsletter: z.number().nonnegative().default(0),
    hasSdd: flag,
    hasReturnPortal: flag,
    hasOrderSplit: flag,
    hasBirthDate: flag,
    hasSecondSurname: flag,
    askNationalId: flag,
    nationalIdMandatory: flag,
    showTaxes: flag,
    showHistoricLowestPrice: flag,
    showLastStockTag: flag,
    showSoldOutTag: flag,
    last_stock_number: z.number().int().nonnegative().default(0),
    show_novelty_tag: flag,
    show_exclusive_online_tag: flag,
    giftPackaging: giftPackagingSchema.prefault({}),
    customize: flag,
    addressAutocompleteRegionLevel: z.number().int().nullable().default(null),
    verifyAddress: flag,
    carrierIntegration: flag,
    activeLoyaltyProgram: z.enum(LOYALTY_PROGRAM_VARIANTS).default('none'),
    cashOnDeliveryConf: cashOnDeliveryConfSchema
      .prefault({})
      .transform(normalizeCashOnDeliveryConf),
    checkoutCompany: flag,
    productsPerCategoryPage: z.number().int().positive().default(9999),
    productsPerCategoryPageManual: z.number().int().positive().nullable().default(null),
    manualGridScroll: flag,
    categoryGridColumns: z
      .object({
        desktop: z.number().int().positive().default(4),
        mobile: z.number().int().positive().default(2),
      })
      .prefault({}),
    map_zoom: z.number().default(6),
    isGlobaleManaged: flag,
    socialMedia: z.array(socialMediaSchema).default([]),
    gdpr: flag,
    chatEnabledWeb: flag,
    chatEnabledApp: flag,
    messagingEnabled: flag,
    downloadAppModalImages: z.array(z.string()).default([]),
    sameDayDelivery: flag,
    retailRecommendation: flag,
    dynamicPersonalisation: flag,
    applePay: flag,
    klarnaSite: optionalText,
    klarnaTooltip: flag,
    instalmentPayments: flag,
    virtualTryOn: flag,
    cartCheck: flag,
    changeOrderAddress: flag,
    hiddenOrderColumns: z.array(z.string()).default([]),
    comingSoon: flag,
    bookInStore: flag,
    estimatedDelivery: flag,
    amazonPayRegion: optionalText,
    expressCheckoutRegions: z.array(z.string()).default([]),
    presellPopup: flag,
    headerTypes: z.record(z.string(), headerTypeSettingSchema).default({}),
    searchPlatform: optionalText,
    shoppingAccelerator: flag,
    alternativeProductImages: z
      .object({ enabled: flag, categoryIds: z.array(z.string()).default([]) })
      .prefault({}),
    jumboBag: flag,
    migration: flag,
    promotionDate: optionalText,
    expirationDate: optionalText,
    showTown: flag,
    showPostalCode: flag,
    showDistrictByCity: flag,
    labels: z.record(z.string(), z.string()).default({}),
    featureFlags: z
      .array(
        z.union([
          z.string(),
          z.object({
            name: z.string(),
            enabled: z.boolean().nullish(),
            value: z.boolean().nullish(),
          }),
        ]),
      )
      .default([]),
    countryOverrides: z.array(z.string()).default([]),
  });
});

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;

export function parseSiteSettings(input: unknown): SiteSettings {
  return siteSettingsSchema.parse(input);
}
