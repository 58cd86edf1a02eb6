import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchHybrisError } from '@atelier/adapters-commerce';
import { startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('products over HTTP (docs/product/catalogue.md §1.4)', () => {
  it('lists a category in stock with page size 9999 and maps every product', async () => {
    const listing = await sandbox.client().products.getCategoryProducts('6');
    expect(listing.products.length).toBeGreaterThan(0);
    expect(listing.problems).toEqual([]);
    expect(listing.totalResults).toBe(listing.products.length);
    const full = await sandbox.client().products.getCategoryProducts('6', { fields: 'FULL' });
    expect(full.products.every((product) => product.stock?.inStock === true)).toBe(true);
  });

  it('pages a listing', async () => {
    const page = await sandbox
      .client()
      .products.getCategoryProducts('7', { pageSize: 5, currentPage: 1 });
    expect(page.products).toHaveLength(5);
    expect(page.totalResults).toBeGreaterThan(5);
  });

  it('reads one product with each field set', async () => {
    const client = sandbox.client();
    const [first] = (await client.products.getCategoryProducts('7')).products;
    const code = first?.id ?? '';
    const full = await client.products.getProduct(code);
    expect(full.id).toBe(code);
    expect(full.images.length).toBeGreaterThan(0);
    expect(full.price.currency).toBe('EUR');
    expect(full.categories).toContain('7');
    expect(Object.keys(full.classifications).length).toBeGreaterThan(0);
    const basic = await client.products.getProduct(code, 'BASIC');
    expect(basic.name).toBe(full.name);
    const stockAndPrice = await client.products.getProductStockAndPrice(code);
    expect(stockAndPrice.price).toEqual(full.price);
    expect(stockAndPrice.stock?.inStock).toBe(true);
    const references = await client.products.getProductReferences(code);
    expect(references.id).toBe(code);
    expect(Array.isArray(references.crossSellReferences)).toBe(true);
  });

  it('reads ring sizes as sellable sizes', async () => {
    const rings = await sandbox
      .client()
      .products.getCategoryProducts('11', { fields: 'FULL', pageSize: 20 });
    const sized = rings.products.find((product) => product.sizes.length > 0);
    expect(sized?.sizes[0]?.code).toBeTruthy();
  });

  it('searches by text and reads stock', async () => {
    const client = sandbox.client();
    const [first] = (await client.products.getCategoryProducts('3')).products;
    const word = first?.name.split(' ')[0] ?? '';
    const found = await client.products.searchProducts(word, { pageSize: 50 });
    expect(found.products.length).toBeGreaterThan(0);
    const stock = await client.products.getProductStock(first?.id ?? '');
    expect(stock.inStock).toBe(true);
    expect(stock.level).toBeGreaterThan(0);
  });

  it('an unknown product is an UnknownIdentifierError, not reported to monitoring', async () => {
    const error = await sandbox
      .client()
      .products.getProduct('nope')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchHybrisError);
    const failure = error as PageFetchHybrisError;
    expect(failure.status).toBe(404);
    expect(failure.errors[0]?.type).toBe('UnknownIdentifierError');
    expect(failure.errors[0]?.errorCode).toBe('products-productCode.UnknownIdentifier-001');
    expect(failure.reportable).toBe(false);
  });
});
