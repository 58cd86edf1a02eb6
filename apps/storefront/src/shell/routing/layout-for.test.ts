import { describe, expect, it } from 'vitest';
import {
  checkoutStepOf,
  framesMenu,
  isHeaderTransparent,
  layoutFor,
  showsAmlNotice,
} from './layout-for.js';

describe('layoutFor', () => {
  it('frames the checkout steps and the external checkout with the checkout layout', () => {
    for (const route of [
      'checkoutRegister',
      'checkoutShipping',
      'checkoutBilling',
      'checkoutPayment',
      'checkoutConfirmation',
      'checkoutExternal',
    ])
      expect(layoutFor(route, true)).toBe('checkout');
  });

  it('gives my-account its side-menu layout and the cart its own (no header below desktop)', () => {
    expect(layoutFor('myAccount', true)).toBe('account');
    expect(layoutFor('cart', true)).toBe('cart');
  });

  it('draws the offline pages without header and footer', () => {
    expect(layoutFor('offline', true)).toBe('empty');
    expect(layoutFor('embedSearch', true)).toBe('default');
  });

  it('uses the default layout for catalogue pages and the error page', () => {
    expect(layoutFor('category', true)).toBe('default');
    expect(layoutFor('home', true)).toBe('default');
    expect(layoutFor(undefined, true)).toBe('default');
  });

  it('leaves pages without a site (the language picker) standing alone', () => {
    expect(layoutFor('languageSelection', false)).toBe('standalone');
    expect(layoutFor('checkoutPayment', false)).toBe('standalone');
  });
});

describe('checkout steps', () => {
  it('maps step routes to steps and shows the AML notice only on register and payment', () => {
    expect(checkoutStepOf('checkoutPayment')).toBe('payment');
    expect(checkoutStepOf('checkoutExternal')).toBeNull();
    expect(checkoutStepOf(undefined)).toBeNull();
    expect(showsAmlNotice('register')).toBe(true);
    expect(showsAmlNotice('payment')).toBe(true);
    expect(showsAmlNotice('shipping')).toBe(false);
    expect(showsAmlNotice(null)).toBe(false);
  });
});

describe('isHeaderTransparent', () => {
  const both = (routes: string[]) => ({ desktop: routes, mobile: routes });
  const none = { desktop: false, mobile: false };

  it('needs the route in the site setting and a hero at the top of the page', () => {
    expect(isHeaderTransparent('home', both(['home', 'landing']), true)).toEqual({
      desktop: true,
      mobile: true,
    });
    expect(isHeaderTransparent('home', both(['home']), false)).toEqual(none);
    expect(isHeaderTransparent('category', both(['home']), true)).toEqual(none);
    expect(isHeaderTransparent(undefined, both(['home']), true)).toEqual(none);
  });

  it('answers each device from its own list', () => {
    const landingDesktopOnly = { desktop: ['home', 'landing'], mobile: ['home'] };
    expect(isHeaderTransparent('landing', landingDesktopOnly, true)).toEqual({
      desktop: true,
      mobile: false,
    });
    expect(isHeaderTransparent('home', landingDesktopOnly, true)).toEqual({
      desktop: true,
      mobile: true,
    });
  });
});

describe('framesMenu', () => {
  it("prefetches the menu's pages only from frames that draw the header menu", () => {
    expect(framesMenu(layoutFor('category', true))).toBe(true);
    expect(framesMenu(layoutFor('cart', true))).toBe(true);
    expect(framesMenu(layoutFor('myAccount', true))).toBe(true);
    expect(framesMenu(layoutFor('checkoutShipping', true))).toBe(false);
    expect(framesMenu(layoutFor('offline', true))).toBe(false);
    expect(framesMenu(layoutFor(undefined, false))).toBe(false);
  });
});
