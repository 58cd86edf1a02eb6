// /{lang}/checkout on the sites a cross-border provider manages (docs/product/cross-border.md §2;
// docs/product/cross-border.md: the provider's helper, its country info and the built-in fallbacks
// of docs/product/cross-border.md §4). On any other site the address is the shop's own checkout:
// a redirect to its entry step, which sends an empty bag to the cart (docs/product/checkout.md §1.1;
// it was a 404, issue 31 point 9).
import { buildPath } from '@atelier/core-catalogue';
import { countryInfoOrDefault, type CountryInfo } from '@atelier/core-loyalty';
import { redirect } from 'vike/abort';
import type { LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { CrossBorderCheckoutData } from '../cross-border-view.js';

/**
 * The commerce sandbox's stand-in of the provider's script, same-origin through the commerce
 * proxy (ADR 0054). A real back-end never names it; the proxy forwards only this path there.
 */
export const SANDBOX_PROVIDER_SCRIPT = '/api/commerce/sandbox/cross-border/client.js';

/**
 * Where the helper script lives: an absolute https URL as given, or a path on the helper's
 * host (clientJsDomain), or, with no host, the sandbox stand-in's one path on this origin
 * (the page's script-src 'self' already covers it). Anything else (no URL, plain http, a host
 * with a path or port in it, another path of this origin) loads nothing, and the page shows
 * its fallback.
 */
export function helperScriptSrc(info: CountryInfo): string | null {
  if (info.isEnabled === false) return null;
  const url = info.clientJsUrl?.trim() ?? '';
  const host = info.clientJsDomain?.trim() ?? '';
  if (url === '') return null;
  if (host === '') return url === SANDBOX_PROVIDER_SCRIPT ? url : null;
  if (/^https:\/\//i.test(url)) {
    try {
      return new URL(url).href;
    } catch {
      return null;
    }
  }
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  if (!/^[a-z0-9.-]+$/i.test(host) || host.endsWith('.invalid')) return null;
  return `https://${host.toLowerCase()}${url}`;
}

export async function loadCrossBorderCheckout(ctx: LoadContext): Promise<CrossBorderCheckoutData> {
  const settings = await ctx.services.content.site(ctx.site);
  if (!settings.isGlobaleManaged) throw redirect(buildPath('checkoutRegister', { lang: ctx.site }));
  // docs/product/cross-border.md §4: the built-in defaults when the country-info call fails.
  const info = await ctx.services
    .commerce(ctx.site)
    .crossBorder.getCountryInfo()
    .catch(() => countryInfoOrDefault(null));
  return {
    seo: seo({ title: ctx.shell.labels['checkout'] ?? 'Checkout', noIndex: true }),
    helper: {
      scriptSrc: helperScriptSrc(info),
      merchantId: info.merchantId ?? null,
      scriptVersion: info.scriptVersion ?? null,
      defaultCountry: info.defaultCountry,
      defaultCurrency: info.defaultCurrency,
      defaultCulture: info.defaultCulture,
    },
    cartPath: buildPath('cart', { lang: ctx.site }),
  };
}
