import type { ContentPort } from '../content-port.js';
import type { ContentCache } from './content-cache.js';

/** Where the site code sits in a call's arguments when it is not first. */
const SITE_ARGUMENT: Partial<Record<keyof ContentPort, number>> = {
  labelsPage: 1,
  translateSlug: 2,
};

/**
 * A ContentPort whose site-scoped calls go through the cache; works over the embedded content
 * and over Directus alike. Keys use the site code as the language (translations are keyed by
 * site code in this content system).
 */
export function cachedContentPort(port: ContentPort, cache: ContentCache): ContentPort {
  const cached = {} as Record<string, unknown>;
  for (const name of Object.keys(port) as (keyof ContentPort)[]) {
    const call = port[name] as (...args: unknown[]) => Promise<unknown>;
    cached[name] = (...args: unknown[]) => {
      const site = String(args[SITE_ARGUMENT[name] ?? 0] ?? '*');
      const rest = args.map(String).join(':');
      return cache.get({ site, language: site, call: `${name}:${rest}` }, () => call(...args));
    };
  }
  return cached as unknown as ContentPort;
}
