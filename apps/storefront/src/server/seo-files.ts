import { SITE_CODES, isSiteCode, type SiteCode } from '@atelier/core-catalogue';
import type { Services } from '../shell/server/services.js';
import { siteLinks } from '../shell/server/site-links.js';
import { standaloneErrorPage } from './standalone-page.js';

/** robots.txt: personal pages stay out of indexes; one sitemap per site. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /*/cart',
    'Disallow: /*/checkout',
    'Disallow: /*/my-account',
    'Disallow: /*/wishlist/',
    'Allow: /',
    '',
    ...SITE_CODES.map((site) => `Sitemap: ${origin}/${site}/sitemap.xml`),
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The indexable pages of a site: home, menu categories, glossary, help, policies, stores, blog. */
export async function siteSitemap(services: Services, site: SiteCode): Promise<string> {
  const paths = new Set<string>([`/${site}/`]);
  const common = await services.content.siteCommon(site);
  const { canonical } = siteLinks(site, common);
  for (const menu of [...common.header.menus, ...common.footer.columns]) {
    for (const item of menu.items) {
      // The address the page answers at, not one that redirects to it (issue 32.9).
      if (item.link.startsWith(`/${site}/`)) paths.add(canonical(item.link));
    }
  }
  const glossary = await services.content.glossaryHome(site).catch(() => null);
  if (glossary) {
    paths.add(`/${site}/wsj/`);
    for (const entry of glossary.entries) paths.add(`/${site}/wsj/${entry.slug}`);
  }
  for (const policy of await services.content.policies(site).catch(() => []))
    paths.add(`/${site}/policies/${policy.slug}`);
  for (const post of await services.content.blogPosts(site).catch(() => []))
    paths.add(`/${site}/blog/${post.slug}`);
  paths.add(`/${site}/help`);
  paths.add(`/${site}/stores/`);
  const urls = [...paths]
    .map((path) => `<url><loc>${escapeXml(`${services.origin}${path}`)}</loc></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/**
 * The offline pages of both verticals (a service worker or CDN serves them when the app is
 * down): always in Spanish (docs/product/shell.md §2.3), a link to the brand's social profile.
 */
export async function offlinePage(services: Services, site: 'es-es' | 'su-es'): Promise<string> {
  return standaloneErrorPage(await services.content.errorPage(site, 'offline'), site, 503);
}

export function seoFiles(services: Services) {
  return async (pathname: string): Promise<{ body: string; contentType: string } | null> => {
    if (pathname === '/offline.html')
      return {
        body: await offlinePage(services, 'es-es'),
        contentType: 'text/html; charset=utf-8',
      };
    if (pathname === '/offline-suot.html')
      return {
        body: await offlinePage(services, 'su-es'),
        contentType: 'text/html; charset=utf-8',
      };
    if (pathname === '/robots.txt')
      return { body: robotsTxt(services.origin), contentType: 'text/plain; charset=utf-8' };
    const sitemap = /^\/([a-z]{2}-[a-z]{2})\/sitemap\.xml$/.exec(pathname);
    if (sitemap && isSiteCode(sitemap[1] ?? '')) {
      return {
        body: await siteSitemap(services, sitemap[1] as SiteCode),
        contentType: 'application/xml; charset=utf-8',
      };
    }
    return null;
  };
}
