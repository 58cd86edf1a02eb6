import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_CODES } from '../sites/site-codes.js';
import { buildPath } from './build-path.js';
import { canonicalPath } from './canonical-path.js';
import { matchRoute } from './match-route.js';
import { ROUTE_TABLE, type RouteName } from './route-table.js';

describe('matchRoute', () => {
  it.each<[string, RouteName, Record<string, string>]>([
    ['/', 'languageSelection', {}],
    ['/es-es/', 'home', { lang: 'es-es' }],
    ['/es-es', 'home', { lang: 'es-es' }],
    ['/es-es/embedsearch/', 'embedSearch', { lang: 'es-es' }],
    ['/es-es/cart/', 'cart', { lang: 'es-es' }],
    ['/es-es/checkout/register/', 'checkoutRegister', { lang: 'es-es' }],
    ['/es-es/checkout/shipping/', 'checkoutShipping', { lang: 'es-es' }],
    ['/es-es/checkout/billing/', 'checkoutBilling', { lang: 'es-es' }],
    ['/es-es/checkout/payment/', 'checkoutPayment', { lang: 'es-es' }],
    ['/es-es/checkout/payment/card/', 'checkoutPayment', { lang: 'es-es', paymentMethod: 'card' }],
    ['/es-es/checkout/confirmation/', 'checkoutConfirmation', { lang: 'es-es' }],
    ['/es-es/checkout/', 'checkoutExternal', { lang: 'es-es' }],
    ['/es-es/ring-bear/p/123', 'product', { lang: 'es-es', slug: 'ring-bear', id: '123' }],
    ['/es-es/p/123', 'product', { lang: 'es-es', id: '123' }],
    [
      '/es-es/jewellery/rings/c/42',
      'category',
      { lang: 'es-es', slugPath: 'jewellery/rings', id: '42' },
    ],
    [
      '/es-es/rings/c/42/silver/gold',
      'category',
      { lang: 'es-es', slugPath: 'rings', id: '42', filters: 'silver/gold' },
    ],
    ['/es-es/c/42', 'category', { lang: 'es-es', id: '42' }],
    ['/es-es/wsj/', 'glossaryHome', { lang: 'es-es' }],
    ['/es-es/wsj/pearls', 'glossaryLanding', { lang: 'es-es', slug: 'pearls' }],
    ['/es-es/wsj/materials/gold', 'material', { lang: 'es-es', prefix: 'materials', path: 'gold' }],
    [
      '/es-es/wsj/materials/metal/gold',
      'material',
      { lang: 'es-es', prefix: 'materials', path: 'metal/gold' },
    ],
    ['/es-es/register/', 'register', { lang: 'es-es' }],
    ['/es-es/register-loyalty/', 'registerLoyalty', { lang: 'es-es' }],
    ['/es-es/register-mytous/', 'registerLoyalty', { lang: 'es-es' }],
    ['/es-es/my-account/', 'myAccount', { lang: 'es-es' }],
    ['/es-es/my-account/orders/', 'myAccount', { lang: 'es-es', section: 'orders' }],
    ['/es-es/login/pw/request/external/', 'passwordRequest', { lang: 'es-es' }],
    ['/es-es/login/pw/change/', 'passwordChange', { lang: 'es-es' }],
    ['/es-es/shopthelook/summer', 'shopTheLook', { lang: 'es-es', slug: 'summer' }],
    ['/es-es/engravings/', 'engravings', { lang: 'es-es' }],
    ['/es-es/tracking-order/', 'trackingOrder', { lang: 'es-es' }],
    ['/es-es/stores/', 'stores', { lang: 'es-es' }],
    [
      '/es-es/stores/madrid/123-gran-via',
      'storeDetail',
      { lang: 'es-es', slug: 'madrid/123-gran-via' },
    ],
    ['/es-es/policies', 'policies', { lang: 'es-es' }],
    ['/es-es/policies/privacy', 'policies', { lang: 'es-es', slug: 'privacy' }],
    ['/es-es/help', 'help', { lang: 'es-es' }],
    ['/es-es/help/sizes', 'help', { lang: 'es-es', slug: 'sizes' }],
    ['/es-es/magazine', 'magazine', { lang: 'es-es' }],
    ['/es-es/magazine/2024/spring', 'magazine', { lang: 'es-es', path: '2024/spring' }],
    ['/es-es/blog/', 'blog', { lang: 'es-es' }],
    ['/es-es/blog/cat/trends', 'blogCategory', { lang: 'es-es', category: 'trends' }],
    ['/es-es/blog/how-to-clean-silver', 'blogPost', { lang: 'es-es', slug: 'how-to-clean-silver' }],
    ['/es-es/wishlist/', 'wishlist', { lang: 'es-es' }],
    ['/es-es/wishlist', 'wishlist', { lang: 'es-es' }],
    ['/es-es/wishlist/abc/', 'sharedWishlist', { lang: 'es-es', id: 'abc' }],
    ['/es-es/liveshopping/', 'liveShopping', { lang: 'es-es' }],
    ['/es-es/workshop/', 'workshop', { lang: 'es-es' }],
    ['/es-es/summer-sale', 'landing', { lang: 'es-es', slug: 'summer-sale' }],
    ['/es-es/summer/sale/', 'landing', { lang: 'es-es', slug: 'summer/sale' }],
  ])('%s is %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it('answers null when the first segment is not a site code', () => {
    expect(matchRoute('/xx-yy/cart/')).toBeNull();
    expect(matchRoute('/ic-fr/')).toBeNull();
    expect(matchRoute('/ES-ES/')).toBeNull();
    expect(matchRoute('/favicon.ico')).toBeNull();
  });

  it('answers null for malformed paths', () => {
    expect(matchRoute('')).toBeNull();
    expect(matchRoute('es-es/cart')).toBeNull();
    expect(matchRoute('/es-es//cart')).toBeNull();
    expect(matchRoute('/es-es/%E0%A4%A')).toBeNull();
  });

  it('decodes segments and ignores the query string', () => {
    expect(matchRoute('/es-es/anillo%20oro/p/1?color=red')).toEqual({
      name: 'product',
      params: { lang: 'es-es', slug: 'anillo oro', id: '1' },
    });
  });
});

