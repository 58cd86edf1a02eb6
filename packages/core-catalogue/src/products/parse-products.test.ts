import { describe, expect, it } from 'vitest';
import { parseProduct, parseProducts } from './parse-products.js';
import { categorySchema, lookSchema, categoryFiltersSchema } from './product.schema.js';

const valid = {
  id: 'A1',
  url: '/ring/p/A1',
  name: 'Ring',
  images: ['a.jpg', 'b.jpg'],
  price: { value: 49.9, currency: 'EUR' },
  previousPrice: { value: 59.9, currency: 'EUR' },
  stock: { level: 3, inStock: true },
  sizes: [
    {
      code: 'A1-10',
      id: '10',
      name: '10',
      stock: 2,
      price: 49.9,
      categoryName: 'Size',
      categoryCode: 'SZ',
    },
    { code: 'A1-11', name: '11', stock: 1, price: 49.9, categoryCode: 'SZ' },
    { code: '', name: '12', stock: 1, price: 49.9, categoryName: 'Size', categoryCode: 'SZ' },
    { code: 'A1-13', name: '13', stock: 1, price: 'abc', categoryName: 'Size', categoryCode: 'SZ' },
  ],
  classifications: { material: ['silver'] },
};

describe('parseProduct', () => {
  it('parses a valid product and drops sizes lacking price, category name, category code or code', () => {
    const result = parseProduct(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.product.sizes.map((s) => s.code)).toEqual(['A1-10']);
    expect(result.droppedSizes).toBe(3);
    expect(result.product.price).toEqual({ value: 49.9, currency: 'EUR' });
    expect(result.product.previousPrice).toEqual({ value: 59.9, currency: 'EUR' });
    expect(result.product.historicLowestPrice).toBeNull();
    // The listing rules' key (FilterableProduct) is the price's amount.
    expect(result.product.pricing).toEqual({ price: 49.9 });
    expect(result.product.isNotifyMe).toBe(false);
  });

  it('keeps the description and personalisation, and rejects a malformed personalisation', () => {
    const result = parseProduct({
      ...valid,
      description: { collection: 'Bear', netWeight: '2 g' },
      personalisation: {
        type: 'PARENT',
        anchorPoints: [{ id: 'left', x: 0.2, y: 0.6, supports: ['RING'] }],
      },
    });
    expect(result.ok && result.product.description).toMatchObject({
      collection: 'Bear',
      netWeight: '2 g',
    });
    expect(result.ok && result.product.personalisation).toEqual({
      type: 'PARENT',
      anchorPoints: [{ id: 'left', x: 0.2, y: 0.6, supports: ['RING'] }],
    });
    const bad = parseProduct({ ...valid, personalisation: { type: 'OTHER' } });
    const offPiece = parseProduct({
      ...valid,
      personalisation: {
        type: 'PARENT',
        anchorPoints: [{ id: 'a', x: 2, y: 0, supports: ['RING'] }],
      },
    });
    expect(offPiece.ok).toBe(false);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.problem.reasons[0]).toMatch(/^personalisation/);
  });

  it('fails without a primary image', () => {
    const result = parseProduct({ ...valid, images: [] });
    expect(result).toMatchObject({
      ok: false,
      problem: { id: 'A1', reasons: ['no primary image'] },
    });
  });

  it('fails without a readable price or without its currency, quietly', () => {
    const noPrice = { ...valid, price: { value: 'n/a', currency: 'EUR' } };
    expect(parseProduct(noPrice)).toMatchObject({ ok: false, problem: { reasons: ['no price'] } });
    const noCurrency = { ...valid, price: 49.9 };
    expect(parseProduct(noCurrency)).toMatchObject({
      ok: false,
      problem: { reasons: ['no currency'] },
    });
  });

  it('reads a bare amount in the currency the product names, and other prices in its currency', () => {
    const result = parseProduct({
      ...valid,
      price: '1500',
      currency: 'JPY',
      previousPrice: 1800,
      historicLowestPrice: { value: 1400 },
    });
    expect(result.ok && [result.product.price, result.product.previousPrice]).toEqual([
      { value: 1500, currency: 'JPY' },
      { value: 1800, currency: 'JPY' },
    ]);
    expect(result.ok && result.product.historicLowestPrice).toEqual({
      value: 1400,
      currency: 'JPY',
    });
  });

  it('fails without stock data when stock is wanted', () => {
    const { stock: _stock, ...noStock } = valid;
    expect(parseProduct(noStock).ok).toBe(true);
    expect(parseProduct(noStock, { requireStock: true })).toMatchObject({
      ok: false,
      problem: { reasons: ['no stock data'] },
    });
  });

  it('reads a single image field and { value, currency } prices', () => {
    const result = parseProduct({
      code: 'B',
      url: '/b',
      name: 'B',
      image: 'x.jpg',
      price: { value: 10, currency: 'GBP' },
    });
    expect(result.ok && result.product.images).toEqual(['x.jpg']);
    expect(result.ok && result.product.id).toBe('B');
    expect(result.ok && result.product.price).toEqual({ value: 10, currency: 'GBP' });
  });
});

describe('parseProducts', () => {
  it('skips and reports invalid products, never throws', () => {
    const { products, problems } = parseProducts([
      valid,
      null,
      { id: 'X' },
      'junk',
      { ...valid, id: 'A2' },
    ]);
    expect(products.map((p) => p.id)).toEqual(['A1', 'A2']);
    expect(problems.map((p) => p.index)).toEqual([1, 2, 3]);
    expect(problems[1]).toMatchObject({ id: 'X' });
    expect(problems[1]!.reasons).toContain('no primary image');
  });
});

describe('entity schemas', () => {
  it('parses looks with quantity 1 by default', () => {
    const look = lookSchema.parse({ id: 'L', view: 2, products: [{ id: 'A1' }] });
    expect(look.products[0]).toEqual({
      id: 'A1',
      quantity: 1,
      showProduct: true,
      blankSpace: false,
    });
    expect(
      lookSchema.safeParse({ id: 'L', view: 2, products: [{ id: 'A1', quantity: 0 }] }).success,
    ).toBe(false);
  });

  it('parses nested categories and category filters', () => {
    const category = categorySchema.parse({
      id: '1',
      href: '/c/1',
      text: 'Jewellery',
      options: [{ id: '2', href: '/c/2', text: 'Rings' }],
    });
    expect(category.options[0]?.options).toEqual([]);
    expect(
      categoryFiltersSchema.parse({
        material: ['gold'],
        price: [{ id: 'p', name: 'p', min: 0, max: 5 }],
      }),
    ).toEqual({
      material: ['gold'],
      price: [{ id: 'p', name: 'p', min: 0, max: 5 }],
    });
    expect(categoryFiltersSchema.safeParse({ material: 'gold' }).success).toBe(false);
  });
});
