import { cardContext, type LoadContext } from '../../../shell/server/load-context.js';
import { toCard } from '../../../shell/server/cards.js';
import { seo } from '../../../shell/seo.js';
import type { EmbedSearchData } from '../catalogue-view.js';

/** Results of one search: enough for a grid, small enough for the page data. */
export const EMBED_SEARCH_RESULTS = 24;

/**
 * `/{lang}/embedsearch?q=`: the commerce product search as product cards. Search result
 * pages are not indexed (they would be endless near-duplicates).
 */
export async function loadEmbedSearch(ctx: LoadContext): Promise<EmbedSearchData> {
  const query = (ctx.search['q'] ?? '').trim().slice(0, 100);
  const title = ctx.shell.labels['search'] ?? 'Search';
  const page = seo({
    title: query ? `${title}: ${query}` : title,
    description: '',
    canonicalPath: `/${ctx.site}/embedsearch/`,
    noIndex: true,
  });
  if (!query) return { query, cards: [], total: 0, seo: page };
  const [result, { card }] = await Promise.all([
    ctx.services
      .commerce(ctx.site)
      // FULL, as the category listing asks: BASIC has no stock, and a card without stock
      // said "sold out" on every result (issue 32).
      .products.searchProducts(query, { pageSize: EMBED_SEARCH_RESULTS, fields: 'FULL' }),
    cardContext(ctx),
  ]);
  return {
    query,
    cards: result.products.map((product) => toCard(product, card)),
    total: result.totalResults,
    seo: page,
  };
}
