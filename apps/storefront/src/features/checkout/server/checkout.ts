import type { CheckoutSite } from '../components/checkout-context.js';
import type { LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { SeoView } from '../../../shell/view-types.js';

/**
 * The checkout steps answer the same HTML to everyone: the bag, the shopper and the order
 * are read in the browser through the commerce proxy after hydration, never rendered into the
 * page (the route is not HTML-cached either). Only the site's public checkout settings come
 * with the page. Not indexed.
 */
export interface CheckoutPageData {
  title: string;
  seo: SeoView;
  site: CheckoutSite;
  /** The ship-from-store screen's heading: the content system's ship_from_store item. */
  shipFromStoreTitle: string;
}

export async function loadCheckout(ctx: LoadContext): Promise<CheckoutPageData> {
  const [settings, shipFromStore] = await Promise.all([
    ctx.services.content.site(ctx.site),
    ctx.services.content.labelsPage('ship_from_store', ctx.site).catch(() => null),
  ]);
  // The label tables travel in the shell already.
  const { labels: _labels, translations: _translations, ...site } = settings;
  const title = ctx.shell.labels['checkout'] ?? 'Checkout';
  const shipFromStoreTitle = shipFromStore?.title ?? ctx.shell.labels['stores'] ?? 'Stores';
  return {
    title,
    seo: seo({ title, noIndex: true, canonicalPath: null }),
    site,
    shipFromStoreTitle,
  };
}
