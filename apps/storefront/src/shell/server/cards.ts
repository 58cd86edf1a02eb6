import {
  productPath,
  productTags,
  shownDiscount,
  type Product,
  type SiteCode,
  type SiteSettings,
} from '@atelier/core-catalogue';
import type { CardView } from '../view-types.js';

export interface CardContext {
  site: SiteCode;
  locale: string;
  settings: SiteSettings;
}

/** A product as a card: only what the grid shows, so hydration data stays small. */
export function toCard(product: Product, ctx: CardContext): CardView {
  const price = product.price.value;
  const previousPrice = product.previousPrice?.value ?? null;
  return {
    id: product.id,
    name: product.name,
    href: productPath(ctx.site, product.url),
    image: product.images[0] ?? '',
    // The first picture after the main one (one image per picture, adapters-commerce).
    hoverImage: product.images[1] ?? null,
    price,
    previousPrice: previousPrice && previousPrice > price ? previousPrice : null,
    discount: shownDiscount(price, previousPrice, product.discountPercentage),
    tags: productTags(
      {
        stockLevel: product.stock?.level ?? null,
        inStock: product.stock?.inStock ?? product.hasOverallStock,
        novelty: product.novelty,
        onlineExclusive: product.onlineExclusive,
      },
      ctx.settings,
    ),
  };
}
