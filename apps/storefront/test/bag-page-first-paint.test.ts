// The bag page on a first visit (issue 34, Lighthouse on the pages that sell): with no bag
// cookie for the site and no sign-in, the bag can only be empty, so the server draws the
// empty bag and the first paint shows it; a request naming a bag gets the skeleton, and the
// bag is read in the browser as before (the HTML never holds a shopper's bag).
import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../src/server/token-cookie.js';
import { builtServerForSuite, isBuilt } from './start-built-server.js';

describe.skipIf(!isBuilt)('the bag page before the bag is read (built server)', () => {
  const server = builtServerForSuite();
  const page = async (path: string, cookie?: string) =>
    (await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} })).text();

  it('draws the empty bag when the request names no bag', async () => {
    for (const site of ['es-es', 'sa-ar']) {
      const html = await page(`/${site}/cart/`);
      expect(html).toContain('data-testid="cart-empty"');
      expect(html).not.toContain('data-testid="cart-loading"');
      expect(html).toContain(`href="/${site}/"`);
    }
  });

  it("draws the empty bag when the only bag cookie is another site's", async () => {
    const html = await page('/es-es/cart/', 'atelier_cart_fr-fr=0a1b2c3d');
    expect(html).toContain('data-testid="cart-empty"');
  });

  it('draws the skeleton, not an empty bag, when the request names a bag', async () => {
    const html = await page('/es-es/cart/', 'atelier_cart_es-es=0a1b2c3d');
    expect(html).toContain('data-testid="cart-loading"');
    expect(html).not.toContain('data-testid="cart-empty"');
    expect(html).not.toContain('0a1b2c3d');
  });

  it('draws the skeleton for a signed-in shopper, whose bag is the account’s', async () => {
    const html = await page('/es-es/cart/', `${TOKEN_COOKIE}=${'a'.repeat(32)}`);
    expect(html).toContain('data-testid="cart-loading"');
    expect(html).not.toContain('data-testid="cart-empty"');
  });
});
