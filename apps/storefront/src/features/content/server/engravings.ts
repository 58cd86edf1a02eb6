import { productPath } from '@atelier/core-catalogue';
import type { LoadContext } from '../../../shell/server/load-context.js';
import { customisationOf } from '../../product/server.js';
import { home, loadLabelsPage } from './content-pages.js';
import type { ContentData } from '../content-view.js';

const PRODUCT_CODE = /^[\w-]+$/;

/**
 * The engravings page. A product page's "engrave" or "personalise" link adds
 * `?product={code}`: the page is then about that piece (shown, linked back to, in the trail).
 * A code that is malformed, unknown or not customisable leaves the general page: the link
 * is a context, not the page's identity (its canonical stays /engravings).
 */
export async function loadEngravings(ctx: LoadContext): Promise<ContentData> {
  const page = await loadLabelsPage(ctx, 'engravings', 'page_engravings', 'engravings');
  const code = ctx.search['product'];
  if (!code || !PRODUCT_CODE.test(code)) return page;
  const product = await ctx.services.listings.product(ctx.site, code).catch(() => null);
  const customisation = product ? customisationOf(product, ctx.site) : null;
  if (!product || !customisation) return page;
  const href = productPath(ctx.site, product.url);
  return {
    ...page,
    product: { name: product.name, href, image: product.images[0] ?? '', kind: customisation.kind },
    breadcrumbs: [home(ctx), { text: product.name, href }, { text: page.title, href: null }],
  };
}
