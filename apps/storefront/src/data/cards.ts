import {
  discountPercentage,
  formatPrice,
  productPath,
  productTags,
  type Product,
  type SiteCode,
  type SiteSettings,
} from '@atelier/core-catalogue';
import type { CardView } from './view-types.js';

export interface CardContext {
  site: SiteCode;
  locale: string;
  settings: SiteSettings;
}

// Building an Intl.NumberFormat costs far more than using one, and a grid formats dozens
// of prices per render: one formatter per locale and currency, shaped as core's formatPrice.
const formatters = new Map<string, Intl.NumberFormat>();

export function money(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      return formatPrice(amount, { locale, currency });
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** A product as a card: only what the grid shows, so hydration data stays small. */
export function toCard(product: Product, ctx: CardContext): CardView {
  const { price, previousPrice, currency } = product.pricing;
  return {
    id: product.id,
    name: product.name,
    href: productPath(ctx.site, product.url),
    image: product.images[0] ?? '',
    hoverImage: product.images[3] ?? null,
    price: money(price, currency, ctx.locale),
    previousPrice:
      previousPrice && previousPrice > price ? money(previousPrice, currency, ctx.locale) : null,
    discount: discountPercentage(price, previousPrice),
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
