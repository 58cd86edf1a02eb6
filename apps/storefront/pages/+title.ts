import type { PageContext } from 'vike/types';
import { pageTitle } from '@atelier/core-catalogue';

/** 'title | VERTICAL' (docs/product/sites.md §1.3); the error page uses its content's title. */
export default function title(pageContext: PageContext): string {
  const brand = pageContext.shell?.brand ?? 'ATELIER';
  const data = pageContext.data as { seo?: { title?: string } } | undefined;
  if (data?.seo?.title) return pageTitle(data.seo.title, brand);
  if (pageContext.errorViews && (pageContext.is404 || pageContext.abortStatusCode)) {
    const views = pageContext.errorViews;
    const status = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
    return pageTitle(
      status === 404 || status === 410 ? views.notFound.title : views.serverError.title,
      brand,
    );
  }
  return brand;
}
