// SEO and i18n of rendered pages (built server): html lang/dir, titles, canonical,
// hreflang, Open Graph, JSON-LD, robots and sitemaps.
import { describe, expect, it } from 'vitest';
import { builtServerForSuite, isBuilt } from './start-built-server.js';

describe.skipIf(!isBuilt)('SEO and i18n (built server)', () => {
  const origin = 'https://shop.example';
  const server = builtServerForSuite({ PUBLIC_ORIGIN: origin });

  const html = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  const jsonLd = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
    );

  it('sets lang and dir from the site: RTL for sa-ar and il-iw', async () => {
    expect(await html('/es-es/')).toMatch(
      /<html[^>]*dir="ltr"[^>]*lang="es-ES"|<html[^>]*lang="es-ES"[^>]*dir="ltr"/,
    );
    expect(await html('/sa-ar/')).toMatch(/<html[^>]*dir="rtl"/);
    expect(await html('/il-iw/c/3')).toMatch(/<html[^>]*dir="rtl"/);
    expect(await html('/jp-ja/')).toMatch(/<html[^>]*lang="ja-JP"/);
  });

  it('titles pages "title | VERTICAL" and gives the studio line its own', async () => {
    expect(await html('/es-es/c/3')).toContain('<title>Pulseras | ATELIER</title>');
    expect(await html('/su-es/')).toMatch(/<title>[^<]+ \| SUOT<\/title>/);
  });

  it('home: canonical, hreflang alternates without ic-fr and ic-de, Organization JSON-LD', async () => {
    const page = await html('/es-es/');
    expect(page).toContain(`<link rel="canonical" href="${origin}/es-es/"/>`);
    const langs = [...page.matchAll(/rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
    // BCP 47 tags, not site codes; one per main-line site (no studio line, no ic-fr / ic-de).
    expect(langs).toContain('ja-JP');
    expect(langs).toContain('he-IL');
    expect(langs).toContain('x-default');
    expect(langs).not.toContain('jp-ja');
    expect(new Set(langs).size).toBe(langs.length);
    expect(page).not.toContain(`href="${origin}/su-es/"`);
    expect(jsonLd(page).map((j) => j['@type'])).toContain('Organization');
  });

  it('product: Open Graph, Product and BreadcrumbList JSON-LD', async () => {
    const page = await html('/es-es/p/101801');
    expect(page).toContain('<meta property="og:type" content="product"/>');
    expect(page).toMatch(
      /<meta property="og:image" content="https:\/\/shop\.example\/media\/jewellery\//,
    );
    const types = jsonLd(page).map((j) => j['@type']);
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    const productLd = jsonLd(page).find((j) => j['@type'] === 'Product') as {
      offers: { priceCurrency: string };
    };
    expect(productLd.offers.priceCurrency).toBe('EUR');
    expect(page).toMatch(
      /<link rel="canonical" href="https:\/\/shop\.example\/es-es\/[^"]*\/p\/101801"\/>/,
    );
  });

  it('category pages link prev and next pages; error and personal pages are not indexed', async () => {
    const second = await html('/es-es/c/3?page=2');
    expect(second).toMatch(
      /<link rel="prev" href="https:\/\/shop\.example\/es-es\/pulseras\/c\/3"\/>/,
    );
    expect(second).toMatch(
      /<link rel="next" href="https:\/\/shop\.example\/es-es\/pulseras\/c\/3\?page=3"\/>/,
    );
    expect(await html('/es-es/no-such-landing')).toContain(
      '<meta name="robots" content="noindex, nofollow"/>',
    );
    expect(await html('/es-es/cart/')).toContain(
      '<meta name="robots" content="noindex, nofollow"/>',
    );
    expect(await html('/offline.html')).toContain('noindex');
  });

  it('serves robots.txt and a sitemap per site', async () => {
    const robots = await html('/robots.txt');
    expect(robots).toContain('Disallow: /*/checkout');
    expect(robots).toContain(`Sitemap: ${origin}/sa-ar/sitemap.xml`);
    const sitemap = await html('/es-es/sitemap.xml');
    expect(sitemap).toContain(`<loc>${origin}/es-es/</loc>`);
    // Menu links as the pages are served: the category under its slugs (issue 32.9).
    expect(sitemap).toContain(`<loc>${origin}/es-es/pulseras/c/3</loc>`);
    expect(sitemap).not.toContain(`<loc>${origin}/es-es/c/3</loc>`);
  });
});
