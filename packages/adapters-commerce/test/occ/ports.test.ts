import type { BagPort, PromotionsPort, ShippingPort, WishlistPort } from '@atelier/core-bag';
import type { CheckoutPort, PaymentPort } from '@atelier/core-checkout';
import { describe, expect, it } from 'vitest';
import { createOccClient } from '../../src/index.js';

const client = createOccClient({
  baseUrl: 'http://127.0.0.1:9',
  siteCode: 'es-es',
  getToken: () => null,
});

// The assignments are the check: the client's groups are the core ports, nothing less.
const ports: {
  bag: BagPort;
  shipping: ShippingPort;
  promotions: PromotionsPort;
  wishlist: WishlistPort;
  payments: PaymentPort;
  checkout: CheckoutPort;
} = {
  bag: client.bag,
  shipping: client.bag,
  promotions: client.bag,
  wishlist: client.wishlist,
  payments: client.payments,
  checkout: client.checkout('cart'),
};

describe('the client implements the core ports', () => {
  it.each(Object.entries(ports))('%s: every member is a function', (_name, port) => {
    const members = Object.values(port as unknown as Record<string, unknown>);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((member) => typeof member === 'function')).toBe(true);
  });

  it('defaults: WEB channel, ATELIER brand, 20 s timeout, guest customer group, /occ/v2', () => {
    expect(client.options).toMatchObject({
      channel: 'WEB',
      brandKey: 'ATELIER',
      timeoutMs: 20_000,
      customerGroupId: 'not logged',
      apiPath: '/occ/v2',
      authPath: '/authorizationserver/oauth/token',
    });
  });

  it('gives a guest checkout no saved addresses without asking the back-end (which says 401)', async () => {
    // The back-end of this client listens nowhere: any request would reject.
    await expect(client.checkout('cart').getAddresses()).resolves.toEqual([]);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() =>
      createOccClient({ baseUrl: 'shop.example', siteCode: 'es-es', getToken: () => null }),
    ).toThrow(/http/);
  });
});
