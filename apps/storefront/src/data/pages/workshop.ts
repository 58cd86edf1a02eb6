import type { WorkshopHeadingCategory, WorkshopPriceTable } from '@atelier/core-loyalty';
import { workshopTableCodesFor } from '@atelier/core-loyalty';
import { siteInfo, type SiteCode } from '@atelier/core-catalogue';
import { NotFound, type LoadContext } from '../load-context.js';
import { breadcrumbJsonLd, seo } from '../seo.js';
import type { BreadcrumbView, SeoView } from '../view-types.js';

export interface WorkshopData {
  site: SiteCode;
  title: string;
  /** Every table of the site (each type, regular and 'more than two years'): the page picks. */
  tables: WorkshopPriceTable[];
  headings: WorkshopHeadingCategory[];
  /** The table types the site has, in the fixed order; the first is shown first. */
  codes: string[];
  locale: string;
  currency: string;
  breadcrumbs: BreadcrumbView[];
  seo: SeoView;
}

/**
 * /{lang}/workshop/: the workshop price tables (spec 3). Only sites with tables have the page
 * (es-es, es-ca, pt-pt, ci-es and mx-es in the embedded content); elsewhere it is the 404 page.
 */
export async function loadWorkshop(ctx: LoadContext): Promise<WorkshopData> {
  const [tables, headings] = await Promise.all([
    ctx.services.content.workshopPriceTables(ctx.site),
    ctx.services.content.workshopCategories(ctx.site),
  ]);
  const codes = workshopTableCodesFor(tables, ctx.site);
  if (codes.length === 0 || headings.length === 0) throw new NotFound('No workshop tables');
  const { locale, currency } = siteInfo(ctx.site);
  const title = ctx.shell.labels['workshopTitle'] ?? 'Workshop prices';
  const breadcrumbs = [
    { text: ctx.shell.labels['home'] ?? 'Home', href: `/${ctx.site}/` },
    { text: title, href: null },
  ];
  return {
    site: ctx.site,
    title,
    tables: tables.filter((table) => table.siteCodes.includes(ctx.site)),
    headings,
    codes,
    locale,
    currency,
    breadcrumbs,
    seo: seo({
      title,
      canonicalPath: `/${ctx.site}/workshop/`,
      alternatePath: null,
      jsonLd: [breadcrumbJsonLd(ctx.services.origin, breadcrumbs)],
    }),
  };
}
