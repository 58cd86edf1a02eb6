import type { LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { CartPageData } from '../cart-page-view.js';
import { cartCookieName } from '../cart-cookie-name.js';

export function loadCart(ctx: LoadContext): CartPageData {
  const title = ctx.shell.labels['bag'] ?? 'Bag';
  // A guest's bag is the one its cookie names (docs/product/bag.md §2.1); a signed-in
  // shopper's is the account's. With neither, the bag can only be empty.
  const knownEmpty = !ctx.loggedIn && !ctx.cookie?.(cartCookieName(ctx.site));
  return { title, seo: seo({ title, noIndex: true, canonicalPath: null }), knownEmpty };
}
