import type { ModulePage } from '@atelier/adapters-cms';
import type { Product, SiteSettings } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { moduleViews, type ModuleContext } from './modules.js';
import type { Services } from '../../../shell/server/services.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

const product = (id: string) =>
  ({
    id,
    url: `/p/${id}`,
    name: `Ring ${id}`,
    images: ['/media/jewellery/ring-gold-ruby-1.svg'],
    price: { value: 10, currency: 'EUR' },
    previousPrice: null,
    historicLowestPrice: null,
    pricing: { price: 10 },
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
    // The site's look pages: 'night' has one under its translated slug, 'spring' none.
    content: {
      shopTheLooks: async () => [{ slug: 'look-de-noche', look: { id: 'night' } }],
    },
  } as unknown as Services;
  const settings = {
    showSoldOutTag: false,
    showLastStockTag: false,
    show_novelty_tag: false,
    show_exclusive_online_tag: false,
    last_stock_number: 0,
  } as unknown as SiteSettings;
  return {
    services,
    site: 'es-es',
    platform,
    card: { site: 'es-es', locale: 'es-ES', settings },
    links: siteLinksOfTree('es-es', [{ text: 'Pulseras', link: '/es-es/c/3', children: [] }]),
  };
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
      ['four', 'both'],
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
    expect(products?.kind === 'four' && products.cards.map((c) => c.id)).toEqual(['1', '2']);
    expect(banner?.kind === 'banner' && banner.href).toBe('/es-es/help');
    expect(text?.kind === 'text' && text.texts).toEqual(['a', 'b', 'c']);
  });

  it('gives each module kind its ui view: hero slides, tiles per view, looks and anchors', async () => {
    const content = {
      ...page,
      modules: [
        {
          type: 'HeroSlider',
          order: 1,
          slides: [
            { view: 1, title: 'Pearls', images: ['/p.svg'], link: '/c/3' },
            { view: 1, title: 'No picture' },
            { view: 5, title: 'Rings', image: '/r.svg', mobileImage: '/rm.svg' },
          ],
        },
        { type: 'HeadingBanner', order: 2, title: 'Pearls' },
        { type: 'GridSlider', order: 3, view: 2, title: 'Tiles', productIds: ['1', '2'] },
        {
          type: 'CustomLooks',
          order: 4,
          title: 'Looks',
          looks: [
            { id: 'spring', products: [{ id: '1' }, { id: '2' }] },
            { id: 'night', products: [{ id: '1' }] },
          ],
        },
        {
          type: 'Look',
          order: 5,
          look: { id: 'night', view: 3, title: 'Night', products: [{ id: '1', quantity: 5 }] },
        },
        { type: 'ImageAndProductsGrid', order: 6, title: 'No picture', productIds: ['1'] },
        { type: 'Section', order: 7, title: 'Points', html: '<p>Earn</p>' },
        { type: 'Toussis', order: 8, title: 'Rewards', productIds: ['1', 'gone'] },
      ],
    } as unknown as ModulePage;
    const views = await moduleViews(content, context('WEB'));
    // The heading repeating the hero's title is left out: one visible page title.
    expect(views.map((v) => v.kind)).toEqual([
      'hero',
      'grid-slider',
      'looks',
      'look',
      'four',
      'section',
      'toussis',
    ]);
    const [hero, tiles, looks, look, , section, toussis] = views;
    expect(
      hero?.kind === 'hero' && hero.slides.map((s) => [s.title, s.href, s.mobileImage]),
    ).toEqual([
      // Content wrote '/c/3': the link is the category's canonical address (issue 32.9).
      ['Pearls', '/es-es/pulseras/c/3', null],
      ['Rings', null, '/rm.svg'],
    ]);
    expect(tiles?.kind === 'grid-slider' && tiles.perView).toEqual({ mobile: 4, desktop: 6 });
    // A look is linked by its page's slug on the site; one without a page links nowhere
    // (issue 32.3: the id was a 404).
    expect(looks?.kind === 'looks' && looks.looks).toEqual([
      {
        id: 'spring',
        title: 'Looks',
        href: null,
        image: { src: '/media/jewellery/ring-gold-ruby-1.svg', alt: '' },
        productCount: 2,
      },
      {
        id: 'night',
        title: 'Looks',
        href: '/es-es/shopthelook/look-de-noche',
        image: { src: '/media/jewellery/ring-gold-ruby-1.svg', alt: '' },
        productCount: 1,
      },
    ]);
    expect(look?.kind === 'look' && look.href).toBe('/es-es/shopthelook/look-de-noche');
    // Stock 3 is short of the look's 5; view 3 is image-only.
    expect(look?.kind === 'look' && [look.showProducts, look.pieces[0]?.available]).toEqual([
      false,
      false,
    ]);
    expect(section?.kind === 'section' && [section.id, section.html]).toEqual([
      'section-6',
      '<p>Earn</p>',
    ]);
    expect(toussis?.kind === 'toussis' && toussis.toussis.map((t) => t.id)).toEqual(['1']);
  });
});
