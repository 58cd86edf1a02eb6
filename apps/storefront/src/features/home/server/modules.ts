import type { ModulePage } from '@atelier/adapters-cms';
import {
  gridSliderCount,
  isLookProductAvailable,
  isModuleVisible,
  lookViewHidesProducts,
  productPath,
  type PageModule,
  type Product,
  type SiteCode,
  type VisibilityRules,
} from '@atelier/core-catalogue';
import type { CardContext } from '../../../shell/server/cards.js';
import { toCard } from '../../../shell/server/cards.js';
import type {
  DeviceClass,
  ImageView,
  LookPieceView,
  LookSummaryView,
  ModuleView,
} from '../module-view-types.js';
import { withOneTitle } from '../page-title.js';
import type { SiteLinks } from '../../../shell/server/site-links.js';
import type { Services } from '../../../shell/server/services.js';
import { contentLinks, type ContentLinks } from '../../../shell/server/content-links.js';
import type { CardView } from '../../../shell/view-types.js';

export type { DeviceClass, ModuleView } from '../module-view-types.js';

type Raw = PageModule & Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
function image(value: unknown): ImageView | null {
  if (typeof value === 'string') return { src: value, alt: '' };
  if (value && typeof value === 'object' && typeof (value as { src?: unknown }).src === 'string') {
    const v = value as { src: string; alt?: unknown };
    return { src: v.src, alt: str(v.alt) };
  }
  return null;
}

/**
 * docs/product/content.md §2.5: 40 mobile / 60 desktop, 0 for heading banner, hero slider, product
 * grid.
 */
function margins(module: Raw): { mobile: number; desktop: number } {
  const zero = ['HeadingBanner', 'HeroSlider', 'ProductGrid'].includes(module.type);
  return {
    mobile: module.margins?.mobile?.top ?? (zero ? 0 : 40),
    desktop: module.margins?.desktop?.top ?? (zero ? 0 : 60),
  };
}

export interface ModuleContext {
  services: Services;
  site: SiteCode;
  platform: 'WEB' | 'APP';
  card: CardContext;
  /** Links in their canonical form, so a module's link never costs a redirect (issue 32.9). */
  links: SiteLinks;
}

/** What one module's view is built with: the page's context and its content links. */
type ViewContext = ModuleContext & { contentLinks: ContentLinks };

async function productsFor(ctx: ModuleContext, ids: string[]): Promise<Product[]> {
  const products = await Promise.all(
    ids.map((id) => ctx.services.listings.product(ctx.site, id).catch(() => null)),
  );
  return products.filter((product): product is Product => product !== null);
}

async function cardsFor(ctx: ModuleContext, ids: string[]): Promise<CardView[]> {
  return (await productsFor(ctx, ids)).map((product) => toCard(product, ctx.card));
}

async function categoryCards(
  ctx: ModuleContext,
  categoryId: string,
  limit: number,
  noveltiesOnly = false,
): Promise<CardView[]> {
  const products = await ctx.services.listings
    .categoryProducts(ctx.site, categoryId)
    .catch(() => []);
  const chosen = (
    noveltiesOnly ? products.filter((p) => p.novelty && p.hasOverallStock) : products
  ).slice(0, limit);
  const list = chosen.length > 0 ? chosen : products.slice(0, limit);
  return list.map((product) => toCard(product, ctx.card));
}

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v) : [];

const lookProducts = (look: Record<string, unknown>) =>
  records(look['products']).map((p) => ({
    id: str(p['id']),
    quantity: Number(p['quantity'] ?? 1) || 1,
  }));

/** The anchor of a module the loyalty landing's menu links to. */
export const anchorId = (key: string): string => key.toLowerCase();

/** A look's picture: its own, else its first piece's (content may omit it). */
function lookImage(look: Record<string, unknown>, fallback: string | undefined): ImageView | null {
  return image(look['image']) ?? (fallback ? { src: fallback, alt: '' } : null);
}

async function lookSummaries(
  ctx: ViewContext,
  looks: Record<string, unknown>[],
  fallbackTitle: string,
): Promise<LookSummaryView[]> {
  const views = await Promise.all(
    looks.map(async (look) => {
      const pieces = lookProducts(look);
      // Only the first piece is fetched, and only when the look has no picture of its own.
      const first =
        image(look['image']) || !pieces[0] ? null : (await productsFor(ctx, [pieces[0].id]))[0];
      const picture = lookImage(look, first?.images[0]);
      return picture && pieces.length > 0
        ? {
            id: str(look['id']),
            title: str(look['title']) || fallbackTitle,
            href: await ctx.contentLinks.look(str(look['id'])),
            image: picture,
            productCount: pieces.length,
          }
        : null;
    }),
  );
  return views.filter((view): view is LookSummaryView => view !== null);
}

