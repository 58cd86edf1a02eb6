// What the wishlist pages' server data and the cards endpoint hand the browser: plain types
// both sides read.
import type { NoveltiesSlider } from '@atelier/core-bag';
import type { CardView, SeoView } from '../../shell/view-types.js';

/** A wishlist card: the catalogue card, and whether a size must be chosen before the bag. */
export interface WishlistCardView extends CardView {
  sized: boolean;
}

/**
 * The shopper's own wishlist page answers the same HTML to everyone: what is in the list is
 * read in the browser after hydration (it lives in their browser or account), never rendered
 * into a page that may be cached. A friend's list is the same for everyone holding its share
 * token, so it is rendered on the server (the route is never HTML-cached), and a list that
 * cannot be opened is a real 404.
 */
export interface WishlistPageData {
  title: string;
  /**
   * The home page's first novelties slider, where the suggestions come from
   * (docs/product/wishlist.md §5).
   */
  slider: NoveltiesSlider | null;
  seo: SeoView;
}

export interface SharedWishlistPageData {
  title: string;
  cards: WishlistCardView[];
  seo: SeoView;
}
