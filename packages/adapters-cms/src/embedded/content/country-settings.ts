import { siteInfo, type SiteCode, type SiteSettingsInput } from '@atelier/core-catalogue';

type Loyalty = 'none' | 'loyalty' | 'loyaltyPlus';

export interface CountryRow {
  shippingPrice: number;
  payments: readonly string[];
  express: readonly string[];
  loyalty: Loyalty;
  /** Shops in the country deliver the same day (the commerce sandbox serves 28001 this way). */
  sdd: boolean;
  flags: readonly string[];
  extra?: Partial<SiteSettingsInput>;
}

const EU_FLAGS = ['onetrust'] as const;

// Per country, because payment methods, prices and programmes follow the market, not the language.
// Address verification (docs/product/checkout.md §5.2) is on where a shop would run it: the
// markets whose postal services publish the data (ES, PT, MX, GB, US; issue 31 point 3).
const COUNTRIES: Record<string, CountryRow> = {
  ES: {
    shippingPrice: 3.95,
    payments: ['card', 'paypal', 'bizum', 'klarna', 'applepay', 'googlepay'],
    express: ['applepay', 'googlepay', 'paypal'],
    loyalty: 'loyaltyPlus',
    sdd: true,
    flags: ['newEngravingsModule', 'upsellModule', ...EU_FLAGS],
    extra: {
      verifyAddress: true,
      hasSecondSurname: true,
      askNationalId: true,
      hasReturnPortal: true,
      hasBookInStoreList: true,
      bookInStore: true,
    },
  },
  PT: {
    shippingPrice: 3.95,
    payments: ['card', 'mbway', 'multibanco', 'paypal', 'applepay'],
    express: ['applepay', 'paypal'],
    loyalty: 'loyaltyPlus',
    sdd: true,
    flags: ['newEngravingsModule', ...EU_FLAGS],
    extra: { verifyAddress: true, askNationalId: true, hasReturnPortal: true },
  },
  MX: {
    shippingPrice: 99,
    payments: ['card', 'oxxo', 'kueski', 'mercadopago', 'paynet', 'paypal'],
    express: ['paypal'],
    loyalty: 'loyaltyPlus',
    sdd: true,
    flags: ['newEngravingsModule'],
    // The address form picks the state and city, and the colonia by city (postal-code tree).
    extra: {
      verifyAddress: true,
      showTaxes: true,
      addressAutocompleteRegionLevel: 2,
      showDistrictByCity: true,
      instalmentPayments: true,
    },
  },
  FR: {
    shippingPrice: 4.95,
    payments: ['card', 'paypal', 'oney', 'applepay', 'googlepay'],
    express: ['applepay', 'googlepay'],
    loyalty: 'loyalty',
    sdd: false,
    flags: ['newEngravingsModule', 'upsellModule', ...EU_FLAGS],
    extra: { showHistoricLowestPrice: true },
  },
  DE: {
    shippingPrice: 4.95,
    payments: ['card', 'paypal', 'klarna', 'giropay', 'applepay'],
    express: ['applepay', 'paypal'],
    loyalty: 'loyalty',
    sdd: false,
    flags: [...EU_FLAGS],
    extra: { showHistoricLowestPrice: true, klarnaSite: 'DE', klarnaTooltip: true },
  },
  IT: {
    shippingPrice: 4.95,
    payments: ['card', 'paypal', 'klarna', 'applepay'],
    express: ['applepay'],
    loyalty: 'loyalty',
    sdd: false,
    flags: ['newEngravingsModule', ...EU_FLAGS],
    extra: { showHistoricLowestPrice: true, askNationalId: true },
  },
  GB: {
    shippingPrice: 3.95,
    payments: ['card', 'paypal', 'klarna', 'applepay', 'googlepay', 'amazonpay'],
    express: ['applepay', 'googlepay', 'amazonpay'],
    loyalty: 'loyalty',
    sdd: false,
    flags: ['newEngravingsModule', ...EU_FLAGS],
    extra: { verifyAddress: true, amazonPayRegion: 'uk', klarnaSite: 'GB' },
  },
  GR: {
    shippingPrice: 4.5,
    payments: ['card', 'paypal', 'cashondelivery'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [...EU_FLAGS],
  },
  CZ: {
    shippingPrice: 119,
    payments: ['card', 'paypal'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [...EU_FLAGS],
  },
  SK: {
    shippingPrice: 4.5,
    payments: ['card', 'paypal'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [...EU_FLAGS],
  },
  PL: {
    shippingPrice: 19.9,
    payments: ['card', 'p24', 'blik', 'payu', 'paypal'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [...EU_FLAGS],
  },
  RU: {
    shippingPrice: 490,
    payments: ['card', 'yookassa'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [],
  },
  SA: {
    shippingPrice: 25,
    payments: ['card', 'tabby', 'cashondelivery', 'applepay'],
    express: ['applepay'],
    loyalty: 'none',
    sdd: false,
    flags: [],
    extra: { cashOnDeliveryConf: { documentType: 'id', paymentMethod: 'cash_on_delivery_cash' } },
  },
  IL: {
    shippingPrice: 30,
    payments: ['card', 'pelecard'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [],
  },
  JP: {
    shippingPrice: 800,
    payments: ['card', 'paypal', 'applepay'],
    express: ['applepay'],
    loyalty: 'none',
    sdd: false,
    flags: [],
  },
  CO: {
    shippingPrice: 12000,
    payments: ['card', 'addi', 'mercadopago', 'cashondelivery'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: ['addi'],
    extra: { cashOnDeliveryConf: {} },
  },
  CL: {
    shippingPrice: 3990,
    payments: ['card', 'mercadopago'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [],
  },
  PE: {
    shippingPrice: 15,
    payments: ['card', 'mercadopago'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [],
  },
  CR: {
    shippingPrice: 3500,
    payments: ['card', 'powertranz'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [],
  },
  US: {
    shippingPrice: 5.95,
    payments: ['card', 'paypal', 'klarna', 'applepay', 'googlepay', 'amazonpay', 'afterpaytouch'],
    express: ['applepay', 'googlepay', 'amazonpay', 'paypal'],
    loyalty: 'loyalty',
    sdd: false,
    flags: ['newEngravingsModule'],
    extra: {
      verifyAddress: true,
      showTaxes: true,
      amazonPayRegion: 'us',
      expressCheckoutRegions: ['US'],
    },
  },
  PR: {
    shippingPrice: 5.95,
    payments: ['card', 'paypal', 'applepay'],
    express: ['applepay'],
    loyalty: 'none',
    sdd: false,
    flags: [],
    extra: { showTaxes: true },
  },
  CA: {
    shippingPrice: 7.95,
    payments: ['card', 'paypal', 'applepay'],
    express: ['applepay'],
    loyalty: 'none',
    sdd: false,
    flags: [],
    extra: { showTaxes: true },
  },
  IC: {
    shippingPrice: 9.95,
    payments: ['card', 'paypal'],
    express: [],
    loyalty: 'none',
    sdd: false,
    flags: [],
    extra: {
      isGlobaleManaged: true,
      hasMultipleCountries: true,
      countries: ['AD', 'CH', 'NO', 'AU', 'NZ'],
    },
  },
  CI: {
    shippingPrice: 5.95,
    payments: ['card', 'paypal'],
    express: [],
    loyalty: 'loyaltyPlus',
    sdd: false,
    flags: [...EU_FLAGS],
  },
};

// Studio-line sites sell the studio collection in Spain without the main programme or stores.
const STUDIO: Partial<CountryRow> = { loyalty: 'none', sdd: false, flags: [...EU_FLAGS] };

/**
 * Sites with stores that deliver the same day, as in the commerce sandbox: Spain (Madrid 28001 and
 * others, for es-es and es-ca), Lisbon (pt-pt) and Mexico City (mx-es).
 */
export const SDD_SITES: ReadonlySet<SiteCode> = new Set<SiteCode>([
  'es-es',
  'es-ca',
  'pt-pt',
  'mx-es',
]);

export function countryRowFor(site: SiteCode): CountryRow {
  const info = siteInfo(site);
  const row = COUNTRIES[info.countryCode];
  if (!row) throw new Error(`No settings row for country ${info.countryCode}`);
  return info.vertical === 'suot' ? { ...row, ...STUDIO } : row;
}
