import type { Bag } from '@atelier/core-bag';
import type { OccClient } from '@atelier/adapters-commerce';

/** A delivery address in Madrid (postal code 28001 is served same day). */
export const MADRID_ADDRESS = {
  name: 'Ana',
  surname: 'García',
  address: 'Calle de Alcalá 1',
  postalCode: '28001',
  city: { code: 'MAD', name: 'Madrid' },
  country: { code: 'ES', name: 'España' },
  region: { code: 'ES-M', name: 'Madrid' },
  phone: '+34600000000',
  saveForFutureOrders: true,
};

/**
 * Unsized products of a category with plenty of web stock (other tests' bags hold some),
 * by the listing's own in-stock filter.
 */
export async function inStockProducts(client: OccClient, categoryId = '7'): Promise<string[]> {
  const listing = await client.products.getCategoryProducts(categoryId, { fields: 'FULL' });
  return listing.products
    .filter((product) => product.sizes.length === 0 && (product.stock?.level ?? 0) >= 20)
    .map((product) => product.id);
}

/** Unsized products with 2 or 3 units of web stock, for the stock rules. */
export async function lowStockProducts(
  client: OccClient,
): Promise<{ code: string; level: number }[]> {
  const listing = await client.products.getCategoryProducts('6', { fields: 'FULL' });
  return listing.products
    .filter((product) => product.sizes.length === 0)
    .map((product) => ({ code: product.id, level: product.stock?.level ?? 0 }))
    .filter(({ level }) => level >= 2 && level <= 3);
}

/** An unsized product that can be engraved. */
export async function engravableProduct(client: OccClient): Promise<string> {
  for (const category of ['7', '3']) {
    const listing = await client.products.getCategoryProducts(category, { fields: 'FULL' });
    const found = listing.products.find(
      (product) =>
        product.ableToEngrave && product.sizes.length === 0 && (product.stock?.level ?? 0) >= 5,
    );
    if (found) return found.id;
  }
  throw new Error('the sandbox seeds no engravable product in stock');
}

/** A guest bag with one product, an e-mail, a delivery address and standard shipping. */
export async function readyGuestBag(client: OccClient, productCode: string): Promise<Bag> {
  const bag = await client.bag.createBag({});
  const cartId = bag.cartId ?? '';
  await client.bag.addEntries(cartId, [{ productCode, quantity: 1 }]);
  await client.bag.setGuestEmail(cartId, 'guest@example.com');
  await client.bag.setDeliveryAddress(cartId, MADRID_ADDRESS);
  return client.bag.setDeliveryMode(cartId, 'standard');
}

export function cartIdOf(bag: Bag): string {
  if (!bag.cartId) throw new Error('the bag has no cart id');
  return bag.cartId;
}
