import { displayStockLevel, lookViewHidesProducts, sortSizesByName } from '@atelier/core-catalogue';
import { redirect } from 'vike/abort';
import { toCard } from '../../../shell/server/cards.js';
import { contentLinks } from '../../../shell/server/content-links.js';
import {
  cardContext,
  isNotFoundError,
  type LoadContext,
} from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { ShopTheLookData } from '../look-view.js';

/**
 * A look page by its slug. The home page once linked looks by their id (issue 32.3): such an
 * address, shared or bookmarked, answers one 301 to the look's own slug on the site.
 */
export async function loadShopTheLook(ctx: LoadContext): Promise<ShopTheLookData> {
  const slug = ctx.params['slug'] ?? '';
  const [look, { card }] = await Promise.all([
    ctx.services.content.shopTheLook(ctx.site, slug).catch(async (error: unknown) => {
      const moved = isNotFoundError(error)
        ? await contentLinks(ctx.services, ctx.site).look(slug)
        : null;
      if (moved) throw redirect(moved, 301);
      throw error;
    }),
    cardContext(ctx),
  ]);
  const shown = look.look.products.filter((entry) => entry.showProduct && !entry.blankSpace);
  const products = await Promise.all(
    shown.map((entry) => ctx.services.listings.product(ctx.site, entry.id).catch(() => null)),
  );
  const sizes = await Promise.all(
    products.map((product) =>
      product ? ctx.services.listings.sizes(ctx.site, product).catch(() => []) : [],
    ),
  );
  const items = shown.flatMap((entry, index) => {
    const product = products[index];
    if (!product) return [];
    const inStock = product.stock?.inStock ?? product.hasOverallStock;
    return [
      {
        card: toCard(product, card),
        quantity: entry.quantity,
        stock: inStock ? displayStockLevel(product.stock?.level, inStock) : 0,
        sizes: sortSizesByName(sizes[index] ?? []).map((size) => ({
          code: size.code,
          name: size.name,
          stock: size.stock,
        })),
      },
    ];
  });
  return {
    title: look.title,
    description: look.description,
    image: look.image,
    showProducts: !lookViewHidesProducts(look.look.view),
    items,
    seo: seo({
      title: look.title,
      description: look.description,
      canonicalPath: `/${ctx.site}/shopthelook/${look.slug}`,
      image: `${ctx.services.origin}${look.image.src}`,
    }),
  };
}
