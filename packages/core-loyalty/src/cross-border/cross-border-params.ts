export interface CrossBorderParams {
  country: string;
  currency: string;
  culture: string;
}

export const FALLBACK_CURRENCY = 'EUR';
export const FALLBACK_CULTURE = 'en-GB';
export const FALLBACK_COUNTRY = 'ES';

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Cookie parameters count as informed only when country, currency and culture are all set. */
export function areCookieParamsInformed(
  params: Partial<Record<keyof CrossBorderParams, string | null>> | null | undefined,
): params is CrossBorderParams {
  return Boolean(
    params && filled(params.country) && filled(params.currency) && filled(params.culture),
  );
}

export interface CrossBorderParamsSources {
  cookie?: Partial<Record<keyof CrossBorderParams, string | null>> | null;
  visitorCountry?: string | null;
  /** The default currency of the visitor's country in the country selector. */
  selectorDefaultCurrency?: string | null;
  productCurrency?: string | null;
}

/**
 * The country, currency and culture sent to the cross-border provider: the cookie's when
 * informed; otherwise the visitor's country, the selector's default or the product's currency
 * (else EUR), and culture en-GB.
 */
export function resolveCrossBorderParams(sources: CrossBorderParamsSources): CrossBorderParams {
  if (areCookieParamsInformed(sources.cookie)) {
    const { country, currency, culture } = sources.cookie;
    return { country, currency, culture };
  }
  const currency =
    [sources.selectorDefaultCurrency, sources.productCurrency].find(filled) ?? FALLBACK_CURRENCY;
  return {
    country: filled(sources.visitorCountry) ? sources.visitorCountry : FALLBACK_COUNTRY,
    currency,
    culture: FALLBACK_CULTURE,
  };
}

/** The delivery cost is asked only on provider-managed sites with a bag total. */
export function shouldRequestDeliveryCost(ctx: {
  isGlobaleManaged: boolean;
  total: number | null | undefined;
}): boolean {
  return ctx.isGlobaleManaged && typeof ctx.total === 'number' && Number.isFinite(ctx.total);
}

/**
 * The country the cross-border landing was opened for (docs/product/cross-border.md §8): the
 * `GLCountry` query parameter, with a language (the site code) containing 'ic'; an ISO 3166
 * alpha-2 code or nothing.
 */
export function landingCountry(
  language: string,
  glCountry: string | null | undefined,
): string | null {
  if (!language.toLowerCase().includes('ic')) return null;
  const code = (glCountry ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}
