import { describe, expect, it } from 'vitest';
import { showsLiveShopping } from './live-shopping.js';

describe('showsLiveShopping', () => {
  it('shows on landing, product and category pages while active', () => {
    for (const route of ['landing', 'product', 'category'])
      expect(showsLiveShopping(route, true, false)).toBe(true);
  });

  it('stays away from other pages, inactive sites and the app, kiosk and corporate modes', () => {
    expect(showsLiveShopping('home', true, false)).toBe(false);
    expect(showsLiveShopping('checkoutPayment', true, false)).toBe(false);
    expect(showsLiveShopping(undefined, true, false)).toBe(false);
    expect(showsLiveShopping('product', false, false)).toBe(false);
    expect(showsLiveShopping('product', true, true)).toBe(false);
  });
});
