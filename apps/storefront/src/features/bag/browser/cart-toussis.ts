// docs/product/loyalty.md §5.3: the bag page lists the signed-in member's toussis (loyalty
// rewards) that can be picked up at a store and have stock there, the first four. The CRM
// answers the member's toussis; stock and names come from the catalogue. Loaded lazily with
// the bag page's body, through the commerce proxy (the token stays in its httpOnly cookie).
import { createOccClient } from '@atelier/adapters-commerce';
import type { SiteCode } from '@atelier/core-catalogue';
import { cartToussis, type ToussiState } from '@atelier/core-loyalty';
import { isSignedIn } from '../../../shell/browser/session/signed-in.js';
import { commerceDialect } from '../../../shell/browser/commerce-dialect.js';

export interface CartToussi {
  id: string;
  name: string;
  image: string | null;
  state: ToussiState;
}

/** The calls the list needs. */
export interface ToussiPorts {
  getToussis(): Promise<{ toussis: { productId: string; state: ToussiState }[] }>;
  getStock(productId: string): Promise<{ hasOverallStock: boolean }>;
  getProduct(productId: string): Promise<{ name: string; images: string[] }>;
}

export async function loadCartToussis(ports: ToussiPorts): Promise<CartToussi[]> {
  const { toussis } = await ports.getToussis();
  // Stock of every reward, read at once; unknown stock counts as none (nothing to pick up).
  const stock = new Map(
    await Promise.all(
      toussis.map(async (toussi) => {
        const answer = await ports.getStock(toussi.productId).catch(() => null);
        return [toussi.productId, answer?.hasOverallStock === true] as const;
      }),
    ),
  );
  const shown = cartToussis(toussis, (productId) => stock.get(productId) === true);
  return Promise.all(
    shown.map(async (toussi) => {
      const product = await ports.getProduct(toussi.productId).catch(() => null);
      return {
        id: toussi.productId,
        name: product?.name ?? toussi.productId,
        image: product?.images[0] ?? null,
        state: toussi.state,
      };
    }),
  );
}

/** The member's toussis for the bag page; none for a guest (no CRM call is made). */
export function cartToussisFor(site: SiteCode): Promise<CartToussi[]> {
  if (!isSignedIn()) return Promise.resolve([]);
  const client = createOccClient({
    baseUrl: `${location.origin}/api/commerce`,
    siteCode: site,
    dialect: commerceDialect(),
    getToken: () => null,
    isSignedIn: () => isSignedIn(),
  });
  return loadCartToussis({
    getToussis: () => client.crm.getToussis(),
    getStock: (productId) => client.products.getProductStockAndPrice(productId),
    getProduct: (productId) => client.products.getProduct(productId, 'BASIC'),
  });
}
