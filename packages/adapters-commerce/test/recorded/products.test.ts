import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OccListProblem } from '../../src/index.js';
import { recorded, startReplay } from './replay.js';

// Standard SAP Commerce products (test/recorded/products): a search page with classifications
// as OCC's array, a base product with variant options and a price range, a product without
// a url; details with images in several formats and galleries, variants, stock(DEFAULT).
let replay: Awaited<ReturnType<typeof startReplay>>;
beforeAll(async () => {
  replay = await startReplay();
});
afterAll(() => replay.close());

type Image = { format?: string; imageType?: string; url: string; galleryIndex?: number };
const urlOf = (images: Image[], format: string, type = 'PRIMARY', index?: number) =>
  images.find(
    (image) =>
      image.format === format &&
      image.imageType === type &&
      (index === undefined || image.galleryIndex === index),
  )!.url;

describe('product search (GET /products/search)', () => {
  it('keeps products with OCC classifications, a price range or no url; drops and reports the rest', async () => {
    const page = recorded<{ products: { images?: Image[] }[] }>('products/search.json');
    replay.serve([{ method: 'GET', path: '/products/search', body: page }]);
    const problems: OccListProblem[] = [];
    const result = await replay
      .client({ onListProblem: (problem) => problems.push(problem) })
      .products.searchProducts('drill');
    expect(result.totalResults).toBe(5);
    expect(result.products.map((product) => product.id)).toEqual([
      '3780171',
      '300785800',
      '779841',
    ]);
    const [drill, belt, camera] = result.products;
    expect(drill?.classifications).toEqual({ color: ['blue', 'black'], material: ['steel'] });
    // One picture in four formats is one image, in the product format.
    expect(drill?.images).toEqual([urlOf(page.products[0]!.images!, 'product')]);
    expect(belt?.pricing.price).toBe(24.26);
    expect(belt?.sizes.map((size) => [size.code, size.name, size.price])).toEqual([
      ['300785814', 'L/XL', 24.26],
      ['300785813', 'S/M', 24.26],
      ['300785812', 'XS', 24.26],
    ]);
    expect(camera?.url).toBe('/p/779841');
    expect(result.problems.map((problem) => [problem.index, problem.id])).toEqual([
      [3, 'SRV_01'],
      [4, '3780171-broken'],
    ]);
    expect(problems.map((problem) => [problem.list, problem.index])).toEqual([
      ['products', 3],
      ['products', 4],
    ]);
  });
});

describe('product detail (GET /products/{code})', () => {
  it('one image per picture: primary first, then the gallery by index', async () => {
    const body = recorded<{ images: Image[] }>('products/detail-classifications.json');
    replay.serve([{ method: 'GET', path: '/products/3780171', body }]);
    const product = await replay.client().products.getProduct('3780171');
    expect(product.images).toEqual([
      urlOf(body.images, 'product'),
      urlOf(body.images, 'product', 'GALLERY', 1),
    ]);
    expect(product.classifications).toEqual({ color: ['blue', 'black'], material: ['steel'] });
    expect(product.price).toEqual({ value: 137, currency: 'USD' });
    expect(product.stock).toMatchObject({ level: 51, inStock: true });
    expect(product.description?.text).toBe(
      'Cordless drill/driver with <b>two speeds</b>.<br/>18 V.',
    );
  });

  it('a size variant: its siblings are the sizes, the base product is kept', async () => {
    replay.serve([
      {
        method: 'GET',
        path: '/products/300785814',
        body: recorded('products/detail-variants.json'),
      },
    ]);
    const product = await replay.client().products.getProduct('300785814');
    expect(product.baseProduct).toBe('300785800');
    expect(product.sizes).toEqual([
      expect.objectContaining({ code: '300785814', name: 'L/XL', stock: 4, price: 24.26 }),
      expect.objectContaining({ code: '300785813', name: 'S/M', price: 24.26 }),
      expect.objectContaining({ code: '300785812', name: 'XS', stock: 0, price: 24.26 }),
    ]);
    expect(product.sizes[1]!.stock).toBeGreaterThan(0);
    expect(product.images).toEqual(['/medias/maguro-pu-belt-plaid-product.jpg']);
  });

  it('the standard dialect reads stock with fields=stock(DEFAULT)', async () => {
    replay.serve([
      { method: 'GET', path: '/products/3780171', body: recorded('products/stock.json') },
    ]);
    const stock = await replay.client({ dialect: 'standard' }).products.getProductStock('3780171');
    expect(stock).toEqual({ level: 51, inStock: true, onlineStatus: null, storeStatus: null });
    expect(replay.requests[0]?.query.get('fields')).toBe('stock(DEFAULT)');
  });
});
