// Pages the server writes without rendering the app: the offline pages (a service worker or
// CDN serves them when the app is down, docs/product/shell.md §2.3) and the busy answer of an
// overloaded server (ADRs 0058, 0064). Self-contained HTML: inline styles only, never indexed,
// in the site's language and direction; the only script is the busy page's own file.
import type { ErrorPage } from '@atelier/adapters-cms';
import { siteInfo, type SiteCode } from '@atelier/core-catalogue';
import { escapeUTF8 as escape } from 'entities';
import { BUSY_RETRY_SCRIPT_PATH } from './busy-retry-script.js';
import { labelText } from '../shell/label-text.js';

/** The document around a standalone page's body, in the server-error content's colours. */
function standaloneDocument(options: {
  page: ErrorPage;
  site: SiteCode;
  title: string;
  body: string;
  head?: string;
  rootAttributes?: string;
}): string {
  const { page, site, title, body } = options;
  const { vertical, rtl, locale } = siteInfo(site);
  const brand = vertical === 'suot' ? 'SUOT' : 'ATELIER';
  return `<!doctype html><html lang="${escape(locale)}" dir="${rtl ? 'rtl' : 'ltr'}"${options.rootAttributes ?? ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escape(title)} | ${brand}</title>${options.head ?? ''}</head><body style="margin:0;font-family:Georgia,serif;background:${escape(page.bgColor)};color:${escape(page.textColor)}"><main style="max-width:40rem;margin:15vh auto;padding:1rem;text-align:${escape(page.titleAlign)}">${body}</main></body></html>`;
}

function titleOf(page: ErrorPage, site: SiteCode): string {
  return siteInfo(site).vertical === 'suot' ? page.labels.suotTitle : page.labels.title;
}

function linksOf(page: ErrorPage): string {
  return page.links
    .map((link) => `<a href="${escape(link.url)}">${escape(link.text)}</a>`)
    .join(' ');
}

export function standaloneErrorPage(page: ErrorPage, site: SiteCode, status: number): string {
  const title = titleOf(page, site);
  return standaloneDocument({
    page,
    site,
    title,
    body: `<h1 data-testid="error-page" data-status="${status}">${escape(title)}</h1><p>${escape(page.labels.description)}</p><p>${linksOf(page)}</p>`,
  });
}

/**
 * The 503 page of an overloaded server for a page with no kept copy (ADR 0064): it says the
 * page will open by itself, and its script does that once the server has room. Without
 * JavaScript it asks the shopper to try again, with a link to this same page (`href=""`).
 * `labels`: the site's labels (busyTitle, busyWaiting, busyManual, busyTryNow); the
 * server-error content gives the colours and the links home.
 */
export function busyPage(options: {
  page: ErrorPage;
  labels: Record<string, string>;
  site: SiteCode;
  retryAfterS: number;
}): string {
  const { page, labels, site } = options;
  const title = labelText(labels, 'busyTitle', 'One moment, please');
  const waiting = labelText(
    labels,
    'busyWaiting',
    'Many shoppers are visiting right now. This page will open by itself as soon as there is room.',
  );
  const manual = labelText(
    labels,
    'busyManual',
    'Many shoppers are visiting right now. Please try again in a few seconds.',
  );
  const tryNow = labelText(labels, 'busyTryNow', 'Try again now');
  return standaloneDocument({
    page,
    site,
    title,
    rootAttributes: ` data-retry-after="${Math.max(1, Math.round(options.retryAfterS))}"`,
    head: `<script src="${BUSY_RETRY_SCRIPT_PATH}" defer></script>`,
    body: `<h1 data-testid="error-page" data-status="503">${escape(title)}</h1><p role="status"><span data-busy-manual>${escape(manual)}</span><span data-busy-waiting hidden>${escape(waiting)}</span></p><p><a href="" data-testid="busy-try-now">${escape(tryNow)}</a></p><p>${linksOf(page)}</p>`,
  });
}
