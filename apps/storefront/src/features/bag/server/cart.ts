import type { LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { SeoView } from '../../../shell/view-types.js';

/**
 * The bag page answers the same HTML to everyone: the bag is personal, so it is read in the
 * browser after hydration through the commerce proxy, never rendered into the page (the
 * route is not in the HTML cache either). Not indexed.
 */
export interface CartPageData {
  title: string;
  seo: SeoView;
}

export function loadCart(ctx: LoadContext): CartPageData {
  const title = ctx.shell.labels['bag'] ?? 'Bag';
  return { title, seo: seo({ title, noIndex: true, canonicalPath: null }) };
}
