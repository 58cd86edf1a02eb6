import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('sandbox product calls', () => {
  it('answers a product with the FULL field set', async () => {
    const { status, body } = await sb.call('GET', '/products/100001?fields=FULL');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: '100001',
      categories: [{ code: '11' }],
      price: { currencyIso: 'EUR' },
      stock: { stockLevelStatus: expect.any(String) },
    });
    expect(body.name).toMatch(/^Anillo /);
    expect(body.url).toMatch(/\/p\/100001$/);
    expect(body.images[0].url).toMatch(
      /^\/media\/jewellery\/ring-(gold|silver|rose)-[a-z]+-[1-5]\.svg$/,
    );
    expect(body.sizes.length).toBe(5);
    expect(body.sizes[0]).toMatchObject({
      code: expect.stringMatching(/^100001-\d+$/),
      categoryCode: '11',
      categoryName: 'Rings',
    });
    expect(body.classifications.size).toEqual(body.sizes.map((s: { name: string }) => s.name));
    expect(Array.isArray(body.productReferences)).toBe(true);
  });

  it('trims answers to the BASIC, STOCK_AND_PRICE and REFERENCES field sets', async () => {
    const basic = (await sb.call('GET', '/products/100701?fields=BASIC')).body;
    expect(Object.keys(basic).sort()).toEqual(
      expect.arrayContaining(['code', 'name', 'url', 'images', 'price']),
    );
    expect(basic.stock).toBeUndefined();
    const stock = (await sb.call('GET', '/products/100701?fields=STOCK_AND_PRICE')).body;
    expect(stock.name).toBeUndefined();
    expect(stock).toMatchObject({
      code: '100701',
      onlineStock: true,
      hasOverallStock: true,
      price: { value: expect.any(Number) },
    });
    const refs = (await sb.call('GET', '/products/100701?fields=REFERENCES')).body;
    expect(Object.keys(refs).sort()).toEqual(['code', 'productReferences']);
    expect(refs.productReferences[0]).toMatchObject({
      referenceType: expect.stringMatching(/BUNDLE|CROSSELLING/),
      target: { code: expect.any(String) },
    });
  });

  it('speaks the site language and currency', async () => {
    const jp = (await sb.call('GET', '/products/100701?fields=BASIC', { site: 'jp-ja' })).body;
    expect(jp.price.currencyIso).toBe('JPY');
    expect(Number.isInteger(jp.price.value)).toBe(true);
    const fr = (await sb.call('GET', '/products/100701?fields=BASIC', { site: 'fr-fr' })).body;
    expect(fr.name).toMatch(/^Collier /);
  });

  it('answers an unknown product with the UnknownIdentifier error', async () => {
    const { status, body } = await sb.call('GET', '/products/nope');
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({
      type: 'UnknownIdentifierError',
      errorCode: 'products-productCode.UnknownIdentifier-001',
    });
  });

  it('lists a whole category with the default page size 9999', async () => {
    const { body } = await sb.call('GET', '/categories/7/products?fields=BASIC');
    expect(body.pagination).toMatchObject({
      pageSize: 9999,
      currentPage: 0,
      totalResults: 550,
      totalPages: 1,
    });
    expect(body.products).toHaveLength(550);
  });

  it('filters by stockLevelStatusWebSFS=inStock, pages and sorts', async () => {
    const all = (await sb.call('GET', '/categories/6/products?fields=STOCK_AND_PRICE')).body;
    const inStock = (
      await sb.call(
        'GET',
        '/categories/6/products?fields=STOCK_AND_PRICE&stockLevelStatusWebSFS=inStock',
      )
    ).body;
    expect(inStock.pagination.totalResults).toBeLessThan(all.pagination.totalResults);
    expect(inStock.products.every((p: { onlineStock: boolean }) => p.onlineStock)).toBe(true);
    const page = (
      await sb.call('GET', '/categories/6/products?fields=BASIC&pageSize=48&currentPage=1')
    ).body;
    expect(page.products).toHaveLength(48);
    expect(page.products[0].code).toBe(all.products[48].code);
    const cheap = (
      await sb.call('GET', '/categories/6/products?fields=BASIC&pageSize=20&sort=lowestPrice')
    ).body;
    const prices = cheap.products.map((p: { price: { value: number } }) => p.price.value);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('rejects bad listing parameters and unknown categories', async () => {
    const bad = await sb.call('GET', '/categories/6/products?pageSize=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'pageSize' });
    expect((await sb.call('GET', '/categories/999/products')).status).toBe(404);
  });

  it('searches by text and facet', async () => {
    const { body } = await sb.call(
      'GET',
      '/products/search?query=Bear:relevance:allCategories:7:material:gold&fields=FULL&pageSize=5',
    );
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) {
      expect(p.collection.name).toBe('Bear');
      expect(p.classifications.material).toEqual(['gold']);
      expect(p.categories[0].code).toBe('7');
    }
  });

  it('answers stock with store availability for same-day delivery', async () => {
    const { body } = await sb.call('GET', '/products/100701/stock');
    expect(body).toMatchObject({
      code: '100701',
      stockLevelStatus: expect.any(String),
      onlineStock: true,
    });
    expect(body.availableSdd).toContain('1001');
    const stores = (await sb.call('GET', '/products/100701/stores?lat=40.42&lng=-3.69')).body
      .stores;
    expect(stores[0].id).toBe('1001');
  });

  it('serves APP stock to the APP channel', async () => {
    const { status } = await sb.call('GET', '/products/100701/stock', {
      headers: { 'X-ATELIER-CHANNEL': 'APP' },
    });
    expect(status).toBe(200);
  });
});

describe("a discounted product's percentage off (issue 32)", () => {
  interface Listed {
    code: string;
    price: { value: number };
    previousPrice?: { value: number };
    discountPercentage?: number;
  }
  const listing = async (site: string): Promise<Map<string, Listed>> => {
    const { body } = await sb.call(
      'GET',
      '/categories/6/products?fields=STOCK_AND_PRICE&pageSize=200',
      { site },
    );
    return new Map((body.products as Listed[]).map((p) => [p.code, p]));
  };
  // The spec's floor(100 * (1 - price / previousPrice)), on cents as core-catalogue does it.
  const floored = (p: Listed): number => {
    const now = Math.round(p.price.value * 100);
    const before = Math.round((p.previousPrice?.value ?? 0) * 100);
    return Math.floor((100 * (before - now)) / before);
  };

  it('is worked out once from the euro prices: the same figure on every site, whatever the currency', async () => {
    const [spain, japan, saudi, britain] = await Promise.all(
      ['es-es', 'jp-ja', 'sa-ar', 'gb-en'].map(listing),
    );
    const discounted = [...spain!.values()].filter((p) => p.previousPrice);
    expect(discounted.length).toBeGreaterThan(5);
    for (const euro of discounted) {
      // Euros are the source: the figure is the spec's floor on the prices es-es shows.
      expect(euro.discountPercentage).toBe(floored(euro));
      for (const other of [japan, saudi, britain]) {
        expect(other!.get(euro.code)?.discountPercentage).toBe(euro.discountPercentage);
      }
    }
    // The reason: flooring on the converted (and shop-rounded) prices gives other figures.
    expect(
      discounted.some((euro) => floored(japan!.get(euro.code)!) !== euro.discountPercentage),
    ).toBe(true);
    // A product at full price carries no figure.
    const full = [...spain!.values()].find((p) => !p.previousPrice);
    expect(full?.discountPercentage).toBeUndefined();
  });
});
