import type { CategoryPage, ContentModule } from '@atelier/adapters-cms';
import { lookForListing } from '@atelier/core-catalogue';
import { moduleViews, type ModuleOf } from '../../home/server.js';
import type { CardContext } from '../../../shell/server/cards.js';
import type { LoadContext } from '../../../shell/server/load-context.js';
import type { GridCellView } from '../catalogue-view.js';

type Template = CategoryPage['gridTemplate'];

/**
 * The look a category shows when its content names none: a look page of the site, as a Look
 * module the home would show, the one sharing the most products with the category.
 */
async function listingLook(
  ctx: LoadContext,
  productIds: ReadonlySet<string>,
): Promise<ContentModule | null> {
  const looks = await ctx.services.content.shopTheLooks(ctx.site).catch(() => []);
  const chosen = lookForListing(
    looks.map(({ look }) => ({ id: look.id, productIds: look.products.map((p) => p.id) })),
    productIds,
  );
  const page = looks.find(({ look }) => look.id === chosen);
  if (!page) return null;
  return { type: 'Look', order: 0, look: { ...page.look, title: page.title, image: page.image } };
}

/**
 * What fills the category's irregular grid cells (docs/product/catalogue.md §3.3, ADR 0046):
 * its content's first Look and SmallBanner modules, built as the home builds them (schedule,
 * platform, canonical links, a look's pieces); a Look cell without a Look module shows the
 * look closest to the category. A cell with nothing to show is left out, never an empty box.
 */
export async function templateCells(
  ctx: LoadContext,
  page: { gridTemplate: Template; modules?: readonly ContentModule[] },
  listed: readonly { id: string }[],
  card: CardContext,
): Promise<GridCellView[]> {
  if (page.gridTemplate.length === 0) return [];
  const wanted = (type: string) => page.gridTemplate.some((cell) => cell.type === type);
  const modules = (page.modules ?? []).filter(
    (module) => module.type === 'Look' || module.type === 'SmallBanner',
  );
  if (wanted('Look') && !modules.some((module) => module.type === 'Look')) {
    const look = await listingLook(ctx, new Set(listed.map((product) => product.id)));
    if (look) modules.push(look);
  }
  const views =
    modules.length === 0
      ? []
      : await moduleViews(
          { modules: [...modules] },
          {
            services: ctx.services,
            site: ctx.site,
            platform: ctx.platform,
            card,
            links: ctx.links,
          },
        );
  const look = views.find((view): view is ModuleOf<'look'> => view.kind === 'look');
  const banner = views.find(
    (view): view is ModuleOf<'banner'> => view.kind === 'banner' && view.variant === 'small',
  );
  return page.gridTemplate.flatMap((cell): GridCellView[] => {
    const place = {
      index: cell.index,
      spanDesktop: cell.positionsDesktop,
      spanMobile: cell.positionsMobile,
    };
    if (cell.type === 'HighlightedProduct') return [{ ...place, type: cell.type }];
    if (cell.type === 'Look' && look) {
      const { title, image, href, pieces } = look;
      return [{ ...place, type: 'Look', title, image, href, pieces: pieces.length }];
    }
    if (cell.type === 'SmallBanner' && banner?.image) {
      const { title, image, href } = banner;
      return [{ ...place, type: 'SmallBanner', title, image, href }];
    }
    return [];
  });
}
