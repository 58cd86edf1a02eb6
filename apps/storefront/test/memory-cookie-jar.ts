import type { CookieJar } from '../src/features/bag/browser/cart-id-cookie.js';

/** A browser's cookie jar for one origin, as far as `document.cookie` goes. */
export function memoryCookieJar(): CookieJar & { written: string[] } {
  const values = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      written.push(cookie);
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const [name = '', ...rest] = pair.split('=');
      const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
      if (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0) values.delete(name);
      else values.set(name, rest.join('='));
    },
  };
}
