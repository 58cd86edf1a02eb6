import { describe, expect, it } from 'vitest';
import { parseProduct, parseProducts } from './parse-products.js';
import { categorySchema, lookSchema, categoryFiltersSchema } from './product.schema.js';

const valid = {
  id: 'A1',
  url: '/ring/p/A1',
  name: 'Ring',
  images: ['a.jpg', 'b.jpg'],
  pricing: { price: 49.9, previousPrice: 59.9, currency: 'EUR' },
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
    expect(result.product.pricing).toMatchObject({ price: 49.9, previousPrice: 59.9 });
    expect(result.product.isNotifyMe).toBe(false);
  });

  it('keeps the description and personalisation, and rejects a malformed personalisation', () => {
    const result = parseProduct({
      ...valid,
      description: { collection: 'Bear', netWeight: '2 g' },
      personalisation: { type: 'PARENT', anchorPoints: ['left'] },
    });
    expect(result.ok && result.product.description).toMatchObject({
      collection: 'Bear',
      netWeight: '2 g',
    });
    expect(result.ok && result.product.personalisation).toEqual({
      type: 'PARENT',
      anchorPoints: ['left'],
    });
    const bad = parseProduct({ ...valid, personalisation: { type: 'OTHER' } });
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

  it('fails without a price when a price is wanted, quietly for unreadable prices', () => {
    const noPrice = { ...valid, pricing: { price: 'n/a' } };
    expect(parseProduct(noPrice)).toMatchObject({ ok: false, problem: { reasons: ['no price'] } });
    expect(parseProduct(noPrice, { requirePrice: false }).ok).toBe(true);
  });

  it('fails without stock data when stock is wanted', () => {
    const { stock: _stock, ...noStock } = valid;
    expect(parseProduct(noStock).ok).toBe(true);
    expect(parseProduct(noStock, { requireStock: true })).toMatchObject({
      ok: false,
      problem: { reasons: ['no stock data'] },
    });
  });

  it('reads a single image field and { value } prices', () => {
    const result = parseProduct({
      code: 'B',
      url: '/b',
      name: 'B',
      image: 'x.jpg',
      price: { value: 10 },
    });
    expect(result.ok && result.product.images).toEqual(['x.jpg']);
    expect(result.ok && result.product.id).toBe('B');
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
