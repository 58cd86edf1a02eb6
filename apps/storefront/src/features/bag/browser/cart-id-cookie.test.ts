import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../../../test/memory-cookie-jar.js';
import { browserCookieClient, cartCookie, readCartId, writeCartId } from './cart-id-cookie.js';

const linux = 'Mozilla/5.0 (X11; Linux x86_64)';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)';

describe('the cart cookie (docs/product/bag.md §2.1; docs/product/constants.md §1)', () => {
  it('lasts about 4166 days on the root path, Secure, SameSite lax, or none on Apple devices', () => {
    expect(cartCookie('es-es', 'g-1', { userAgent: linux, secure: true })).toBe(
      `atelier_cart_es-es=g-1; Path=/; Max-Age=${4166 * 86_400}; SameSite=Lax; Secure`,
    );
    expect(cartCookie('es-es', 'g-1', { userAgent: iphone, secure: true })).toContain(
      'SameSite=None; Secure',
    );
  });

  it('falls back on lax without Secure on an insecure page (none would be refused)', () => {
    const cookie = cartCookie('es-es', 'g-1', { userAgent: iphone, secure: false });
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('is one cookie per site, read back by name, and deleted with a null id', () => {
    const jar = memoryCookieJar();
    const client = { userAgent: linux, secure: true };
    writeCartId(jar, 'es-es', 'g-es', client);
    writeCartId(jar, 'sa-ar', 'g-sa', client);
    jar.write('atelier_cart_es-es-x=other; Path=/');
    expect(readCartId(jar, 'es-es')).toBe('g-es');
    expect(readCartId(jar, 'sa-ar')).toBe('g-sa');
    writeCartId(jar, 'es-es', null, client);
    expect(jar.written.at(-1)).toContain('Max-Age=0');
    expect(readCartId(jar, 'es-es')).toBeNull();
    expect(readCartId(jar, 'sa-ar')).toBe('g-sa');
  });

  it('is Secure when the page is served over https, and not on plain-http localhost', () => {
    const overHttps = browserCookieClient({ protocol: 'https:' }, { userAgent: iphone });
    expect(cartCookie('es-es', 'g-1', overHttps)).toContain('SameSite=None; Secure');
    const localhost = browserCookieClient({ protocol: 'http:' }, { userAgent: iphone });
    expect(localhost.secure).toBe(false);
    expect(cartCookie('es-es', 'g-1', localhost)).not.toContain('Secure');
  });
});
