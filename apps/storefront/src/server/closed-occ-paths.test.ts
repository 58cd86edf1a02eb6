import { describe, expect, it } from 'vitest';
import { isClosedOccPath } from './closed-occ-paths.js';

describe('OCC paths the proxy does not forward (issue 30, hole 4)', () => {
  it('closes the guest order lookups, however they are spelled', () => {
    for (const path of [
      '/occ/v2/es-es/orders',
      '/occ/v2/es-es/orders/',
      '/occ/v2/es-es/ORDERS',
      '/occ/v2/es-es/ord%65rs',
      '/occ/v2/es-es/orders;x=1',
      '/occ/v2/es-es/orders.json',
      '/occ/v2/es-es/users/anonymous/orders/00100001/a@example.com',
      '/occ/v2/sa-ar/users/Anonymous/orders/00100001/a%40example.com',
    ])
      expect(isClosedOccPath(path), path).toBe(true);
  });

  it('leaves a shopper’s own orders and a cart’s order open', () => {
    for (const path of [
      '/occ/v2/es-es/users/current/orders',
      '/occ/v2/es-es/users/current/orders/00100001',
      '/occ/v2/es-es/orders/byCartId/5b0c',
      '/occ/v2/es-es/orders/5b0c/visited',
      '/occ/v2/es-es/users/anonymous/carts/5b0c',
    ])
      expect(isClosedOccPath(path), path).toBe(false);
  });
});
