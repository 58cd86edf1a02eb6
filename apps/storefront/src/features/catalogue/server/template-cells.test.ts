import type { ContentModule } from '@atelier/adapters-cms';
import type { Product, SiteSettings } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import type { CardContext } from '../../../shell/server/cards.js';
import type { LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';
import type { ShellView } from '../../../shell/view-types.js';
import { templateCells } from './template-cells.js';

const product = (id: string) =>
  ({
    id,
    url: `/p/${id}`,
    name: `Pieza ${id}`,
    images: [`/media/${id}.svg`],
    price: { value: 10, currency: 'EUR' },
    pricing: { price: 10 },
    stock: { level: 3, inStock: true },
    classifications: {},
    hasOverallStock: true,
  }) as unknown as Product;

const lookPage = (id: string, slug: string, productIds: string[]) => ({
  slug,
  title: `Look ${id}`,
  description: '',
  image: { src: `/media/${id}.svg`, alt: '' },
  look: { id, view: 1, products: productIds.map((p) => ({ id: p, quantity: 1 })) },
});

const card = {
  site: 'es-es',
  locale: 'es-ES',
  settings: {} as SiteSettings,
} as unknown as CardContext;

function context(looks: ReturnType<typeof lookPage>[]): LoadContext {
  const services = {
    now: () => new Date('2026-06-01T00:00:00Z'),
    listings: { product: async (_site: string, id: string) => product(id) },
    content: { shopTheLooks: async () => looks },
  } as unknown as Services;
  return {
    services,
    site: 'es-es',
    params: {},
    search: {},
    path: '/es-es/pulseras/c/3',
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree('es-es', []),
    shell: { labels: {} } as unknown as ShellView,
  };
}

const template = [
  { type: 'Look' as const, index: 4, positionsMobile: 2, positionsDesktop: 2 },
  { type: 'SmallBanner' as const, index: 11, positionsMobile: 1, positionsDesktop: 1 },
];
const banner: ContentModule = {
  type: 'SmallBanner',
  order: 1,
  title: 'Grabados',
  image: { src: '/media/engrave.svg', alt: '' },
  link: '/engravings',
};
const bracelets = [product('b1'), product('b2'), product('b3')];

describe('templateCells (docs/product/catalogue.md §3.3)', () => {
  it('fills the Look cell with the look sharing most products with the category, linked by its slug', async () => {
    const ctx = context([
      lookPage('look-evening', 'look-de-noche', ['n1', 'e1', 'r1']),
      lookPage('look-weekend', 'look-de-fin-de-semana', ['b1', 'b2', 'c1', 'c2']),
    ]);
    const cells = await templateCells(
      ctx,
      { gridTemplate: template, modules: [banner] },
      bracelets,
      card,
    );
    expect(cells[0]).toEqual({
      type: 'Look',
      index: 4,
      spanDesktop: 2,
      spanMobile: 2,
      title: 'Look look-weekend',
      image: { src: '/media/look-weekend.svg', alt: '' },
      href: '/es-es/shopthelook/look-de-fin-de-semana',
      pieces: 4,
    });
  });

  it("fills the SmallBanner cell with the content's banner, its link under the site", async () => {
    const cells = await templateCells(
      context([]),
      { gridTemplate: template, modules: [banner] },
      bracelets,
      card,
    );
    expect(cells).toEqual([
      {
        type: 'SmallBanner',
        index: 11,
        spanDesktop: 1,
        spanMobile: 1,
        title: 'Grabados',
        image: { src: '/media/engrave.svg', alt: '' },
        href: '/es-es/engravings/',
      },
    ]);
  });

  it("prefers the category's own Look module to the closest look", async () => {
    const own: ContentModule = {
      type: 'Look',
      order: 2,
      look: { id: 'own', title: 'Propio', image: '/media/own.svg', products: [{ id: 'x1' }] },
    };
    const cells = await templateCells(
      context([lookPage('look-weekend', 'finde', ['b1'])]),
      { gridTemplate: template, modules: [own] },
      bracelets,
      card,
    );
    expect(cells.map((cell) => cell.type === 'Look' && cell.title)).toEqual(['Propio']);
  });

  it('leaves out a cell with nothing to show instead of an empty box', async () => {
    const cells = await templateCells(
      context([]),
      { gridTemplate: template, modules: [] },
      bracelets,
      card,
    );
    expect(cells).toEqual([]);
  });

  it('keeps a HighlightedProduct cell as a place for the product already there', async () => {
    const cells = await templateCells(
      context([]),
      {
        gridTemplate: [
          { type: 'HighlightedProduct', index: 2, positionsMobile: 2, positionsDesktop: 2 },
        ],
      },
      bracelets,
      card,
    );
    expect(cells).toEqual([
      { type: 'HighlightedProduct', index: 2, spanDesktop: 2, spanMobile: 2 },
    ]);
  });
});
