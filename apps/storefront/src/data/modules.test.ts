import type { ModulePage } from '@atelier/adapters-cms';
import type { Product, SiteSettings } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { moduleViews, siteLink, type ModuleContext } from './modules.js';
import type { Services } from './services.js';

const product = (id: string) =>
  ({
    id,
    url: `/p/${id}`,
    name: `Ring ${id}`,
    images: ['/media/jewellery/ring-gold-ruby-1.svg'],
    pricing: { price: 10, previousPrice: null, currency: 'EUR', historicLowestPrice: null },
    stock: { level: 3, inStock: true, onlineStatus: null, storeStatus: null },
    classifications: {},
    hasOverallStock: true,
    novelty: false,
    onlineExclusive: false,
  }) as unknown as Product;

function context(platform: 'WEB' | 'APP'): ModuleContext {
  const services = {
    now: () => new Date('2026-06-01T00:00:00Z'),
    listings: {
      product: async (_site: string, id: string) => (id === 'gone' ? null : product(id)),
      categoryProducts: async () => [product('c1'), product('c2')],
    },
  } as unknown as Services;
  const settings = {
    showSoldOutTag: false,
    showLastStockTag: false,
    show_novelty_tag: false,
    show_exclusive_online_tag: false,
    last_stock_number: 0,
  } as unknown as SiteSettings;
  return { services, site: 'es-es', platform, card: { site: 'es-es', locale: 'es-ES', settings } };
}

const page: ModulePage = {
  title: 'Inicio',
  seo: { title: 'Inicio', description: '' },
  transparentHeader: false,
  modules: [
    { type: 'TextSection', order: 3, title: 'Third', texts: ['a', 'b', 'c', 'd'] },
    { type: 'FourProducts', order: 1, title: 'First', productIds: ['1', 'gone', '2'] },
    { type: 'SmallBanner', order: 2, device: 'mobile', title: 'Mobile only', link: '/help' },
    { type: 'HighlightedBanner', order: 4, platform: 'app', title: 'App only' },
    {
      type: 'DiscountBanner',
      order: 5,
      title: 'Past',
      scheduling: {
        'es-es': {
          startEnabledDate: '2020-01-01T00:00:00Z',
          endEnabledDate: '2020-01-31T00:00:00Z',
        },
      },
    },
    { type: 'UnknownThing', order: 6 },
  ],
} as unknown as ModulePage;

describe('moduleViews', () => {
  it('keeps visible modules in order, leaving device to CSS and dropping unknown types', async () => {
    const views = await moduleViews(page, context('WEB'));
    expect(views.map((v) => [v.kind, v.device])).toEqual([
      ['products', 'both'],
      ['banner', 'mobile'],
      ['text', 'both'],
    ]);
  });

  it('shows app-only modules in the app, each banner as the ui banner of its type', async () => {
    const views = await moduleViews(page, context('APP'));
    const banners = views.flatMap((v) => (v.kind === 'banner' ? [[v.title, v.variant]] : []));
    expect(banners).toEqual([
      ['Mobile only', 'small'],
      ['App only', 'highlighted'],
    ]);
  });

  it('skips products that are gone, keeps at most three texts, and prefixes content links', async () => {
    const [products, banner, text] = await moduleViews(page, context('WEB'));
    expect(products?.kind === 'products' && products.cards.map((c) => c.id)).toEqual(['1', '2']);
    expect(banner?.kind === 'banner' && banner.href).toBe('/es-es/help');
    expect(text?.kind === 'text' && text.texts).toEqual(['a', 'b', 'c']);
    expect(siteLink('es-es', 'https://elsewhere.example/x')).toBe('https://elsewhere.example/x');
    expect(siteLink('es-es', '/es-es/c/3')).toBe('/es-es/c/3');
  });
});
