/**
 * Back-end names that carry the brand (docs/architecture.md §8). The domain uses
 * neutral names; only this file knows how the brand key turns into wire names.
 */
export interface BrandNames {
  channelHeader: string;
  appTypeHeader: string;
  countryHeader: string;
  currencyHeader: string;
  cultureHeader: string;
  /** `my{Brand}TermsAccepted` */
  termsAccepted: string;
  /** `hasMy{Brand}` */
  hasMembership: string;
  /** `my{Brand}Id` */
  membershipId: string;
}

/** ATELIER -> Atelier, for camel-case field names. */
function capitalised(brandKey: string): string {
  const lower = brandKey.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export function brandNames(brandKey: string): BrandNames {
  const upper = brandKey.toUpperCase();
  const camel = capitalised(brandKey);
  return {
    channelHeader: `X-${upper}-CHANNEL`,
    appTypeHeader: `X-${upper}-APPTYPE`,
    countryHeader: `X-${upper}-GLOBALE-COUNTRY`,
    currencyHeader: `X-${upper}-GLOBALE-CURRENCY`,
    cultureHeader: `X-${upper}-GLOBALE-CULTURE`,
    termsAccepted: `my${camel}TermsAccepted`,
    hasMembership: `hasMy${camel}`,
    membershipId: `my${camel}Id`,
  };
}
