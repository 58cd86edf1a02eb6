import { offlineSiteOf } from '../../src/shell/offline-site.js';

// `/offline` (main line) and `/offline/suot` (studio line): outside the site routes, so a
// service worker or CDN can keep one URL per vertical as the offline fallback.
export default function route(pageContext: { urlPathname: string }) {
  const site = offlineSiteOf(pageContext.urlPathname);
  return site ? { routeParams: { route: 'offline', lang: site } } : false;
}
