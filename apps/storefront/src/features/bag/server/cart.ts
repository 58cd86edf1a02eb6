import type { LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { CartPageData } from '../cart-page-view.js';

export function loadCart(ctx: LoadContext): CartPageData {
  const title = ctx.shell.labels['bag'] ?? 'Bag';
  return { title, seo: seo({ title, noIndex: true, canonicalPath: null }) };
}
