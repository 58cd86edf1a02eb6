import type { LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { CheckoutPageData } from '../checkout-types.js';

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
