// Every link the content makes resolves (issue 32.3): the internal links (`a[href]` starting with
// '/') of the home page, a category, a product and the footer they share, on three sites, each
// followed through its redirects against the built server, end in a page, never a 404 or a 5xx.
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { builtServerForSuite, isBuilt } from './start-built-server.js';

const SITES = ['es-es', 'sa-ar', 'jp-ja'] as const;
const MAX_HOPS = 5;

type Node = DefaultTreeAdapterMap['node'];

/** Every `a[href]` of a parsed page, in document order (templates' contents included). */
function anchorHrefs(node: Node): string[] {
  const own =
    'tagName' in node && node.tagName === 'a'
      ? node.attrs.filter((attr) => attr.name === 'href').map((attr) => attr.value)
      : [];
  const children: Node[] = 'childNodes' in node ? node.childNodes : [];
  const content: Node[] = 'content' in node ? [node.content] : [];
  return [...own, ...[...children, ...content].flatMap(anchorHrefs)];
}

/** The site-internal links of a page: '/…' but not '//host', without their fragment. */
function internalLinks(html: string): string[] {
  return anchorHrefs(parse(html))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0] ?? href);
}

describe.skipIf(!isBuilt)(
  'the link crawl: home, a category, a product, the footer (built server)',
  () => {
    const server = builtServerForSuite();

    /** Follows a path's redirects; answers the final status and the hops taken. */
    async function resolve(path: string): Promise<{ status: number; trail: string[] }> {
      const trail = [path];
      let current = path;
      for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
        const response = await fetch(new URL(current, server.url), { redirect: 'manual' });
        await response.arrayBuffer();
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) {
          return { status: response.status, trail };
        }
        current = new URL(location, new URL(current, server.url)).pathname;
        trail.push(current);
      }
      return { status: 0, trail };
    }

    async function page(path: string): Promise<string> {
      const response = await fetch(new URL(path, server.url));
      expect(response.status, path).toBe(200);
      return response.text();
    }

    for (const site of SITES) {
      it(`${site}: every internal link resolves, none is a 404 or a 5xx`, async () => {
        const home = await page(`/${site}/`);
        const category = internalLinks(home).find((href) => /\/c\/\d+/.test(href));
        expect(category, 'a category link on the home page').toBeTruthy();
        const categoryHtml = await page(category ?? '');
        const product = internalLinks(categoryHtml).find((href) => href.includes('/p/'));
        expect(product, 'a product link on the category page').toBeTruthy();
        const productHtml = await page(product ?? '');
        // The footer is on each of the three pages; its links are crawled with theirs.
        const links = [
          ...new Set([home, categoryHtml, productHtml].flatMap((html) => internalLinks(html))),
        ];
        expect(links.length).toBeGreaterThan(20);
        // The home page's looks are among them, by their slug (they were 404s by their id).
        expect(links.filter((href) => href.includes('/shopthelook/')).length).toBeGreaterThan(0);
        const broken: string[] = [];
        for (const link of links) {
          const { status, trail } = await resolve(link);
          if (status === 404 || status >= 500 || status === 0) {
            broken.push(`${trail.join(' -> ')}: ${status || 'too many redirects'}`);
          }
        }
        expect(broken).toEqual([]);
      }, 240_000);
    }

    it("answers a look's old address by its id with one 301 to its slug on the site", async () => {
      const expected: Record<string, string> = {
        'es-es': '/es-es/shopthelook/look-de-noche',
        'fr-fr': '/fr-fr/shopthelook/look-du-soir',
        'jp-ja': '/jp-ja/shopthelook/evening-look',
      };
      for (const [site, target] of Object.entries(expected)) {
        const response = await fetch(`${server.url}/${site}/shopthelook/look-evening`, {
          redirect: 'manual',
        });
        expect(response.status, site).toBe(301);
        expect(new URL(response.headers.get('location') ?? '', server.url).pathname).toBe(target);
        expect((await resolve(target)).status).toBe(200);
      }
      // A look no page names stays a 404.
      expect((await resolve('/es-es/shopthelook/look-spring')).status).toBe(404);
    });
  },
);
