import type { NoveltiesSlider } from '@atelier/core-bag';
import { NotFound, type LoadContext } from '../../../shell/server/load-context.js';
import { sharedWishlistCards } from './shared-wishlist.js';
import { seo } from '../../../shell/seo.js';
import type { SharedWishlistPageData, WishlistPageData } from '../wishlist-view.js';

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

export async function loadSharedWishlistPage(ctx: LoadContext): Promise<SharedWishlistPageData> {
  const title = ctx.shell.labels['wishlistSharedTitle'] ?? 'Wishlist';
  const cards = await sharedWishlistCards(ctx.services, ctx.site, ctx.params['id'] ?? '');
  if (cards === null) throw new NotFound('This shared wishlist cannot be opened');
  return { title, cards, seo: seo({ title, noIndex: true, canonicalPath: null }) };
}
