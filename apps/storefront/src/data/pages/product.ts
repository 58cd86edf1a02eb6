import {
  categoryPath,
  discountPercentage,
  displayStockLevel,
  productPath,
  productTags,
  sortSizesByName,
  type ProductTag,
} from '@atelier/core-catalogue';
import { money, toCard } from '../cards.js';
import { cardContext, NotFound, type LoadContext } from '../load-context.js';
import { breadcrumbJsonLd, seo } from '../seo.js';
import type { BreadcrumbView, CardView, SeoView } from '../view-types.js';

export interface SizeView {
  code: string;
  name: string;
  inStock: boolean;
}

export interface ProductData {
  id: string;
  name: string;
  images: string[];
  price: string;
  previousPrice: string | null;
  discount: number;
  tags: ProductTag[];
  stockLevel: number;
  inStock: boolean;
  sizes: SizeView[];
  description: string;
  properties: { name: string; value: string }[];
  ableToEngrave: boolean;
  lookHref: string | null;
  shareUrl: string;
  crossSell: CardView[];
  breadcrumbs: BreadcrumbView[];
  seo: SeoView;
}

export async function loadProduct(ctx: LoadContext): Promise<ProductData> {
  const id = ctx.params['id'] ?? '';
  if (!/^[\w-]+$/.test(id)) throw new NotFound('Malformed product code');
  const [product, { card }] = await Promise.all([
    ctx.services.listings.product(ctx.site, id),
    cardContext(ctx),
  ]);
  if (!product) throw new NotFound(`No product ${id}`);
  const { settings } = await cardContext(ctx);
  const { price, previousPrice, currency } = product.pricing;
  const inStock = product.stock?.inStock ?? product.hasOverallStock;
  const href = productPath(ctx.site, product.url);
  const crossSell = (
    await Promise.all(
      product.crossSellReferences
        .slice(0, 4)
        .map((ref) => ctx.services.listings.product(ctx.site, ref).catch(() => null)),
    )
  ).flatMap((p) => (p ? [toCard(p, card)] : []));
  const categoryId = product.categories[0];
  const category = categoryId
    ? await ctx.services.content.categoryPage(ctx.site, categoryId).catch(() => null)
    : null;
  const breadcrumbs: BreadcrumbView[] = [
    { text: ctx.shell.labels['home'] ?? 'Home', href: `/${ctx.site}/` },
    ...(category && categoryId
      ? [
          {
            text: category.title,
            href: `/${ctx.site}${categoryPath([category.title], categoryId)}`,
          },
        ]
      : []),
    { text: product.name, href: null },
  ];
  const description = product.description?.text ?? '';
  const images = [...new Set(product.images)];
  const origin = ctx.services.origin;
  const properties = product.description
    ? (['collection', 'chainLength', 'manufacture', 'netWeight'] as const).flatMap((name) => {
        const value = product.description?.[name];
        return typeof value === 'string' && value ? [{ name, value }] : [];
      })
    : [];
  return {
    id: product.id,
    name: product.name,
    images,
    price: money(price, currency, card.locale),
    previousPrice:
      previousPrice && previousPrice > price ? money(previousPrice, currency, card.locale) : null,
    discount: discountPercentage(price, previousPrice),
    tags: productTags(
      {
        stockLevel: product.stock?.level ?? null,
        inStock,
        novelty: product.novelty,
        onlineExclusive: product.onlineExclusive,
      },
      settings,
    ),
    stockLevel: displayStockLevel(product.stock?.level, inStock),
    inStock,
    sizes: sortSizesByName(await ctx.services.listings.sizes(ctx.site, product)).map((size) => ({
      code: size.code,
      name: size.name,
      inStock: size.stock > 0,
    })),
    description,
    properties,
    ableToEngrave: product.ableToEngrave,
    lookHref: product.lookId ? `/${ctx.site}/shopthelook/${product.lookId}` : null,
    shareUrl: `${origin}${href}`,
    crossSell,
    breadcrumbs,
    seo: seo({
      title: product.seoTitle ?? product.name,
      description: description.slice(0, 160),
      canonicalPath: href,
      alternatePath: null,
      image: images[0] ? `${origin}${images[0]}` : null,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          sku: product.id,
          name: product.name,
          description,
          image: images.map((src) => `${origin}${src}`),
          ...(product.collectionName
            ? { brand: { '@type': 'Brand', name: product.collectionName } }
            : {}),
          offers: {
            '@type': 'Offer',
            url: `${origin}${href}`,
            priceCurrency: currency,
            price: price.toFixed(2),
            availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        },
        breadcrumbJsonLd(origin, breadcrumbs),
      ],
    }),
  };
}
