import type { Product, SiteSettings } from '@atelier/core-catalogue';
import { describe, expect, it, vi } from 'vitest';
import type { LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import type { ShellView } from '../../../shell/view-types.js';
import { EMBED_SEARCH_RESULTS, loadEmbedSearch } from './embed-search.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

const ring = {
  id: '100001',
  url: '/anillo-gen/p/100001',
  name: 'Anillo Gen',
  images: ['/media/jewellery/ring-gold-ruby-1.svg'],
  price: { value: 80, currency: 'EUR' },
  previousPrice: null,
  historicLowestPrice: null,
  pricing: { price: 80 },
  stock: { level: 5, inStock: true, onlineStatus: null, storeStatus: null },
  classifications: {},
  hasOverallStock: true,
  novelty: false,
  onlineExclusive: false,
} as unknown as Product;

function context(q: string | undefined) {
  const searchProducts = vi.fn(async () => ({ products: [ring], problems: [], totalResults: 31 }));
  const services = {
    commerce: () => ({ products: { searchProducts } }),
    content: { site: async () => ({}) as SiteSettings },
  } as unknown as Services;
  const ctx: LoadContext = {
    services,
    site: 'es-es',
    params: {},
    search: q === undefined ? {} : { q },
    path: '/es-es/embedsearch/',
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree('es-es', []),
    shell: { labels: { search: 'Buscar' } } as unknown as ShellView,
  };
  return { ctx, searchProducts };
}

describe('loadEmbedSearch', () => {
  it('searches the commerce catalogue for ?q= and returns product cards', async () => {
    const { ctx, searchProducts } = context('  anillo ');
    const data = await loadEmbedSearch(ctx);
    expect(searchProducts).toHaveBeenCalledWith('anillo', {
      pageSize: EMBED_SEARCH_RESULTS,
      fields: 'FULL',
    });
    expect(data.query).toBe('anillo');
    expect(data.total).toBe(31);
    expect(data.cards).toEqual([
      expect.objectContaining({ id: '100001', href: '/es-es/anillo-gen/p/100001', price: 80 }),
    ]);
    expect(data.seo.noIndex).toBe(true);
  });

  it('does not search without a query', async () => {
    const { ctx, searchProducts } = context(undefined);
    const data = await loadEmbedSearch(ctx);
    expect(searchProducts).not.toHaveBeenCalled();
    expect(data.cards).toEqual([]);
  });
});
