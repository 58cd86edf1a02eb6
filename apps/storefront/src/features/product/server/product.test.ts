import type { SizeGuides } from '@atelier/adapters-cms';
import type { Product, SiteSettings, Size } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import type { LoadContext } from '../../../shell/server/load-context.js';
import type { Services } from '../../../shell/server/services.js';
import type { ShellView } from '../../../shell/view-types.js';
import { loadProduct, unitsLeft } from './product.js';
import { siteLinksOfTree } from '../../../shell/server/site-links.js';

const size = (name: string, stock: number): Size => ({
  code: `100001-${name}`,
  id: name,
  name,
  stock,
  availableSdd: [],
  price: 80,
});

function ring(extra: Partial<Product> = {}): Product {
  return {
    id: '100001',
    url: '/anillo-gen/p/100001',
    name: 'Anillo Gen',
    images: ['/media/jewellery/ring-gold-ruby-1.svg', '/media/jewellery/ring-gold-ruby-2.svg'],
    price: { value: 80, currency: 'EUR' },
    previousPrice: { value: 100, currency: 'EUR' },
    historicLowestPrice: { value: 75, currency: 'EUR' },
    pricing: { price: 80 },
    stock: { level: 2, inStock: true, onlineStatus: null, storeStatus: null },
    sizes: [],
    categories: [],
    classifications: {},
    hasOverallStock: true,
    novelty: false,
    onlineExclusive: false,
    ableToEngrave: true,
    personalisation: null,
    lookId: null,
    description: null,
    crossSellReferences: [],
    ...extra,
  } as unknown as Product;
}

const guides: SizeGuides = {
  rings: [
    { code: '10', measure: '50 mm' },
    { code: '12', measure: '52 mm' },
  ],
  kids: { babies: [], kids: [], other: [], booties: [], girlShoes: [], boyShoes: [], sizeCm: [] },
  bracelets: [{ size: 'S', cm: 16.5, inches: 6.5 }],
  labels: { rings: 'Anillos', bracelets: 'Pulseras' },
};

function context(product: Product, sizes: Size[]): LoadContext {
  const settings = {
    showSoldOutTag: true,
    showLastStockTag: true,
    last_stock_number: 3,
    show_novelty_tag: false,
    show_exclusive_online_tag: false,
    showHistoricLowestPrice: true,
  } as unknown as SiteSettings;
  const services = {
    origin: 'https://shop.example',
    listings: {
      product: async () => product,
      sizes: async () => sizes,
    },
    content: {
      site: async () => settings,
      sizeGuides: async () => guides,
      categoryPage: async () => null,
    },
  } as unknown as Services;
  return {
    services,
    site: 'es-es',
    params: { id: product.id },
    search: {},
    path: '/es-es/p/100001',
    platform: 'WEB',
    loggedIn: false,
    links: siteLinksOfTree('es-es', []),
    shell: { labels: { size: 'Talla', home: 'Inicio' } } as unknown as ShellView,
  };
}

describe('loadProduct', () => {
  it('sorts sizes by their number and marks sold-out ones', async () => {
    const data = await loadProduct(context(ring(), [size('14', 3), size('8', 0), size('10', 5)]));
    expect(data.sizes).toEqual([
      { code: '100001-8', name: '8', inStock: false },
      { code: '100001-10', name: '10', inStock: true },
      { code: '100001-14', name: '14', inStock: true },
    ]);
  });

  it('gives the size guide tables of the content only to products with sizes', async () => {
    const sized = await loadProduct(context(ring(), [size('10', 1)]));
    expect(sized.sizeGuide.map((table) => table.label)).toEqual(['Anillos', 'Pulseras']);
    expect(sized.sizeGuide[0]).toMatchObject({
      columns: ['Talla', 'Inner circumference'],
      rows: [
        ['10', '50 mm'],
        ['12', '52 mm'],
      ],
    });
    expect((await loadProduct(context(ring(), []))).sizeGuide).toEqual([]);
  });

  it('sends prices as numbers with the 30-day lowest, and the units left when few', async () => {
    const data = await loadProduct(context(ring(), []));
    expect(data).toMatchObject({ price: 80, previousPrice: 100, historicLowestPrice: 75 });
    expect(data.tags).toContain('lastUnits');
    expect(data.unitsLeft).toBe(2);
  });

  it("shows the back-end's percentage off, the same on every site (issue 32)", async () => {
    const yen = (discountPercentage: number | null) =>
      ring({
        price: { value: 9100, currency: 'JPY' },
        previousPrice: { value: 11300, currency: 'JPY' },
        historicLowestPrice: null,
        pricing: { price: 9100 },
        discountPercentage,
      } as Partial<Product>);
    expect((await loadProduct(context(yen(20), []))).discount).toBe(20);
    // Without the back-end's figure, the one the prices shown give.
    expect((await loadProduct(context(yen(null), []))).discount).toBe(19);
    expect((await loadProduct(context(ring(), []))).discount).toBe(20);
  });

  it('links engravable products to the engravings page, personalisable ones as such', async () => {
    const engrave = await loadProduct(context(ring(), []));
    expect(engrave.customisation).toEqual({
      kind: 'engrave',
      href: '/es-es/engravings/?product=100001',
    });
    const personalise = await loadProduct(
      context(
        ring({ ableToEngrave: false, personalisation: { type: 'PARENT', anchorPoints: [] } }),
        [],
      ),
    );
    expect(personalise.customisation?.kind).toBe('personalise');
    const plain = await loadProduct(context(ring({ ableToEngrave: false }), []));
    expect(plain.customisation).toBeNull();
  });

  it('gives the gallery every image in its four renditions', async () => {
    const data = await loadProduct(context(ring(), []));
    expect(data.images).toHaveLength(2);
    expect(data.images[0]?.alt).toBe('Anillo Gen');
    expect(Object.keys(data.images[0]?.sources ?? {})).toEqual(['96', '515', '1200', '3000']);
  });
});

describe('unitsLeft', () => {
  it('never shows the unknown-stock 999 or a level without a last-units tag', () => {
    expect(unitsLeft(['lastUnits'], 999)).toBeNull();
    expect(unitsLeft([], 2)).toBeNull();
    expect(unitsLeft(['lastOne'], 1)).toBe(1);
  });
});
