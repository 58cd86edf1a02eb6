// The embedded sandbox's admin side, which e2e reaches on its fixed loopback port
// (SANDBOX_ADMIN_PORT in playwright.config.ts): fault rules to make the back-end fail, and
// direct OCC calls to read what it stored, as the shop's back-end sees it.
import { expect, request, type APIRequestContext } from '@playwright/test';
import type { Address } from '@atelier/core-catalogue';

const PORT = Number(process.env['E2E_SANDBOX_PORT'] ?? Number(process.env['E2E_PORT'] ?? 3210) + 1);
export const SANDBOX_URL = `http://127.0.0.1:${PORT}`;

export interface FaultRule {
  path: string;
  method?: string;
  status?: number;
  times?: number;
}

async function sandbox(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: SANDBOX_URL });
}

export async function addFaults(rules: FaultRule[]): Promise<void> {
  const api = await sandbox();
  expect((await api.post('/sandbox/faults', { data: { rules } })).ok()).toBe(true);
  await api.dispose();
}

export async function clearFaults(): Promise<void> {
  const api = await sandbox();
  await api.delete('/sandbox/faults');
  await api.dispose();
}

/** A user token straight from the sandbox (never through the shop), to read what it stored. */
export async function userToken(username: string, password: string): Promise<string> {
  const api = await sandbox();
  const answer = await api.post('/authorizationserver/oauth/token', {
    form: { grant_type: 'password', username, password },
  });
  expect(answer.ok()).toBe(true);
  const token = ((await answer.json()) as { access_token: string }).access_token;
  await api.dispose();
  return token;
}

