import {
  buildPath,
  displayStockLevel,
  formatMeasure,
  productPath,
  productTags,
  sellableFrom,
  shownDiscount,
  siteInfo,
  sortSizesByName,
  type Product,
  type ProductTag,
  wrongSlugRedirect,
} from '@atelier/core-catalogue';
import { redirect } from 'vike/abort';
import { toCard } from '../../../shell/server/cards.js';
import { contentLinks } from '../../../shell/server/content-links.js';
import { galleryImages } from '../gallery-images.js';
import { cardContext, NotFound, type LoadContext } from '../../../shell/server/load-context.js';
import { breadcrumbJsonLd, seo } from '../../../shell/seo.js';
import { sizeGuideTables } from '../../../shell/size-guide-tables.js';
import type { BreadcrumbView } from '../../../shell/view-types.js';
import type { CustomisationView, ProductData } from '../product-view.js';

/** The back-end's "stock unknown" level: never shown as a count. */
const UNKNOWN_STOCK = 999;

export function unitsLeft(tags: readonly ProductTag[], level: number): number | null {
  const last = tags.includes('lastOne') || tags.includes('lastUnits');
  return last && level > 0 && level < UNKNOWN_STOCK ? level : null;
}

/** Personalisable products (PARENT) personalise; engravable ones engrave; others neither. */
export function customisationOf(product: Product, site: string): CustomisationView | null {
  // The canonical engravings path (with its slash), so the link costs no 301.
  const href = `${buildPath('engravings', { lang: site })}?product=${encodeURIComponent(product.id)}`;
  if (product.personalisation?.type === 'PARENT') return { kind: 'personalise', href };
  if (product.ableToEngrave) return { kind: 'engrave', href };
  return null;
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
  const { value: price, currency } = product.price;
  const previousPrice = product.previousPrice?.value ?? null;
  const inStock = product.stock?.inStock ?? product.hasOverallStock;
  const sameDayOnly =
    !inStock &&
    product.sizes.length === 0 &&
    sellableFrom(product, settings.sameDayDelivery) === 'sameDayStore';
  const href = productPath(ctx.site, product.url);
  // A wrong slug is the product's page under another address: one 301 to its own (issue 30).
  const canonical = wrongSlugRedirect(ctx.path, href);
  if (canonical) throw redirect(canonical, 301);
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
  const trail = category && categoryId ? ctx.links.category(categoryId, category.title) : null;
  const breadcrumbs: BreadcrumbView[] = [
    { text: ctx.shell.labels['home'] ?? 'Home', href: `/${ctx.site}/` },
    ...(trail && category ? [...trail.above, { text: category.title, href: trail.path }] : []),
    { text: product.name, href: null },
  ];
  const description = product.description?.text ?? '';
  const images = [...new Set(product.images)];
  const sizes = sortSizesByName(await ctx.services.listings.sizes(ctx.site, product));
  const guides =
    sizes.length > 0 ? await ctx.services.content.sizeGuides(ctx.site).catch(() => null) : null;
  const tags = productTags(
    {
      // A same-day-only piece is not sold out; its shops' units are not the web's count.
      stockLevel: sameDayOnly ? null : (product.stock?.level ?? null),
      inStock: inStock || sameDayOnly,
      novelty: product.novelty,
      onlineExclusive: product.onlineExclusive,
    },
    settings,
  );
  // The look's page by its slug on this site; none when the look has no page (issue 32.3).
  const lookHref = await contentLinks(ctx.services, ctx.site).look(product.lookId);
  const origin = ctx.services.origin;
  // Lengths and weights come in the back-end's canonical form (45 cm, 33.3 g): written in
  // the site's locale (45 см, 33,3 g, Arabic-Indic on sa-ar), issue 32.
  const { locale } = siteInfo(ctx.site);
  const properties = product.description
    ? (['collection', 'chainLength', 'manufacture', 'netWeight'] as const).flatMap((name) => {
        const value = product.description?.[name];
        if (typeof value !== 'string' || !value) return [];
        const measured = name === 'chainLength' || name === 'netWeight';
        return [{ name, value: measured ? formatMeasure(value, locale) : value }];
      })
    : [];
  return {
    id: product.id,
    name: product.name,
    images: galleryImages(images, product.name),
    price,
    previousPrice: previousPrice && previousPrice > price ? previousPrice : null,
    discount: shownDiscount(price, previousPrice, product.discountPercentage),
    historicLowestPrice: settings.showHistoricLowestPrice
      ? (product.historicLowestPrice?.value ?? null)
      : null,
    tags,
    unitsLeft: unitsLeft(tags, displayStockLevel(product.stock?.level, inStock)),
    inStock,
    sameDayOnly,
    sizes: sizes.map((size) => ({ code: size.code, name: size.name, inStock: size.stock > 0 })),
    bookInStore: settings.bookInStore,
    sizeGuide: guides ? sizeGuideTables(guides, ctx.shell.labels) : [],
    description,
    properties,
    customisation: customisationOf(product, ctx.site),
    lookHref,
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
