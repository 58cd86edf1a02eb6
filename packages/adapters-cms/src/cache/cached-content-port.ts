import type { ContentPort } from '../content-port.js';
import { PageFetchCmsError } from '../errors.js';
import type { ContentCache } from './content-cache.js';

/** Where the site code sits in a call's arguments when it is not first. */
const SITE_ARGUMENT: Partial<Record<keyof ContentPort, number>> = {
  labelsPage: 1,
  translateSlug: 2,
};

/**
 * "Not there" answers (203 no item, 404 no slug) are answers, not faults: they are cached like
 * content (as this plain marker, so a shared JSON cache keeps them too). Otherwise an item an
 * editor unpublishes, or whose schedule window closes, would stay on the site for the whole
 * stale window (a failed refresh keeps the old entry), and a missing page would ask the CMS on
 * every request.
 */
interface Missing {
  contentMissing: { status: number; collection: string; message: string };
}

function isMissing(value: unknown): value is Missing {
  return typeof value === 'object' && value !== null && 'contentMissing' in value;
}

async function answerOrMissing(load: () => Promise<unknown>): Promise<unknown> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof PageFetchCmsError && (error.status === 203 || error.status === 404)) {
      const { status, collection, message } = error;
      return { contentMissing: { status, collection, message } } satisfies Missing;
    }
    throw error;
  }
}

/**
 * A ContentPort whose site-scoped calls go through the cache; works over the embedded content
 * and over Directus alike. Keys use the site code as the language (translations are keyed by
 * site code in this content system).
 */
export function cachedContentPort(port: ContentPort, cache: ContentCache): ContentPort {
  const cached = {} as Record<string, unknown>;
  for (const name of Object.keys(port) as (keyof ContentPort)[]) {
    const call = port[name] as (...args: unknown[]) => Promise<unknown>;
    cached[name] = async (...args: unknown[]) => {
      const site = String(args[SITE_ARGUMENT[name] ?? 0] ?? '*');
      const rest = args.map(String).join(':');
      const value = await cache.get({ site, language: site, call: `${name}:${rest}` }, () =>
        answerOrMissing(() => call(...args)),
      );
      if (isMissing(value)) {
        const { status, collection, message } = value.contentMissing;
        throw new PageFetchCmsError(status, collection, message);
      }
      return value;
    };
  }
  return cached as unknown as ContentPort;
}
