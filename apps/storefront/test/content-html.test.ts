// What the content pages put in the server's HTML (docs/product/routes.md §1), checked on the built
// server: visible content must not wait for JavaScript.
import { describe, expect, it } from 'vitest';
import { builtServerForSuite, isBuilt } from './start-built-server.js';

describe.skipIf(!isBuilt)('content pages in the server HTML (built server)', () => {
  const server = builtServerForSuite();
  const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  it('renders the help sizes guide tables on the server, also when another entry is open', async () => {
    for (const path of ['/es-es/help', '/es-es/help/size-guide', '/sa-ar/help']) {
      const page = await html(path);
      // Every content table: rings, bracelets and the seven kids' and babies' sections
      // (docs/product/content.md §7.4), with their captions and size rows.
      expect(page.match(/<table/g)?.length, path).toBe(9);
      expect(page, path).toMatch(/<caption>[^<]+<\/caption>/);
      expect(page, path).toContain('scope="row"');
    }
  });

  it('opens the first FAQ entry by default and the entry of the URL otherwise', async () => {
    const expanded = (page: string) =>
      [...page.matchAll(/aria-expanded="true"[^>]*>([^<]+)/g)].map((m) => m[1]);
    expect(expanded(await html('/es-es/help'))).toHaveLength(1);
    const contact = await html('/es-es/help/contact');
    expect(contact).toContain('data-testid="contact-form"');
    expect(expanded(contact)).toEqual(['Contacta con nosotros']);
  });

  it('shows the product the product page sent to the engravings page (?product=)', async () => {
    const page = await html('/es-es/engravings/?product=100100');
    expect(page).toContain('data-testid="engraving-product"');
    expect(page).toContain('href="/es-es/anillo-aurora-de-plata-con-esmeralda/p/100100"');
    // The same page for any product: one canonical URL.
    expect(page).toMatch(/rel="canonical" href="[^"]*\/es-es\/engravings\/"/);
    expect(await html('/es-es/engravings/?product=nope')).not.toContain(
      'data-testid="engraving-product"',
    );
  });

  it('lists the stores as cards, and says so where a country has none', async () => {
    const stores = await html('/es-es/stores/');
    expect(stores.match(/<article /g)?.length).toBeGreaterThan(0);
    expect(stores).toMatch(/<address[^>]*>/);
    expect(await html('/sa-ar/stores/')).toContain('data-testid="no-stores"');
  });

  it("dates blog posts in the site's locale", async () => {
    expect(await html('/es-es/blog/')).toMatch(
      /<time[^>]*dateTime="\d{4}-\d{2}-\d{2}"[^>]*>\d+ de \w+ de \d{4}</,
    );
    expect(await html('/sa-ar/blog/')).toMatch(/<time[^>]*>[٠-٩]+ /);
  });

  it('serves a policy as JSON for the policy modal, 404 for an unknown one', async () => {
    const ok = await fetch(`${server.url}/api/policy/es-es/privacy`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ slug: 'privacy', title: 'Política de privacidad' });
    expect((await fetch(`${server.url}/api/policy/es-es/no-such-policy`)).status).toBe(404);
  });

  it('keeps policy links real links to the policy page (no-JS and new-tab fallback)', async () => {
    const page = await html('/es-es/help/contact');
    expect(page).toMatch(/<a href="\/es-es\/policies\/privacy" data-vike="false"/);
  });
});
