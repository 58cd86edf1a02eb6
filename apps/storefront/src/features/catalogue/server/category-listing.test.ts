import type { Product, SiteSettings } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { buildListing, ListingNotFound } from './category-listing.js';

function product(
  id: number,
  price: number,
  material: string,
  extra: Partial<Product> = {},
): Product {
  return {
    id: String(id),
    url: `/ring-${id}/p/${id}`,
    name: `Ring ${id}`,
    images: [`/media/jewellery/ring-gold-ruby-${id}.svg`],
    price: { value: price, currency: 'EUR' },
    previousPrice: null,
    historicLowestPrice: null,
    pricing: { price },
    stock: { level: 5, inStock: true, onlineStatus: null, storeStatus: null },
    classifications: { material: [material] },
    hasOverallStock: true,
    isNotifyMe: false,
    allowedChannels: ['WEB', 'APP'],
    novelty: false,
    onlineExclusive: false,
    ...extra,
  } as unknown as Product;
}

const settings = {
  productsPerCategoryPage: 2,
  productsPerCategoryPageManual: null,
  manualGridScroll: false,
  showLastStockTag: false,
  showSoldOutTag: true,
  last_stock_number: 0,
  show_novelty_tag: true,
  show_exclusive_online_tag: false,
} as unknown as SiteSettings;

const products = [
  product(1, 30, 'Gold'),
  product(2, 10, 'Silver'),
  product(3, 20, 'Gold', { novelty: true }),
  product(4, 40, 'Gold', { allowedChannels: ['APP'] }),
  product(5, 50, 'Silver', { hasOverallStock: false }),
];

function listing(overrides: Partial<Parameters<typeof buildListing>[0]> = {}) {
  return buildListing({
    products,
    filters: [],
    order: 'selection',
    page: 1,
    basePath: '/es-es/anillos/c/11',
    query: '',
    settings,
    card: { site: 'es-es', locale: 'es-ES', settings },
    platform: 'WEB',
    ...overrides,
  });
}

