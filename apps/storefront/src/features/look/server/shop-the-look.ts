import { displayStockLevel, lookViewHidesProducts, sortSizesByName } from '@atelier/core-catalogue';
import { toCard } from '../../../shell/server/cards.js';
import { cardContext, type LoadContext } from '../../../shell/server/load-context.js';
import { seo } from '../../../shell/seo.js';
import type { ShopTheLookData } from '../look-view.js';

export async function loadShopTheLook(ctx: LoadContext): Promise<ShopTheLookData> {
  const slug = ctx.params['slug'] ?? '';
  const [look, { card }] = await Promise.all([
    ctx.services.content.shopTheLook(ctx.site, slug),
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
