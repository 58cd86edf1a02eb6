import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkProxyPath } from './proxy-path.js';

describe('checkProxyPath', () => {
  it('forwards the OCC API of storefront sites, the login and the payment pages', () => {
    expect(checkProxyPath('GET', '/occ/v2/es-es/products/1')).toMatchObject({ ok: true });
    expect(checkProxyPath('DELETE', '/occ/v2/sa-ar/users/current/carts/1/entries/0')).toMatchObject(
      { ok: true },
    );
    expect(checkProxyPath('POST', '/authorizationserver/oauth/token')).toMatchObject({ ok: true });
    expect(checkProxyPath('GET', '/sandbox/3ds2/challenge/p-1')).toMatchObject({ ok: true });
    expect(checkProxyPath('POST', '/sandbox/provider/p-1/deny')).toMatchObject({ ok: true });
    expect(checkProxyPath('GET', '/sandbox/barcode/123-45.svg')).toMatchObject({ ok: true });
    // The cross-border provider's script stand-in (ADR 0054): fetched, never posted to.
    expect(checkProxyPath('GET', '/sandbox/cross-border/client.js')).toMatchObject({ ok: true });
    expect(checkProxyPath('POST', '/sandbox/cross-border/client.js')).toMatchObject({
      ok: false,
      status: 405,
    });
    expect(checkProxyPath('GET', '/sandbox/cross-border/other.js')).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(checkProxyPath('GET', '/sandbox/provider/sandbox-pages.css')).toMatchObject({
      ok: true,
    });
    expect(checkProxyPath('GET', '/occ/v2/es-es/users/anonymous/orders/1/a%40b.c')).toMatchObject({
      ok: true,
    });
  });

  it('refuses dot segments, encoded dots, slashes and backslashes', () => {
    for (const path of [
      '/occ/v2/es-es/%2e%2e/%2e%2e/%2e%2e/sandbox/health',
      '/occ/v2/es-es/%2E%2E/x',
      '/authorizationserver/oauth/./token',
      '/occ/v2/es-es/../../sandbox/faults',
      '/occ/v2/es-es/a%2fb',
      '/occ/v2/es-es/a%5cb',
      '/occ/v2/es-es/a\\b',
      '/occ/v2/es-es//products',
      '//evil.example/x',
      '/occ/v2/es-es/%',
      '/occ/v2/es-es/%E0%A4%A',
      '/occ/v2/es-es/a b',
      '/occ/v2/es-es/%00',
    ]) {
      expect(checkProxyPath('GET', path), path).toMatchObject({ ok: false, status: 400 });
    }
  });

  it('forwards nothing outside the allow-list', () => {
    for (const path of [
      '/sandbox/health',
      '/sandbox/faults',
      '/sandbox/reset',
      '/occ/v2/xx-yy/products/1',
      '/occ/v2/es-es',
      '/admin',
      '/sandbox/provider/p1/approve/extra',
    ]) {
      expect(checkProxyPath('GET', path), path).toMatchObject({ ok: false, status: 404 });
    }
  });

  it('allows only the methods each target takes', () => {
    expect(checkProxyPath('TRACE', '/occ/v2/es-es/products/1')).toMatchObject({ status: 405 });
    expect(checkProxyPath('GET', '/authorizationserver/oauth/token')).toMatchObject({
      status: 405,
    });
    expect(checkProxyPath('GET', '/sandbox/provider/p1/approve')).toMatchObject({ status: 405 });
    expect(checkProxyPath('POST', '/sandbox/barcode/1.svg')).toMatchObject({ status: 405 });
  });

  it('never lets through a path whose resolution differs from itself', () => {
    // Whatever the path, what is forwarded is already normal: resolving it against a base
    // (as fetch does) changes nothing, so the allow-list decision holds for the real target.
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(
              'occ',
              'v2',
              'es-es',
              '.',
              '..',
              '%2e',
              '%2E%2e',
              '',
              'products',
              'a%2fb',
              '\\',
              '%5C',
              'sandbox',
              'health',
            ),
            fc.string({ maxLength: 6 }),
          ),
          { maxLength: 8 },
        ),
        (segments) => {
          const path = `/${segments.join('/')}`;
          const result = checkProxyPath('GET', path);
          if (!result.ok) return;
          const resolved = new URL(path, 'http://backend').pathname;
          expect(resolved).toBe(path);
        },
      ),
    );
  });
});