describe('buildListing', () => {
  it('lists only what the web may show and pages it with prev/next links', () => {
    const first = listing();
    expect(first.total).toBe(3);
    expect(first.cards.map((c) => c.id)).toEqual(['1', '2']);
    expect(first.pageCount).toBe(2);
    expect(first.next).toBe('/es-es/anillos/c/11?page=2');
    expect(first.previous).toBeNull();
    const second = listing({ page: 2 });
    expect(second.cards.map((c) => c.id)).toEqual(['3']);
    expect(second.previous).toBe('/es-es/anillos/c/11');
  });

  it('keeps the order on page links and gives the browser the path to build the others', () => {
    const second = listing({ page: 2, order: 'lowestPrice', query: '?order=lowestPrice' });
    expect(second.previous).toBe('/es-es/anillos/c/11?order=lowestPrice');
    expect(second.next).toBeNull();
    expect(second.path).toBe('/es-es/anillos/c/11');
    expect(second.query).toBe('?order=lowestPrice');
    expect(listing({ query: '?order=lowestPrice' }).next).toBe(
      '/es-es/anillos/c/11?page=2&order=lowestPrice',
    );
  });

  it('sends prices as numbers for the card to format in the site locale', () => {
    const discounted = listing({
      products: [
        product(9, 40, 'Gold', {
          previousPrice: { value: 50, currency: 'EUR' },
        } as Partial<Product>),
      ],
    });
    expect(discounted.cards[0]).toMatchObject({ price: 40, previousPrice: 50 });
    expect(listing().cards[0]?.previousPrice).toBeNull();
  });

  it('filters by slugged values and links each facet value to its filter path', () => {
    const gold = listing({ filters: ['material-gold'] });
    expect(gold.cards.map((c) => c.id)).toEqual(['1', '3']);
    expect(gold.filterPath).toBe('material-gold');
    const facet = gold.facets.find((f) => f.group === 'material');
    expect(facet?.options.find((o) => o.slug === 'gold')).toMatchObject({
      active: true,
      href: '/es-es/anillos/c/11',
    });
    expect(facet?.options.find((o) => o.slug === 'silver')?.href).toBe(
      '/es-es/anillos/c/11/material-gold/material-silver',
    );
  });

  it("shows each value by the site's name for it, in that name's order, and filters by the value (issue 32)", () => {
    const names: Record<string, string> = { Gold: 'Zlato', Silver: 'Stříbro' };
    const named = listing({
      filters: ['material-gold'],
      valueName: (group, value) => (group === 'material' ? (names[value] ?? value) : value),
    });
    expect(named.cards.map((c) => c.id)).toEqual(['1', '3']);
    const options = named.facets.find((f) => f.group === 'material')?.options ?? [];
    expect(options.map((o) => [o.slug, o.label])).toEqual([
      ['silver', 'Stříbro'],
      ['gold', 'Zlato'],
    ]);
  });

  it("writes filter addresses in the site's words and reads both forms (docs/product/catalogue.md §3.4)", () => {
    const spanish = {
      valueName: (group: string, value: string) =>
        group === 'material' ? ({ Gold: 'Oro', Silver: 'Plata' }[value] ?? value) : value,
      groupName: (group: string) => ({ material: 'Material', price: 'Precio' })[group],
      priceRanges: [
        { id: '0-20', label: 'Hasta 20 €', min: 0, max: 20 },
        { id: '20-60', label: 'De 20 a 60 €', min: 20, max: 60 },
      ],
    };
    for (const asked of [['material-oro'], ['material-gold']]) {
      const gold = listing({ ...spanish, filters: asked });
      expect(gold.cards.map((c) => c.id)).toEqual(['1', '3']);
      expect(gold.filterPath).toBe('material-oro');
      const options = gold.facets.find((f) => f.group === 'material')?.options ?? [];
      expect(options.find((o) => o.slug === 'silver')?.href).toBe(
        '/es-es/anillos/c/11/material-oro/material-plata',
      );
      const price = gold.facets.find((f) => f.group === 'price')?.options[0];
      expect(price?.href).toBe('/es-es/anillos/c/11/material-oro/precio-0-20');
    }
    expect(() => listing({ ...spanish, filters: ['material-cobre'] })).toThrow(ListingNotFound);
  });

  it('orders by price and novelty', () => {
    expect(listing({ order: 'lowestPrice' }).cards.map((c) => c.id)).toEqual(['2', '3']);
    expect(listing({ order: 'highestPrice' }).cards.map((c) => c.id)).toEqual(['1', '3']);
    expect(listing({ order: 'novelties' }).cards[0]?.id).toBe('3');
    expect(listing({ order: 'novelties' }).cards[0]?.tags).toContain('novelty');
  });

  it('says not found for unknown filter values and pages that do not exist', () => {
    expect(() => listing({ filters: ['material-platinum'] })).toThrow(ListingNotFound);
    expect(() => listing({ page: 3 })).toThrow(ListingNotFound);
  });

  describe('price ranges', () => {
    // Products listed on the web cost 30, 10 and 20 (see above).
    const priceRanges = [
      { id: '0-20', label: '0 € – 20 €', min: 0, max: 20 },
      { id: '20-30', label: '20 € – 30 €', min: 20, max: 30 },
      { id: '100-plus', label: 'Desde 100 €', min: 100, max: null },
    ];

    it('keeps products whose price is within a selected range, both ends included', () => {
      const low = listing({ priceRanges, filters: ['price-0-20'] });
      expect(low.cards.map((c) => c.id).sort()).toEqual(['2', '3']);
      expect(low.total).toBe(2);
      expect(low.filterPath).toBe('price-0-20');
      const both = listing({ priceRanges, filters: ['price-0-20', 'price-20-30'] });
      expect(both.total).toBe(3);
    });

    it('combines with the other groups: every group with selections must match', () => {
      const goldLow = listing({ priceRanges, filters: ['material-gold', 'price-0-20'] });
      expect(goldLow.cards.map((c) => c.id)).toEqual(['3']);
    });

    it('offers the ranges with products as a price group, counted and linked', () => {
      const facet = listing({ priceRanges }).facets.find((f) => f.group === 'price');
      expect(facet?.options).toEqual([
        {
          label: '0 € – 20 €',
          slug: '0-20',
          count: 2,
          active: false,
          href: '/es-es/anillos/c/11/price-0-20',
        },
        {
          label: '20 € – 30 €',
          slug: '20-30',
          count: 2,
          active: false,
          href: '/es-es/anillos/c/11/price-20-30',
        },
      ]);
    });

    it('says not found for a range the category does not have', () => {
      expect(() => listing({ priceRanges, filters: ['price-5-10'] })).toThrow(ListingNotFound);
      expect(() => listing({ filters: ['price-0-20'] })).toThrow(ListingNotFound);
    });
  });
});

describe('buildListing on the same cached list, request after request', () => {
  it('answers each selection and order as if it were the first, whatever came before', () => {
    const priceRanges = [
      { id: '0-20', label: 'Hasta 20', min: 0, max: 20 },
      { id: '20-60', label: 'De 20 a 60', min: 20, max: 60 },
    ];
    const fresh = (overrides: Partial<Parameters<typeof buildListing>[0]>) =>
      listing({ products: [...products], priceRanges, ...overrides });
    const requests: Partial<Parameters<typeof buildListing>[0]>[] = [
      {},
      { order: 'lowestPrice' },
      { filters: ['material-gold'] },
      { filters: ['price-0-20'], order: 'highestPrice' },
      { order: 'lowestPrice', page: 2 },
      {},
    ];
    for (const request of requests)
      expect(listing({ priceRanges, ...request })).toEqual(fresh(request));
  });
});
