import { selectLanding } from '@atelier/core-catalogue';
import { anchorMenu, LOYALTY_LANDING_VARIANT } from '../anchor-menu.js';
import { cardContext, type LoadContext } from '../../../shell/server/load-context.js';
import { moduleViews } from './modules.js';
import { organizationJsonLd, seo } from '../../../shell/seo.js';
import type { ModulePageData } from '../module-view-types.js';

type ContentPage = Parameters<typeof moduleViews>[0] & {
  title: string;
  variant?: string | null;
  transparentHeader: boolean;
  seo: { title: string; description: string };
};

/** Home and landings are the same kind of page: content modules plus their SEO. */
async function modulePage(
  ctx: LoadContext,
  page: ContentPage,
  card: Awaited<ReturnType<typeof cardContext>>['card'],
  paths: { canonicalPath: string; alternatePath: string | null },
  jsonLd: Parameters<typeof seo>[0]['jsonLd'] = [],
): Promise<ModulePageData> {
  const modules = await moduleViews(page, {
    services: ctx.services,
    site: ctx.site,
    platform: ctx.platform,
    card,
    links: ctx.links,
  });
  return {
    title: page.title,
    transparentHeader: page.transparentHeader,
    modules,
    anchors: page.variant === LOYALTY_LANDING_VARIANT ? anchorMenu(modules) : [],
    seo: seo({
      title: page.seo.title || page.title,
      description: page.seo.description,
      ...paths,
      jsonLd,
    }),
  };
}

export async function loadHome(ctx: LoadContext): Promise<ModulePageData> {
  const [page, { card }] = await Promise.all([
    ctx.services.content.home(ctx.site),
    cardContext(ctx),
  ]);
  return modulePage(ctx, page, card, { canonicalPath: `/${ctx.site}/`, alternatePath: '/' }, [
    organizationJsonLd(ctx.services.origin, ctx.site, ctx.shell.brand),
  ]);
}

/** Landing by slug, variant by visitor type (logged or not), first as fallback. */
export async function loadLanding(ctx: LoadContext): Promise<ModulePageData> {
  const slug = ctx.params['slug'] ?? '';
  const [landings, { card }] = await Promise.all([
    ctx.services.content.landings(ctx.site, slug),
    cardContext(ctx),
  ]);
  const page = selectLanding(landings, ctx.loggedIn ? 'logged' : 'not logged', {
    slug,
    route: 'landing',
  });
  return modulePage(ctx, page, card, {
    canonicalPath: `/${ctx.site}/${slug}`,
    alternatePath: null,
  });
}
