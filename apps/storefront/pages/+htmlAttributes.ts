import type { PageContextServer } from 'vike/types';

/** Right to left for sa-ar and il-iw. */
export default function htmlAttributes(pageContext: PageContextServer) {
  return { dir: pageContext.shell?.rtl ? 'rtl' : 'ltr' };
}
