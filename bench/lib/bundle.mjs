// First-load JS per route: the page a URL renders (the pageId in the storefront's answer,
// so cart and checkout steps count whatever page serves them today) measured by the
// storefront's own scripts/first-load-js.mjs on the benched build.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BUNDLE_ROUTES = {
  home: '/es-es/',
  category: '/es-es/c/7',
  product: '/es-es/p/101801',
  cart: '/es-es/cart/',
  'checkout register': '/es-es/checkout/register/',
  'checkout shipping': '/es-es/checkout/shipping/',
  'checkout billing': '/es-es/checkout/billing/',
  'checkout payment': '/es-es/checkout/payment/',
  'checkout confirmation': '/es-es/checkout/confirmation/',
};

/** @param {{ repo: string, storefrontRoot: string, base: string }} options */
export async function benchBundles({ repo, storefrontRoot, base }) {
  const script = join(repo, 'apps', 'storefront', 'scripts', 'first-load-js.mjs');
  const { firstLoadMeter } = await import(pathToFileURL(script).href);
  const meter = firstLoadMeter(join(storefrontRoot, 'dist'));
  if (!meter) throw new Error('no dist/assets.json in the benched build');
  const rows = {};
  for (const [name, path] of Object.entries(BUNDLE_ROUTES)) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    const html = await response.text();
    const pageId = /"pageId":"((?:[^"\\]|\\.)*)"/.exec(html)?.[1]?.replace(/\\\//g, '/') ?? null;
    const measured = pageId ? meter.measure(pageId) : null;
    rows[name] = {
      path,
      status: response.status,
      pageId,
      brotli: measured?.total ?? null,
      gzip: measured?.gzipTotal ?? null,
      lazyBrotli: measured?.lazyTotal ?? null,
    };
  }
  return rows;
}