async function lookPieces(
  ctx: ModuleContext,
  pieces: { id: string; quantity: number }[],
): Promise<LookPieceView[]> {
  const products = await productsFor(
    ctx,
    pieces.map((piece) => piece.id),
  );
  return products.map((product) => {
    const quantity = pieces.find((piece) => piece.id === product.id)?.quantity ?? 1;
    return {
      id: product.id,
      name: product.name,
      href: productPath(ctx.site, product.url),
      image: product.images[0] ?? '',
      price: product.price.value,
      quantity,
      available: isLookProductAvailable(product.stock?.level ?? 0, quantity),
    };
  });
}

const gridSliderView = (value: unknown): 1 | 2 | 3 | 4 =>
  value === 1 || value === 2 || value === 3 || value === 4 ? value : 1;

async function view(
  module: Raw,
  ctx: ViewContext,
  key: string,
  device: DeviceClass,
): Promise<ModuleView | null> {
  const base = { key, device, margins: margins(module) };
  // The content's link under the site, then as the page is served (no 301 a click, ADR 0048).
  const link = (value: unknown) => {
    const href = ctx.contentLinks.href(str(value) || null);
    return href === null ? null : ctx.links.canonical(href);
  };
  const title = str(module['title']);
  const categoryId = str(module['categoryId']);
  const categoryHref = categoryId ? ctx.links.canonical(`/${ctx.site}/c/${categoryId}`) : null;
  const listed = async (limit: number) => {
    const ids = strings(module['productIds']);
    return ids.length > 0 ? cardsFor(ctx, ids) : categoryCards(ctx, categoryId, limit);
  };
  switch (module.type) {
    case 'HeroSlider': {
      // docs/product/content.md §4.1: view 1 needs images, view 5 an image or video.
      const slides = records(module['slides']).flatMap((slide, index) => {
        const picture = strings(slide['images'])[0] ?? str(slide['image']);
        return picture
          ? [
              {
                id: `${key}-${index}`,
                title: str(slide['title']),
                image: picture,
                mobileImage: str(slide['mobileImage']) || null,
                href: link(slide['link']),
              },
            ]
          : [];
      });
      return slides.length > 0 ? { ...base, kind: 'hero', slides } : null;
    }
    case 'HeadingBanner':
      return { ...base, kind: 'heading', title, image: image(module['image']) };
    case 'GridSlider': {
      const cards = await listed(6);
      const view = gridSliderView(module['view']);
      return cards.length > 0
        ? {
            ...base,
            kind: 'grid-slider',
            title,
            perView: {
              mobile: gridSliderCount(view, 'mobile'),
              desktop: gridSliderCount(view, 'desktop'),
            },
            tiles: cards.map((card) => ({
              id: card.id,
              label: card.name,
              href: card.href,
              image: card.image,
            })),
          }
        : null;
    }
    case 'FourProducts': {
      const cards = (await listed(4)).slice(0, 4);
      return cards.length > 0 ? { ...base, kind: 'four', title, cards } : null;
    }
    case 'ImageAndProductsGrid': {
      const picture = image(module['image']);
      const cards = (await listed(4)).slice(0, 4);
      if (cards.length === 0) return null;
      // Without its picture or link it is a plain grid of the same products.
      return picture && categoryHref
        ? { ...base, kind: 'image-grid', title, image: picture, href: categoryHref, cards }
        : { ...base, kind: 'four', title, cards };
    }
    case 'ProductGrid': {
      const cards = await listed(6);
      return cards.length > 0
        ? { ...base, kind: 'products', title, cards, image: image(module['image']), href: null }
        : null;
    }
    case 'NoveltiesSlider': {
      const limit = Math.min(Number(module['limit'] ?? 12) || 12, 12);
      const cards = await categoryCards(ctx, categoryId, limit, true);
      return cards.length > 0
        ? { ...base, kind: 'novelties', title, cards, href: categoryHref }
        : null;
    }
    case 'ProductsGridsByCategories': {
      const views = await Promise.all(
        records(module['tabs']).map(async (tab) => ({
          id: str(tab['categoryId']),
          title: str(tab['title']),
          href: ctx.links.canonical(`/${ctx.site}/c/${str(tab['categoryId'])}`),
          cards: await categoryCards(ctx, str(tab['categoryId']), 4),
        })),
      );
      const kept = views.filter((tab) => tab.cards.length > 0);
      return kept.length > 0 ? { ...base, kind: 'tabs', tabs: kept } : null;
    }
    case 'CustomLooks': {
      const looks = await lookSummaries(ctx, records(module['looks']), title);
      return looks.length > 0 ? { ...base, kind: 'looks', title, looks } : null;
    }
    case 'Look': {
      const look = records([module['look']])[0];
      if (!look) return null;
      const [pieces, href] = await Promise.all([
        lookPieces(ctx, lookProducts(look)),
        ctx.contentLinks.look(str(look['id'])),
      ]);
      const picture = lookImage(look, pieces[0]?.image);
      return picture && pieces.length > 0
        ? {
            ...base,
            kind: 'look',
            title: str(look['title']) || title,
            image: picture,
            href,
            showProducts: !lookViewHidesProducts(Number(look['view'] ?? 1)),
            pieces,
          }
        : null;
    }
    case 'MultipleMultimedia': {
      const views = records(module['items']).flatMap((item) => {
        const img = image(item['image']);
        return img ? [{ image: img, href: link(item['link']) }] : [];
      });
      return views.length > 0 ? { ...base, kind: 'media', items: views } : null;
    }
    case 'TextSection':
      return {
        ...base,
        kind: 'text',
        id: anchorId(key),
        title,
        texts: strings(module['texts']).slice(0, 3),
      };
    case 'Section':
      return { ...base, kind: 'section', id: anchorId(key), title, html: str(module['html']) };
    case 'Toussis': {
      const products = await productsFor(ctx, strings(module['productIds']));
      return {
        ...base,
        kind: 'toussis',
        id: anchorId(key),
        title,
        toussis: products.map((product) => ({
          id: product.id,
          name: product.name,
          image: product.images[0] ?? '',
        })),
      };
    }
    case 'SmallBanner':
    case 'HighlightedBanner':
    case 'DiscountBanner': {
      const cta = module['cta'] as { text?: unknown; link?: unknown } | undefined;
      return {
        ...base,
        kind: 'banner',
        variant:
          module.type === 'DiscountBanner'
            ? 'discount'
            : module.type === 'HighlightedBanner'
              ? 'highlighted'
              : 'small',
        title,
        image: image(module['image']),
        href: link(cta?.link ?? module['link']),
        cta: cta ? str(cta.text) : null,
        code: str(module['code']) || null,
      };
    }
    case 'MenuBanner': {
      const items = records(module['items']).flatMap((item) => {
        const href = link(item['link']);
        return href && str(item['text']) ? [{ text: str(item['text']), href }] : [];
      });
      return items.length > 0 ? { ...base, kind: 'menu', items } : null;
    }
    default:
      return null;
  }
}

