import { createOccClient, type Shop } from '@atelier/adapters-commerce';
import type { SiteCode } from '@atelier/core-catalogue';
import { looksLikeEmail } from '../../../shell/browser/email-shape.js';
import { commerceDialect } from '../../../shell/browser/commerce-dialect.js';

export interface BookingInput {
  name: string;
  email: string;
  phone: string;
  consent: boolean;
  storeId: string | null;
}

export type BookingField = 'name' | 'email' | 'phone' | 'consent' | 'storeId';

/** What the form checks before any call; the back-end has the last word. */
export function bookingErrors(input: BookingInput): BookingField[] {
  const errors: BookingField[] = [];
  if (!input.storeId) errors.push('storeId');
  if (!input.name.trim()) errors.push('name');
  if (!looksLikeEmail(input.email.trim())) errors.push('email');
  if (!/^\+?[\d\s()-]{6,20}$/.test(input.phone.trim())) errors.push('phone');
  if (!input.consent) errors.push('consent');
  return errors;
}

/**
 * docs/product/stores.md §4: a booking refused on `pointOfServiceCode` is the no-stock-in-store
 * message; any other failure the default one.
 */
export function bookingFailure(error: unknown): 'noStock' | 'failed' {
  const errors = (error as { errors?: { subject?: string }[] } | null)?.errors;
  return Array.isArray(errors) && errors.some((item) => item?.subject === 'pointOfServiceCode')
    ? 'noStock'
    : 'failed';
}

// Through the storefront's proxy: the browser never holds a token (anonymous booking uses
// the proxy's client credentials).
function client(site: SiteCode) {
  return createOccClient({
    baseUrl: `${location.origin}/api/commerce`,
    siteCode: site,
    dialect: commerceDialect(),
    getToken: () => null,
    // Read at call time, so the page's fetch (and a test's) is the one used.
    fetch: (input, init) => globalThis.fetch(input, init),
  });
}

/** The shops of the site's country with the product (or size) in stock. */
export function storesWithStock(site: SiteCode, productCode: string): Promise<Shop[]> {
  return client(site)
    .stores.getStoresWithStock(productCode, {})
    .then((shops) => shops.filter((shop) => shop.stock !== false));
}

/** POST /users/anonymous/productreservation; answers the booking's code. */
export async function bookInStore(
  site: SiteCode,
  productCode: string,
  input: BookingInput & { storeId: string },
): Promise<string> {
  const { code } = await client(site).stores.reserveProduct({
    productCode,
    selectedShop: input.storeId,
    userData: { name: input.name.trim(), email: input.email.trim(), phone: input.phone.trim() },
  });
  return code;
}
