import { describe, expect, it } from 'vitest';
import {
  productSearchWireSchema,
  productWireSchema,
  referencesWireSchema,
  stockAndPriceWireSchema,
  stockWireSchema,
} from '../../src/occ/schemas/product.schema.js';

const price = (value: number) => ({ value, currencyIso: 'EUR' });

const occProduct = {
  code: '100701',
  name: 'Necklace',
  url: '/necklace/p/100701',
  images: [{ format: 'product', imageType: 'PRIMARY', url: '/img/100701-1.svg' }],
  price: price(59.95),
  previousPrice: price(79.95),
  historicLowestPrice: price(55),
  stock: { stockLevelStatus: 'inStock', stockLevel: 24 },
  onlineStock: true,
  hasOverallStock: true,
  availableSdd: ['1001'],
  description: 'A necklace',
  categories: [{ code: '7', name: 'Necklaces' }],
  collection: { name: 'Bold' },
  properties: { chainLength: '45 cm', manufacture: 'Handcrafted' },
  classifications: { material: ['gold'], color: ['yellow'], chainLength: ['45'] },
  look: { id: 'look-1' },
  productReferences: [
    { referenceType: 'BUNDLE', target: { code: 'B1' } },
    { referenceType: 'CROSSELLING', target: { code: 'X1' } },
  ],
  sizes: [
    {
      code: '100701-40',
      name: '40',
      categoryName: 'Size',
      categoryCode: 'size',
      stock: { stockLevelStatus: 'lowStock', stockLevel: 2 },
      price: price(59.95),
    },
  ],
};

describe('OCC product -> catalogue product (docs/product/catalogue.md §1.1)', () => {
  it('maps prices, stock, sizes, description, facets and references', () => {
    const product = productWireSchema().parse(occProduct);
    expect(product.id).toBe('100701');
    expect([product.price, product.previousPrice, product.historicLowestPrice]).toEqual([
      { value: 59.95, currency: 'EUR' },
      { value: 79.95, currency: 'EUR' },
      { value: 55, currency: 'EUR' },
    ]);
    expect(product.pricing).toEqual({ price: 59.95 });
    expect(product.stock).toEqual({
      level: 24,
      inStock: true,
      onlineStatus: null,
      storeStatus: null,
    });
    expect(product.sizes).toEqual([
      { code: '100701-40', id: '100701-40', name: '40', stock: 2, availableSdd: [], price: 59.95 },
    ]);
    expect(product.categories).toEqual(['7']);
    expect(product.classifications).toEqual({ material: ['gold'], color: ['yellow'] });
    expect(product.description).toMatchObject({
      text: 'A necklace',
      collection: 'Bold',
      chainLength: '45 cm',
    });
    expect(product.lookId).toBe('look-1');
    expect(product.bundleReferences).toEqual(['B1']);
    expect(product.crossSellReferences).toEqual(['X1']);
  });

  it.each([
    ['no code', { ...occProduct, code: undefined }],
    ['no image', { ...occProduct, images: [] }],
    ['no price', { ...occProduct, price: undefined }],
    ['a price as text', { ...occProduct, price: '59.95' }],
    ['a stock without status', { ...occProduct, stock: { stockLevel: 3 } }],
  ])('rejects a product with %s', (_name, wire) => {
    expect(productWireSchema().safeParse(wire).success).toBe(false);
  });

  it("keeps the back-end's percentage off, and drops one that is not a whole percentage (issue 32)", () => {
    expect(
      productWireSchema().parse({ ...occProduct, discountPercentage: 25 }).discountPercentage,
    ).toBe(25);
    expect(productWireSchema().parse(occProduct).discountPercentage).toBeNull();
    for (const bad of [-5, 120, 12.5, '25']) {
      expect(
        productWireSchema().parse({ ...occProduct, discountPercentage: bad }).discountPercentage,
      ).toBeNull();
    }
  });

  it('skips and reports bad products of a listing instead of failing it', () => {
    const result = productSearchWireSchema().parse({
      products: [occProduct, { code: 'BAD' }],
      pagination: { totalResults: 2 },
    });
    expect(result.products.map((p) => p.id)).toEqual(['100701']);
    expect(result.problems).toMatchObject([{ index: 1, id: 'BAD' }]);
    expect(result.totalResults).toBe(2);
    expect(productSearchWireSchema().safeParse({ products: 'none' }).success).toBe(false);
  });

  it('maps the stock call and the STOCK_AND_PRICE and REFERENCES field sets', () => {
    expect(stockWireSchema().parse({ stockLevelStatus: 'outOfStock', stockLevel: 0 }).inStock).toBe(
      false,
    );
    expect(stockWireSchema().safeParse({ stockLevel: 1 }).success).toBe(false);
    const stockAndPrice = stockAndPriceWireSchema().parse({
      code: '1',
      price: price(5),
      stock: { stockLevelStatus: 'inStock', stockLevel: 9 },
      onlineStock: true,
    });
    expect(stockAndPrice).toMatchObject({
      id: '1',
      price: { value: 5, currency: 'EUR' },
      onlineStock: true,
    });
    expect(
      referencesWireSchema().parse({ code: '1', productReferences: occProduct.productReferences }),
    ).toEqual({
      id: '1',
      bundleReferences: ['B1'],
      crossSellReferences: ['X1'],
    });
  });
});
