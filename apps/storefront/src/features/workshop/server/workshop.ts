import {
  activeWorkshopTable,
  visibleWorkshopCategories,
  WORKSHOP_MATERIALS,
  workshopRowCells,
  workshopTableCodesFor,
  type WorkshopHeadingCategory,
  type WorkshopPriceTable,
} from '@atelier/core-loyalty';
import { siteInfo, type SiteCode } from '@atelier/core-catalogue';
import { NotFound, type LoadContext } from '../../../shell/server/load-context.js';
import { breadcrumbJsonLd, seo } from '../../../shell/seo.js';
import type { WorkshopData, WorkshopTableView } from '../workshop-view.js';

/**
 * The one active table of a type in one toggle position (docs/product/workshop.md), with
 * core-loyalty's rules: without an older table the regular one stands; with the toggle on, the base
 * category (no older variant) leaves and the others take their older-pieces titles. Computed here,
 * so the page's script carries views, not the rules and their schemas.
 */
function tableView(
  tables: readonly WorkshopPriceTable[],
  headings: readonly WorkshopHeadingCategory[],
  site: SiteCode,
  code: WorkshopPriceTable['code'],
  moreThanTwoYears: boolean,
): WorkshopTableView {
  const table = activeWorkshopTable(tables, { site, code, moreThanTwoYears });
  const categories = visibleWorkshopCategories(headings, moreThanTwoYears);
  const columnIds = categories.map((category) => category.id);
  return {
    leadingLabel: table?.leadingLabel ?? 'measureSetting',
    categories: categories.map((category) => ({
      id: category.id,
      titleKey:
        moreThanTwoYears && category.moreThanTwoYears
          ? category.moreThanTwoYears
          : category.category,
      ...(category.color ? { color: category.color } : {}),
    })),
    rows: (table?.rows ?? []).map((row) => ({
      id: row.id,
      serviceKey: row.leadingLabel,
      cells: workshopRowCells(row, columnIds, siteInfo(site).currency),
    })),
  };
}

/**
 * /{lang}/workshop/: the workshop price tables (docs/product/workshop.md). Only sites with tables have the page
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
  const views = Object.fromEntries(
    codes.map((code) => [
      code,
      {
        regular: tableView(tables, headings, ctx.site, code, false),
        older: tableView(tables, headings, ctx.site, code, true),
      },
    ]),
  );
  return {
    title,
    codes,
    views,
    materials: [...WORKSHOP_MATERIALS],
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