/** An OCC GET on a site as the given user (or anonymous without a token). */
export async function occGet(site: string, path: string, token?: string): Promise<unknown> {
  const api = await sandbox();
  const answer = await api.get(`/occ/v2/${site}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = answer.ok() ? ((await answer.json()) as unknown) : null;
  await api.dispose();
  return body;
}

/** An OCC POST (JSON body) on a site as the given user, answering the JSON body. */
export async function occPost(
  site: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const api = await sandbox();
  const answer = await api.post(`/occ/v2/${site}${path}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await answer.text();
  await api.dispose();
  return { status: answer.status(), body: text ? (JSON.parse(text) as unknown) : null };
}

/** Whether the sandbox takes these credentials (without going through the shop). */
export async function canSignIn(username: string, password: string): Promise<boolean> {
  const api = await sandbox();
  const answer = await api.post('/authorizationserver/oauth/token', {
    form: { grant_type: 'password', username, password },
  });
  await api.dispose();
  return answer.ok();
}

/** A password reset link's token, as the e-mail would carry it (the sandbox answers it in a header). */
export async function resetToken(site: string, email: string): Promise<string> {
  const api = await sandbox();
  const answer = await api.post(
    `/occ/v2/${site}/forgottenpasswordtokens?userId=${encodeURIComponent(email)}`,
  );
  expect(answer.status()).toBe(202);
  const token = answer.headers()['x-sandbox-reset-token'] ?? '';
  await api.dispose();
  expect(token).not.toBe('');
  return token;
}

/**
 * A product of the site's category 7 without sizes and with at least 20 pieces in stock,
 * so journeys can order it again and again; throws when the sandbox lists none.
 */
export async function productInStock(site = 'es-es'): Promise<string> {
  const listing = (await occGet(
    site,
    '/categories/7/products?fields=FULL&pageSize=9999&currentPage=0',
  )) as { products: { code: string; sizes?: unknown[]; stock?: { stockLevel?: number } }[] };
  const found = listing.products.find(
    (p) => (p.sizes?.length ?? 0) === 0 && (p.stock?.stockLevel ?? 0) >= 20,
  );
  if (!found) throw new Error('the sandbox lists no product in stock');
  return found.code;
}

/** Where the journeys' orders are delivered: Madrid for es-es, Riyadh for sa-ar. */
export const DELIVERY_ADDRESSES = {
  'es-es': {
    address: 'Calle de Alcalá 1',
    postalCode: '28001',
    city: { code: 'MAD', name: 'Madrid' },
    country: { code: 'ES', name: 'España' },
    region: { code: 'ES-M', name: 'Madrid' },
    phone: '+34600000000',
  },
  'sa-ar': {
    address: 'King Fahd Road 1',
    postalCode: '12211',
    city: { code: 'RUH', name: 'Riyadh' },
    country: { code: 'SA', name: 'Saudi Arabia' },
    region: { code: 'SA-01', name: 'Riyadh' },
    phone: '+966501234567',
  },
} as const;

/** Who places an order: a guest by e-mail (client credentials) or a shopper by user token. */
export type Orderer = { guestEmail: string } | { token: string };

/**
 * An order placed straight in the sandbox over its OCC API (as the contract tests do: a bag
 * with `quantity` pieces of one product (1), the guest's e-mail for a guest, an address under
 * `name` (Ana) and `lastName` (Madrid unless `address` says otherwise), standard shipping,
 * cash on delivery), answering its code. For journeys that start from an order. The order
 * belongs to `site`: another site never sees it.
 */
export async function placeOrder(
  site: string,
  by: Orderer,
  order: {
    productCode: string;
    quantity?: number;
    name?: string;
    lastName: string;
    address?: Partial<Address>;
  },
): Promise<string> {
  const { createOccClient } = await import('@atelier/adapters-commerce');
  const client = createOccClient({
    baseUrl: SANDBOX_URL,
    siteCode: site as Parameters<typeof createOccClient>[0]['siteCode'],
    ...('token' in by
      ? { getToken: () => by.token }
      : {
          getToken: () => null,
          clientCredentials: { clientId: 'storefront', clientSecret: 'secret' },
        }),
  });
  const bag = await client.bag.createBag({});
  const cartId = bag.cartId ?? '';
  await client.bag.addEntries(cartId, [
    { productCode: order.productCode, quantity: order.quantity ?? 1 },
  ]);
  if ('guestEmail' in by) await client.bag.setGuestEmail(cartId, by.guestEmail);
  await client.bag.setDeliveryAddress(cartId, {
    name: order.name ?? 'Ana',
    surname: order.lastName,
    ...DELIVERY_ADDRESSES['es-es'],
    saveForFutureOrders: false,
    ...order.address,
  });
  await client.bag.setDeliveryMode(cartId, 'standard');
  const placed = await client.payments.createCashOnDeliveryPayment({
    cartId,
    returnUrl: `/${site}/checkout/confirmation/`,
    paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH',
  });
  if (placed.kind !== 'order') throw new Error(`the sandbox placed no order (${placed.kind})`);
  return placed.orderCode;
}

/** Moves an order on as the warehouse and the carrier would (admin only), e.g. to delivered. */
export async function setOrderStatus(code: string, status: string): Promise<void> {
  const api = await sandbox();
  const answer = await api.post(`/sandbox/orders/${encodeURIComponent(code)}/status`, {
    data: { status },
  });
  expect(answer.ok()).toBe(true);
  await api.dispose();
}

/** The returns the sandbox stored for an order (admin only), oldest first. */
export async function storedReturns(orderCode: string): Promise<
  {
    id: string;
    orderCode: string;
    requestedBy: string;
    entries: { entryNumber: number; quantity: number; reason: string; condition?: string }[];
    comments: string | null;
  }[]
> {
  const api = await sandbox();
  const answer = await api.get(`/sandbox/returns?orderCode=${encodeURIComponent(orderCode)}`);
  expect(answer.ok()).toBe(true);
  const { returns } = (await answer.json()) as {
    returns: Awaited<ReturnType<typeof storedReturns>>;
  };
  await api.dispose();
  return returns;
}
