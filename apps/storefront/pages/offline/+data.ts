import { isSiteCode } from '@atelier/core-catalogue';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadOffline } from '../../src/shell/server/offline.js';

export const data = (pageContext: PageContextServer) => {
  const site = pageContext.routeParams['lang'] ?? '';
  if (!isSiteCode(site)) throw render(404, 'Unknown offline page');
  return loadOffline(pageContext.services, site);
};
export type Data = Awaited<ReturnType<typeof data>>;
