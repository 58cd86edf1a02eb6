import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('stores and cross-border over HTTP (spec 3, section 7)', () => {
  it('finds stores by query and country, one by id, and by postal code', async () => {
    const client = sandbox.client();
    const stores = await client.stores.getStores({ country: 'ES' });
    expect(stores.length).toBeGreaterThan(0);
    const first = stores[0];
    expect(first?.coordinates).toBeDefined();
    const one = await client.stores.getStore(first?.id ?? '');
    expect(one.name).toBe(first?.name);
    const padded = await client.stores.getStore((first?.id ?? '').padStart(10, '0'));
    expect(padded.id).toBe(first?.id);
    const searched = await client.stores.getStores({ query: first?.name ?? '' });
    expect(searched.map((s) => s.id)).toContain(first?.id);
    expect((await client.bag.getStoresByPostalCode('28001')).length).toBeGreaterThan(0);
    const bySlug = await client.stores.getStoreBySlug(first?.slug ?? '');
    expect(bySlug.id).toBe(first?.id);
    expect((await client.stores.getStoreCountries()).map((c) => c.isoCode)).toContain('ES');
  });

  it('lists stores with stock of a product nearest first and books it in one', async () => {
    const client = sandbox.client();
    const listing = await client.products.getCategoryProducts('7', { pageSize: 50 });
    let booked = false;
    for (const product of listing.products) {
      const stores = await client.stores.getStoresWithStock(product.id, {
        lat: 40.4168,
        lng: -3.7038,
      });
      const store = stores.find((candidate) => candidate.stock === true);
      if (!store) continue;
      const reservation = await client.stores.reserveProduct({
        productCode: product.id,
        selectedShop: store.id,
        userData: { name: 'Ana', email: 'ana@example.com', phone: '+34600000000' },
      });
      expect(reservation.code).toBeTruthy();
      booked = true;
      break;
    }
    expect(booked).toBe(true);
  });

  it('lists delivery countries', async () => {
    expect((await sandbox.client().stores.getDeliveryCountries()).map((c) => c.code)).toContain(
      'ES',
    );
  });

  it('reads the cross-border country info and shipping cost', async () => {
    const client = sandbox.client({
      getCrossBorder: () => ({ country: 'US', currency: 'USD', culture: 'en-US' }),
    });
    const info = await client.crossBorder.getCountryInfo();
    expect(info.cookieName).toBe('GlobalE_Data');
    expect(typeof info.merchantId).toBe('string');
    const cost = await client.crossBorder.getShippingCost(50);
    expect(cost.currency).toBe('EUR');
    expect((await client.crossBorder.getShippingCost(500)).price).toBe(0);
  });
});
