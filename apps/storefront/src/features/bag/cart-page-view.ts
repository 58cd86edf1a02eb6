// What the bag page's server data hands its component: a plain type both sides read.
import type { SeoView } from '../../shell/view-types.js';

/**
 * The bag is personal: it is read in the browser after hydration through the commerce proxy,
 * never rendered into the page (the route is not in the HTML cache either). Not indexed.
 */
export interface CartPageData {
  title: string;
  seo: SeoView;
  /**
   * The request carries no bag for this site (no bag cookie, not signed in): the page draws
   * the empty bag from the server, so a first visit paints it at once (issue 34).
   */
  knownEmpty: boolean;
}
