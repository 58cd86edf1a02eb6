import type { RouteName } from '@atelier/core-catalogue';
import type { LoadContext } from './load-context.js';
import { seo } from './seo.js';
import type { SeoView } from './view-types.js';

export interface PlaceholderData {
  route: RouteName;
  title: string;
  seo: SeoView;
}

const LABEL: Partial<Record<RouteName, string>> = {
  cart: 'bag',
  checkoutRegister: 'checkout',
  checkoutShipping: 'checkout',
  checkoutBilling: 'checkout',
  checkoutPayment: 'checkout',
  checkoutConfirmation: 'checkout',
  checkoutExternal: 'checkout',
  trackingOrder: 'checkout',
};

/**
 * Bag, checkout, account and wishlist screens belong to parts 2 and 3 of the storefront;
 * until then their routes answer with the layout and a title (never cached, never indexed).
 */
export function loadPlaceholder(ctx: LoadContext, route: RouteName): PlaceholderData {
  const title = ctx.shell.labels[LABEL[route] ?? 'home'] ?? route;
  return { route, title, seo: seo({ title, noIndex: true, canonicalPath: null }) };
}
