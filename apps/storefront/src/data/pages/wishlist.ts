import type { NoveltiesSlider } from '@atelier/core-bag';
import type { LoadContext } from '../load-context.js';
import { seo } from '../seo.js';
import type { SeoView } from '../view-types.js';

/**
 * The wishlist pages answer the same HTML to everyone: what is in a list is read in the
 * browser after hydration (the shopper's own list lives in their browser or account, a
 * friend's behind its share token), never rendered into a page that may be cached.
 */
export interface WishlistPageData {
  title: string;
  /** The home page's first novelties slider, where the suggestions come from (spec 2, 4.5). */
  slider: NoveltiesSlider | null;
  seo: SeoView;
}

export interface SharedWishlistPageData {
  title: string;
  token: string;
  seo: SeoView;
}

interface ModuleLike {
  type: string;
  order: number;
  [field: string]: unknown;
}

/** The first (lowest order) novelties slider of a page: its category or its own products. */
export function firstNoveltiesSlider(modules: readonly ModuleLike[]): NoveltiesSlider | null {
  const slider = [...modules]
    .sort((a, b) => a.order - b.order)
    .find((module) => module.type === 'NoveltiesSlider');
  if (!slider) return null;
  const categoryId = typeof slider['categoryId'] === 'string' ? slider['categoryId'] : null;
  const ids = Array.isArray(slider['productIds'])
    ? slider['productIds'].filter((id): id is string => typeof id === 'string')
    : [];
  return {
    categoryId,
    // Listed products carry no stock here: the category (in stock only) is asked when given.
    products: categoryId === null && ids.length > 0 ? ids.map((id) => ({ id })) : null,
  };
}

export async function loadWishlistPage(ctx: LoadContext): Promise<WishlistPageData> {
  const title = ctx.shell.labels['wishlistTitle'] ?? ctx.shell.labels['wishlist'] ?? 'Wishlist';
  // Without the home content the page still works, without suggestions.
  const home = await ctx.services.content.home(ctx.site).catch(() => null);
  return {
    title,
    slider: firstNoveltiesSlider(home?.modules ?? []),
    seo: seo({ title, noIndex: true, canonicalPath: null }),
  };
}

export function loadSharedWishlistPage(ctx: LoadContext): SharedWishlistPageData {
  const title = ctx.shell.labels['wishlistSharedTitle'] ?? 'Wishlist';
  return {
    title,
    token: ctx.params['id'] ?? '',
    seo: seo({ title, noIndex: true, canonicalPath: null }),
  };
}