/**
 * The visible modules of a home or landing page, in order, as view models. Visibility by
 * schedule and platform is decided here; the device is left to CSS so one cached HTML
 * serves phones and desktops.
 */
export async function moduleViews(
  page: Pick<ModulePage, 'modules'>,
  ctx: ModuleContext,
): Promise<ModuleView[]> {
  const now = ctx.services.now();
  const visibleOn = (module: PageModule, device: 'mobile' | 'desktop') =>
    isModuleVisible(
      {
        scheduling: (module.scheduling ?? null) as NonNullable<
          VisibilityRules['scheduling']
        > | null,
        device: module.device ?? null,
        platform: module.platform ?? null,
      },
      { site: ctx.site, now, device, platform: ctx.platform },
    );
  const chosen = [...page.modules]
    .sort((a, b) => a.order - b.order)
    .flatMap((module, index) => {
      const mobile = visibleOn(module, 'mobile');
      const desktop = visibleOn(module, 'desktop');
      if (!mobile && !desktop) return [];
      const device: DeviceClass = mobile && desktop ? 'both' : mobile ? 'mobile' : 'desktop';
      return [{ module: module as Raw, key: `${module.type}-${index}`, device }];
    });
  const pageContentLinks = contentLinks(ctx.services, ctx.site);
  const views = await Promise.all(
    chosen.map(({ module, key, device }) =>
      view(module, { ...ctx, contentLinks: pageContentLinks }, key, device),
    ),
  );
  return withOneTitle(views.filter((v): v is ModuleView => v !== null));
}
