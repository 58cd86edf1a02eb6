import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log.js';

describe('loggableUrl', () => {
  it('keeps share tokens of wishlists out of the log, in the page path and the API query', () => {
    expect(loggableUrl('/es-es/wishlist/share-shopper-0001/')).toBe('/es-es/wishlist/[token]/');
    expect(loggableUrl('/api/shared-wishlist/es-es?token=share-shopper-0001')).toBe(
      '/api/shared-wishlist/es-es?token=%5Bredacted%5D',
    );
    // The shopper's own list has no token to hide.
    expect(loggableUrl('/es-es/wishlist/')).toBe('/es-es/wishlist/');
  });

  it('still hides e-mail segments and secret query values', () => {
    expect(loggableUrl('/api/orders/a%40b.c?password=x&page=2')).toBe(
      '/api/orders/[email]?password=%5Bredacted%5D&page=2',
    );
  });

  it('hides usernames and the tracking lookup’s personal values too (issue 30)', () => {
    const line = loggableUrl(
      '/x?username=ana&userId=ana2&lastName=Prueba&postalCode=28001&phone=600&page=2',
    );
    expect(line).not.toMatch(/ana|Prueba|28001|600/);
    expect(line).toContain('page=2');
  });
});
