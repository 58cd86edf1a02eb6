// What the bag page's server data hands its component: a plain type both sides read.
import type { SeoView } from '../../shell/view-types.js';

/**
 * The bag page answers the same HTML to everyone: the bag is personal, so it is read in the
 * browser after hydration through the commerce proxy, never rendered into the page (the
 * route is not in the HTML cache either). Not indexed.
 */
export interface CartPageData {
  title: string;
  seo: SeoView;
}
