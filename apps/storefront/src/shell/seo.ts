import {
  SITE_CODES,
  alternateLanguageLinks,
  type AlternateLink,
  type SiteCode,
} from '@atelier/core-catalogue';
import type { BreadcrumbView, SeoView } from './view-types.js';

export function seo(partial: Partial<SeoView> & Pick<SeoView, 'title'>): SeoView {
  return {
    description: '',
    canonicalPath: null,
    alternatePath: null,
    image: null,
    noIndex: false,
    jsonLd: [],
    ...partial,
  };
}

/**
 * hreflang links (BCP 47 tags) for every site of the page's vertical but the excluded ones
 * (ic-fr, ic-de), plus x-default: the country selector.
 */
export function alternates(origin: string, alternatePath: string, site: SiteCode): AlternateLink[] {
  return [
    ...alternateLanguageLinks(SITE_CODES, origin, alternatePath, site),
    { hrefLang: 'x-default', href: `${origin.replace(/\/+$/, '')}/` },
  ];
}

export function breadcrumbJsonLd(
  origin: string,
  crumbs: BreadcrumbView[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.text,
      ...(crumb.href ? { item: `${origin}${crumb.href}` } : {}),
    })),
  };
}

export function organizationJsonLd(
  origin: string,
  site: SiteCode,
  brand: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand === 'SUOT' ? 'Suot' : 'Atelier',
    url: `${origin}/${site}/`,
    logo: `${origin}/media/brand/${brand === 'SUOT' ? 'suot' : 'atelier'}.svg`,
  };
}

/** The path after the site segment: '/es-es/c/3' -> '/c/3'. */
export function pathAfterSite(path: string): string {
  const rest = path.replace(/^\/[^/]+/, '');
  return rest === '' ? '/' : rest;
}
