// The bench's bare React build: the storefront's own root layout, head and page components,
// rendered with react-dom's renderToString from a captured page context (what Vike passed to
// the client for the URL, plus the URL), without Vike. Built by build-bare.mjs, served by
// servers.mjs, so the bench can compare the storefront's uncached SSR with the cost of
// rendering the same tree alone.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import Head from '../../apps/storefront/pages/+Head.js';
import Layout from '../../apps/storefront/pages/+Layout.js';
import CategoryPage from '../../apps/storefront/pages/category/+Page.js';
import HomePage from '../../apps/storefront/pages/home/+Page.js';
import ProductPage from '../../apps/storefront/pages/product/+Page.js';
import { PageContextProvider } from './shims/page-context.js';

const PAGES: Record<string, ComponentType> = {
  '/pages/home': HomePage,
  '/pages/category': CategoryPage,
  '/pages/product': ProductPage,
};

export const pageIds = Object.keys(PAGES);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One full HTML document for the page context (its pageId names the page component). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed vike_pageContext
export function renderDocument(pageContext: any): string {
  const Page = PAGES[pageContext.pageId];
  if (!Page) throw new Error(`bare render: no page component for ${pageContext.pageId}`);
  const head = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <Head />
    </PageContextProvider>,
  );
  const body = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <Layout>
        <Page />
      </Layout>
    </PageContextProvider>,
  );
  const lang = escapeAttribute(pageContext.shell?.locale ?? 'en');
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${head}</head>` +
    `<body><div id="root">${body}</div></body></html>`
  );
}
