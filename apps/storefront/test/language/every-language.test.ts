// @vitest-environment jsdom
// Issue 32, "every text in the site's language": the server-rendered HTML of home, a category
// (plain and filtered), products, the bag, the checkout steps and my-account, on one site of
// each of the 15 languages, holds no word that is not the language's, no number Intl would not
// write in the site's locale, no raw code and no label shown twice (ADR 0049). What only
// appears after hydration is the e2e suite's every-language.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { freePort } from '../redis-server.js';
import { appRoot, isBuilt, startBuiltServer } from '../start-built-server.js';
import { describeSiteLeftovers, pageLeftovers, type Leftover } from './leftovers.js';
import { catalogueTexts, ONE_SITE_PER_LANGUAGE, siteLanguage } from './site-language.js';
import { collectTextRuns } from './text-runs.js';

describe.skipIf(!isBuilt)("every text in the site's language (server HTML)", () => {
  // The sandbox's admin port answers what the back-end holds in each language.
  const server = { url: '', admin: '', stop: async () => {} };
  beforeAll(async () => {
    const adminPort = await freePort();
    const started = await startBuiltServer({
      SANDBOX_DB_PATH: join(appRoot, '.data', 'language-test-sandbox.db'),
      SANDBOX_ADMIN_PORT: String(adminPort),
    });
    Object.assign(server, {
      url: started.url,
      admin: `http://127.0.0.1:${adminPort}`,
      stop: started.stop,
    });
  }, 120_000);
  afterAll(() => server.stop());

  const documentOf = async (path: string): Promise<{ status: number; doc: Document }> => {
    const answer = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
    const doc = new DOMParser().parseFromString(await answer.text(), 'text/html');
    return { status: answer.status, doc };
  };

  /** The first link of a test hook on a page, as a path. */
  const firstLink = (doc: Document, testId: string): string | null => {
    const href = doc.querySelector(`[data-testid="${testId}"] a, a[data-testid="${testId}"]`);
    return href?.getAttribute('href') ?? null;
  };

  it.each(ONE_SITE_PER_LANGUAGE)(
    '%s',
    async (site) => {
      const language = siteLanguage(site, await catalogueTexts(server.admin, site));
      const category = await documentOf(`/${site}/c/3`);
      const rings = await documentOf(`/${site}/c/11`);
      const pages = new Map<string, string>([
        ['home', `/${site}/`],
        ['category', `/${site}/c/3`],
        ['filtered category', firstLink(category.doc, 'filter-option') ?? `/${site}/c/3`],
        ['product', firstLink(category.doc, 'product-card') ?? `/${site}/p/101801`],
        ['ring', firstLink(rings.doc, 'product-card') ?? `/${site}/p/100100`],
        ['bag', `/${site}/cart/`],
        ['checkout', `/${site}/checkout/register/`],
        ['my-account', `/${site}/my-account/`],
      ]);
      const found: { page: string; problems: Leftover[] }[] = [];
      for (const [name, path] of pages) {
        const { status, doc } = await documentOf(path);
        expect(status, `${site} ${name} ${path}`).toBeLessThan(400);
        found.push({
          page: `${name} ${path}`,
          problems: pageLeftovers(collectTextRuns(doc), language),
        });
      }
      const lines = describeSiteLeftovers(site, found);
      expect(lines, `${lines.length} leftovers on ${site}:\n${lines.join('\n')}`).toEqual([]);
    },
    120_000,
  );
});
