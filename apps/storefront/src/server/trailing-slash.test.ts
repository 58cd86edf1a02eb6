import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect } from './trailing-slash.js';

describe('trailingSlashRedirect (docs/product/routes.md §3: 301 to a trailing slash, except slug/category/catch-all pages)', () => {
  it('adds the slash to plain pages', () => {
    expect(trailingSlashRedirect('/es-es')).toBe('/es-es/');
    expect(trailingSlashRedirect('/es-es/cart')).toBe('/es-es/cart/');
    expect(trailingSlashRedirect('/es-es/checkout/shipping?step=1')).toBe(
      '/es-es/checkout/shipping/?step=1',
    );
  });

  it('removes it from category, product, slug and catch-all pages', () => {
    expect(trailingSlashRedirect('/es-es/anillos/c/11/')).toBe('/es-es/anillos/c/11');
    expect(trailingSlashRedirect('/es-es/anillo/p/1/')).toBe('/es-es/anillo/p/1');
    expect(trailingSlashRedirect('/es-es/summer-edit/')).toBe('/es-es/summer-edit');
    expect(trailingSlashRedirect('/es-es/policies/privacy/')).toBe('/es-es/policies/privacy');
  });

  it('leaves canonical paths, unknown paths and protocol-relative paths alone', () => {
    expect(trailingSlashRedirect('/es-es/')).toBeNull();
    expect(trailingSlashRedirect('/es-es/c/3')).toBeNull();
    expect(trailingSlashRedirect('/xx-yy')).toBeNull();
    expect(trailingSlashRedirect('//evil.example/')).toBeNull();
  });
});
