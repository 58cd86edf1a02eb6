import type { PageContextServer } from 'vike/types';
import { splitSeo } from '../src/shell/seo-head.js';

/**
 * Runs on the server after +data: the head's SEO (canonical, hreflang, JSON-LD) stays on
 * the server as pageContext.seoHead; the serialised data keeps what the browser reads.
 */
export default function onBeforeRender(pageContext: PageContextServer) {
  const split = splitSeo(pageContext.data);
  if (!split) return undefined;
  return { pageContext: { data: split.data, seoHead: split.seoHead } };
}
