import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
}, 60_000);
afterAll(() => sandbox.close());

describe('stores and cross-border over HTTP (docs/product/commerce-api.md §12)', () => {
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
    expect((await client.crossBorder.getShippingCost(500)).value).toBe(0);
  });
});

describe('the store finder (docs/product/stores.md: shops, center and countryBounds)', () => {
  it('answers the country bounds and a center with the shops it found', async () => {
    const found = await sandbox.client().stores.findStores({ query: 'madrid', country: 'ES' });
    expect(found.stores.map((store) => store.id)).toEqual(['1001', '1002', '1003']);
    expect(found.center).toEqual(found.stores[0]?.coordinates);
    const bounds = found.countryBounds;
    expect(bounds).not.toBeNull();
    // Every Spanish store lies inside Spain's bounds.
    for (const store of (await sandbox.client().stores.findStores({ country: 'ES' })).stores) {
      const { lat = 0, lng = 0 } = store.coordinates ?? {};
      expect(lat).toBeGreaterThanOrEqual(bounds?.southWest.lat ?? 99);
      expect(lat).toBeLessThanOrEqual(bounds?.northEast.lat ?? -99);
      expect(lng).toBeGreaterThanOrEqual(bounds?.southWest.lng ?? 999);
      expect(lng).toBeLessThanOrEqual(bounds?.northEast.lng ?? -999);
    }
  });

  it('finds nothing for a text no shop has, still with the bounds of the country', async () => {
    const found = await sandbox.client().stores.findStores({ query: 'zzz', country: 'PT' });
    expect(found.stores).toEqual([]);
    expect(found.center).toBeNull();
    expect(found.countryBounds?.northEast.lat).toBeGreaterThan(41);
  });
});
