import type { SeoView } from './view-types.js';

/** What the browser reads of a page's SEO on client navigation (+title, +description, +image). */
export type ClientSeo = Pick<SeoView, 'title' | 'description' | 'image'>;

/**
 * Splits a page's data for the client: its `seo` keeps only what +title, +description and
 * +image read when the browser navigates; the canonical, hreflang, robots and JSON-LD (which
 * repeats the product's description, images and breadcrumbs) are only drawn by +Head on the
 * server, so they stay there as `seoHead`. Data without `seo` is left alone (null).
 */
export function splitSeo(data: unknown): { data: object; seoHead: SeoView } | null {
  if (!data || typeof data !== 'object' || !('seo' in data)) return null;
  const seo = (data as { seo: unknown }).seo as SeoView | null;
  if (!seo || typeof seo !== 'object') return null;
  const client: ClientSeo = { title: seo.title, description: seo.description, image: seo.image };
  return { data: { ...data, seo: client }, seoHead: seo };
}
