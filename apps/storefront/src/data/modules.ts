import type { ModulePage } from '@atelier/adapters-cms';
import {
  isModuleVisible,
  type PageModule,
  type SiteCode,
  type VisibilityRules,
} from '@atelier/core-catalogue';
import type { CardContext } from './cards.js';
import { toCard } from './cards.js';
import type { Services } from './services.js';
import type { CardView, LinkView } from './view-types.js';

/** Where a module shows: both devices, or one (hidden with CSS on the other). */
export type DeviceClass = 'both' | 'mobile' | 'desktop';

interface ImageView {
  src: string;
  alt: string;
}

export type ModuleView = {
  key: string;
  device: DeviceClass;
  margins: { mobile: number; desktop: number };
} & (
  | { kind: 'hero'; title: string; image: string; mobileImage: string | null; href: string | null }
  | { kind: 'heading'; title: string; image: ImageView | null }
  | {
      kind: 'products';
      title: string;
      cards: CardView[];
      image: ImageView | null;
      href: string | null;
    }
  | { kind: 'tabs'; tabs: { title: string; href: string; cards: CardView[] }[] }
  | { kind: 'looks'; title: string; looks: { id: string; href: string; cards: CardView[] }[] }
  | { kind: 'media'; items: { image: ImageView; href: string | null }[] }
  | { kind: 'text'; title: string; texts: string[] }
  | {
      kind: 'banner';
      /** Which ui banner shows it: SmallBanner, HighlightedBanner or DiscountBanner. */
      variant: 'small' | 'highlighted' | 'discount';
      title: string;
      image: ImageView | null;
      href: string | null;
      cta: string | null;
      code: string | null;
    }
  | { kind: 'menu'; items: LinkView[] }
);

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

/** Content links are site-relative ('/c/7'); absolute and site-prefixed ones are kept. */
export function siteLink(site: SiteCode, link: string | null | undefined): string | null {
  if (!link) return null;
  if (/^https?:\/\//.test(link) || link.startsWith(`/${site}/`) || link === `/${site}`) return link;
  return `/${site}${link.startsWith('/') ? link : `/${link}`}`;
}

/** Spec 1 section 9: 40 mobile / 60 desktop, 0 for heading banner, hero slider, product grid. */
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
}

async function cardsFor(ctx: ModuleContext, ids: string[]): Promise<CardView[]> {
  const products = await Promise.all(
    ids.map((id) => ctx.services.listings.product(ctx.site, id).catch(() => null)),
  );
  return products.flatMap((product) => (product ? [toCard(product, ctx.card)] : []));
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

async function view(
  module: Raw,
  ctx: ModuleContext,
  key: string,
  device: DeviceClass,
): Promise<ModuleView | null> {
  const base = { key, device, margins: margins(module) };
  const link = (value: unknown) => siteLink(ctx.site, str(value) || null);
  switch (module.type) {
    case 'HeroSlider': {
      const slides = Array.isArray(module['slides'])
        ? (module['slides'] as Record<string, unknown>[])
        : [];
      // Spec 1 section 5: view 1 needs images, view 5 an image or video.
      const slide = slides.find((s) => strings(s['images']).length > 0 || str(s['image']));
      if (!slide) return null;
      return {
        ...base,
        kind: 'hero',
        title: str(slide['title']),
        image: strings(slide['images'])[0] ?? str(slide['image']),
        mobileImage: str(slide['mobileImage']) || null,
        href: link(slide['link']),
      };
    }
    case 'HeadingBanner':
      return {
        ...base,
        kind: 'heading',
        title: str(module['title']),
        image: image(module['image']),
      };
    case 'GridSlider':
    case 'FourProducts':
    case 'ProductGrid':
    case 'ImageAndProductsGrid': {
      const ids = strings(module['productIds']);
      const cards =
        ids.length > 0
          ? await cardsFor(ctx, ids)
          : await categoryCards(ctx, str(module['categoryId']), 6);
      if (cards.length === 0) return null;
      const categoryId = str(module['categoryId']);
      return {
        ...base,
        kind: 'products',
        title: str(module['title']),
        cards,
        image: image(module['image']),
        href: categoryId ? `/${ctx.site}/c/${categoryId}` : null,
      };
    }
    case 'NoveltiesSlider': {
      const limit = Math.min(Number(module['limit'] ?? 12) || 12, 12);
      const cards = await categoryCards(ctx, str(module['categoryId']), limit, true);
      return cards.length > 0
        ? { ...base, kind: 'products', title: str(module['title']), cards, image: null, href: null }
        : null;
    }
    case 'ProductsGridsByCategories': {
      const tabs = Array.isArray(module['tabs'])
        ? (module['tabs'] as Record<string, unknown>[])
        : [];
      const views = await Promise.all(
        tabs.map(async (tab) => ({
          title: str(tab['title']),
          href: `/${ctx.site}/c/${str(tab['categoryId'])}`,
          cards: await categoryCards(ctx, str(tab['categoryId']), 4),
        })),
      );
      const kept = views.filter((tab) => tab.cards.length > 0);
      return kept.length > 0 ? { ...base, kind: 'tabs', tabs: kept } : null;
    }
    case 'CustomLooks':
    case 'Look': {
      const looks =
        module.type === 'Look'
          ? [module['look']]
          : Array.isArray(module['looks'])
            ? module['looks']
            : [];
      const views = await Promise.all(
        (looks as Record<string, unknown>[]).filter(Boolean).map(async (look) => {
          const products = Array.isArray(look['products'])
            ? (look['products'] as { id: string }[])
            : [];
          return {
            id: str(look['id']),
            href: `/${ctx.site}/shopthelook/${str(look['id'])}`,
            cards: await cardsFor(
              ctx,
              products.map((p) => p.id),
            ),
          };
        }),
      );
      const kept = views.filter((look) => look.cards.length > 0);
      return kept.length > 0
        ? { ...base, kind: 'looks', title: str(module['title']), looks: kept }
        : null;
    }
    case 'MultipleMultimedia': {
      const items = Array.isArray(module['items'])
        ? (module['items'] as Record<string, unknown>[])
        : [];
      const views = items.flatMap((item) => {
        const img = image(item['image']);
        return img ? [{ image: img, href: link(item['link']) }] : [];
      });
      return views.length > 0 ? { ...base, kind: 'media', items: views } : null;
    }
    case 'TextSection':
    case 'Section':
      return {
        ...base,
        kind: 'text',
        title: str(module['title']),
        texts: strings(module['texts']).slice(0, 3),
      };
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
        title: str(module['title']),
        image: image(module['image']),
        href: link(cta?.link ?? module['link']),
        cta: cta ? str(cta.text) : null,
        code: str(module['code']) || null,
      };
    }
    case 'MenuBanner': {
      const items = Array.isArray(module['items'])
        ? (module['items'] as Record<string, unknown>[])
        : [];
      return {
        ...base,
        kind: 'menu',
        items: items.flatMap((item) => {
          const href = link(item['link']);
          return href && str(item['text']) ? [{ text: str(item['text']), href }] : [];
        }),
      };
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
export async function moduleViews(page: ModulePage, ctx: ModuleContext): Promise<ModuleView[]> {
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
  const views = await Promise.all(
    chosen.map(({ module, key, device }) => view(module, ctx, key, device)),
  );
  return views.filter((v): v is ModuleView => v !== null);
}
