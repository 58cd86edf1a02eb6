import { STUDIO_LINE_FALLBACK_SITE, type SiteCode } from '@atelier/core-catalogue';

/** The offline pages' paths: the main line's and the studio line's (docs/product/shell.md §2.3). */
export const OFFLINE_PATHS = { main: '/offline', suot: '/offline/suot' } as const;

/** Both offline pages are in Spanish, so their content comes from the Spanish sites. */
export function offlineSiteOf(path: string): SiteCode | null {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === OFFLINE_PATHS.main) return 'es-es';
  if (trimmed === OFFLINE_PATHS.suot) return STUDIO_LINE_FALLBACK_SITE;
  return null;
}