describe('buildPath', () => {
  it('builds canonical paths', () => {
    expect(buildPath('languageSelection', {})).toBe('/');
    expect(buildPath('home', { lang: 'fr-fr' })).toBe('/fr-fr/');
    expect(buildPath('cart', { lang: 'fr-fr' })).toBe('/fr-fr/cart/');
    expect(buildPath('product', { lang: 'fr-fr', slug: 'bague', id: '9' })).toBe(
      '/fr-fr/bague/p/9',
    );
    expect(buildPath('category', { lang: 'fr-fr', id: '3' })).toBe('/fr-fr/c/3');
    expect(buildPath('registerLoyalty', { lang: 'fr-fr' })).toBe('/fr-fr/register-loyalty/');
    expect(buildPath('policies', { lang: 'fr-fr' })).toBe('/fr-fr/policies');
  });

  it('throws when a required param is missing or lang is not a site', () => {
    expect(() => buildPath('product', { lang: 'fr-fr' })).toThrow(/id/);
    expect(() => buildPath('cart', {})).toThrow(/lang/);
    expect(() => buildPath('cart', { lang: 'xx-yy' })).toThrow();
    expect(() => buildPath('storeDetail', { lang: 'es-es', slug: '' })).toThrow();
  });

  it('throws rather than give a path that reads back as something else', () => {
    expect(() => buildPath('landing', { lang: 'es-es', slug: 'cart' })).toThrow();
    expect(() => buildPath('landing', { lang: 'es-es', slug: 'x/p/1' })).toThrow();
    expect(() => buildPath('material', { lang: 'es-es', path: 'gold' })).toThrow();
  });
});

const RESERVED = new Set([
  ...ROUTE_TABLE.flatMap((route) =>
    route.patterns.flatMap((pattern) =>
      pattern.split('/').filter((s) => s !== '' && !s.startsWith(':')),
    ),
  ),
  ...SITE_CODES,
]);

const segment = fc
  .string({ minLength: 1, maxLength: 8, unit: fc.constantFrom(...'abcpz09-_. é%?#&+'.split('')) })
  .filter((s) => !RESERVED.has(s));
const multiSegment = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('/'));
const lang = fc.constantFrom(...SITE_CODES);

type Shape = Record<string, { kind: 'one' | 'many'; optional: boolean }>;

function paramsArb(shape: Shape): fc.Arbitrary<Record<string, string>> {
  const entries = Object.entries(shape).map(([name, spec]) => {
    const value = spec.kind === 'one' ? segment : multiSegment;
    return [name, spec.optional ? fc.option(value, { nil: undefined }) : value] as const;
  });
  return fc.record({ lang, ...Object.fromEntries(entries) }).map((record) => {
    const clean: Record<string, string> = {};
    for (const [key, value] of Object.entries(record))
      if (typeof value === 'string') clean[key] = value;
    return clean;
  });
}

const one = { kind: 'one', optional: false } as const;
const oneOpt = { kind: 'one', optional: true } as const;
const many = { kind: 'many', optional: false } as const;
const manyOpt = { kind: 'many', optional: true } as const;

