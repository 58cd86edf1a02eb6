export interface OneClickContext {
  shippingMethod: string | null;
  /** The country's standard method code (standard, standard_ca...). */
  countryStandardMethod: string;
  cmsFlag: boolean;
  featureFlag: boolean;
}

/**
 * docs/product/checkout.md §7.2: one-click checkout needs the country-standard method and both
 * flags.
 */
export function isOneClickCheckout(ctx: OneClickContext): boolean {
  return ctx.cmsFlag && ctx.featureFlag && ctx.shippingMethod === ctx.countryStandardMethod;
}

export type CheckoutAnalyticsType = 'global-e' | 'one-click' | 'standard' | 'express';

/** The checkout type sent to analytics: the cross-border provider and wallets take precedence. */
export function checkoutAnalyticsType(ctx: {
  crossBorderManaged: boolean;
  express: boolean;
  oneClick: boolean;
}): CheckoutAnalyticsType {
  if (ctx.crossBorderManaged) return 'global-e';
  if (ctx.express) return 'express';
  if (ctx.oneClick) return 'one-click';
  return 'standard';
}
