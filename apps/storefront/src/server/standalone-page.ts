// Error pages the server writes without rendering the app: the offline pages (a service
// worker or CDN serves them when the app is down, docs/product/shell.md §2.3) and the busy
// answer of an overloaded server (ADR 0058). Self-contained HTML: no scripts, inline styles
// only, never indexed, in the site's language and direction.
import type { ErrorPage } from '@atelier/adapters-cms';
import { siteInfo, type SiteCode } from '@atelier/core-catalogue';
import { escapeUTF8 as escape } from 'entities';

export function standaloneErrorPage(page: ErrorPage, site: SiteCode, status: number): string {
  const { vertical, rtl, locale } = siteInfo(site);
  const suot = vertical === 'suot';
  const title = suot ? page.labels.suotTitle : page.labels.title;
  const links = page.links
    .map((link) => `<a href="${escape(link.url)}">${escape(link.text)}</a>`)
    .join(' ');
  return `<!doctype html><html lang="${escape(locale)}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escape(title)} | ${suot ? 'SUOT' : 'ATELIER'}</title></head><body style="margin:0;font-family:Georgia,serif;background:${escape(page.bgColor)};color:${escape(page.textColor)}"><main style="max-width:40rem;margin:15vh auto;padding:1rem;text-align:${escape(page.titleAlign)}"><h1 data-testid="error-page" data-status="${status}">${escape(title)}</h1><p>${escape(page.labels.description)}</p><p>${links}</p></main></body></html>`;
}