const SHAPES: Record<Exclude<RouteName, 'languageSelection'>, Shape> = {
  home: {},
  embedSearch: {},
  cart: {},
  checkoutRegister: {},
  checkoutShipping: {},
  checkoutBilling: {},
  checkoutPayment: { paymentMethod: oneOpt },
  checkoutConfirmation: {},
  checkoutExternal: {},
  product: { slug: oneOpt, id: one },
  category: { slugPath: manyOpt, id: one, filters: manyOpt },
  glossaryHome: {},
  glossaryLanding: { slug: one },
  material: { prefix: one, path: many },
  register: {},
  registerLoyalty: {},
  myAccount: { section: manyOpt },
  passwordRequest: {},
  passwordChange: {},
  shopTheLook: { slug: one },
  engravings: {},
  trackingOrder: {},
  stores: {},
  storeDetail: { slug: many },
  policies: { slug: oneOpt },
  help: { slug: oneOpt },
  magazine: { path: manyOpt },
  blog: {},
  blogCategory: { category: one },
  blogPost: { slug: one },
  wishlist: {},
  sharedWishlist: { id: one },
  liveShopping: {},
  workshop: {},
  landing: { slug: many },
};

const routeAndParams = fc.oneof(
  ...Object.entries(SHAPES).map(([name, shape]) =>
    paramsArb(shape).map((params) => ({ name: name as RouteName, params })),
  ),
);

describe('route properties', () => {
  it('every route of the table has a generator', () => {
    expect(Object.keys(SHAPES).sort()).toEqual(
      ROUTE_TABLE.map((route) => route.name)
        .filter((name) => name !== 'languageSelection')
        .sort(),
    );
  });

  it('matchRoute(buildPath(name, params)) gives back name and params', () => {
    fc.assert(
      fc.property(routeAndParams, ({ name, params }) => {
        expect(matchRoute(buildPath(name, params))).toEqual({ name, params });
      }),
      { numRuns: 500 },
    );
  });

  it('built paths are canonical, and toggling the trailing slash keeps the match', () => {
    fc.assert(
      fc.property(routeAndParams, ({ name, params }) => {
        const path = buildPath(name, params);
        expect(canonicalPath(path)).toBeNull();
        const toggled = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
        expect(matchRoute(toggled)).toEqual({ name, params });
        expect(canonicalPath(toggled)).toBe(path);
      }),
      { numRuns: 300 },
    );
  });

  it('canonicalPath is idempotent on any path', () => {
    const anyPath = fc.oneof(
      routeAndParams
        .map(({ name, params }) => buildPath(name, params))
        .chain((path) =>
          fc.constantFrom(path, `${path}/`, path.replace(/\/$/, ''), `${path}?page=2`),
        ),
      fc.string().map((s) => `/${s}`),
    );
    fc.assert(
      fc.property(anyPath, (path) => {
        const target = canonicalPath(path);
        if (target !== null) {
          expect(canonicalPath(target)).toBeNull();
          expect(matchRoute(target)).toEqual(matchRoute(path));
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/es-es', '/es-es/'],
    ['/es-es/cart', '/es-es/cart/'],
    ['/es-es/cart?x=1', '/es-es/cart/?x=1'],
    ['/es-es/my-account/orders', '/es-es/my-account/orders/'],
    ['/es-es/rings/c/3/', '/es-es/rings/c/3'],
    ['/es-es/ring/p/3/', '/es-es/ring/p/3'],
    ['/es-es/summer/', '/es-es/summer'],
    ['/es-es/policies/', '/es-es/policies'],
    ['/es-es/help/', '/es-es/help'],
    ['/es-es/magazine/', '/es-es/magazine'],
    ['/es-es/wsj/pearls/', '/es-es/wsj/pearls'],
    ['/es-es/wsj/m/gold/', '/es-es/wsj/m/gold'],
    ['/es-es/blog/cat/x/', '/es-es/blog/cat/x'],
    ['/es-es/blog/x/', '/es-es/blog/x'],
    ['/es-es/stores/1-x/', '/es-es/stores/1-x'],
    ['/es-es/shopthelook/x/', '/es-es/shopthelook/x'],
  ])('%s -> %s', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it('is null for canonical paths and for paths matching no route', () => {
    expect(canonicalPath('/')).toBeNull();
    expect(canonicalPath('/es-es/')).toBeNull();
    expect(canonicalPath('/es-es/rings/c/3')).toBeNull();
    expect(canonicalPath('/xx-yy/cart')).toBeNull();
  });
});
