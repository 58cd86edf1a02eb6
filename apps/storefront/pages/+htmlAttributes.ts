import type { PageContextServer } from 'vike/types';

/**
 * Right to left for sa-ar and il-iw; the vertical's design tokens on the root element too, so
 * dialogs (rendered at the end of the body, outside the layout) get the studio line's palette.
 */
export default function htmlAttributes(pageContext: PageContextServer) {
  return {
    dir: pageContext.shell?.rtl ? 'rtl' : 'ltr',
    'data-vertical': pageContext.shell?.vertical ?? 'main',
  };
}
