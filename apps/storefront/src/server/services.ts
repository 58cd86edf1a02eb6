import {
  cachedContentPort,
  createContentCache,
  createDirectusClient,
  createEmbeddedContent,
  type CmsConfig,
  type ContentLogger,
} from '@atelier/adapters-cms';
import { createOccClient, type CommerceDialect, type OccClient } from '@atelier/adapters-commerce';
import type { SiteCode } from '@atelier/core-catalogue';
import { createListingCache } from '../shell/server/listing-cache.js';
import type { Services } from '../shell/server/services.js';
import type { Logger } from './logger.js';
import { apartFromRender, awayFromSlot } from './render-queue.js';
import type { SharedCaches } from './shared-caches.js';

export interface ServicesOptions {
  commerceBaseUrl: string;
  commerceTimeoutMs: number;
  /** COMMERCE_DIALECT (ADR 0035); default extended. */
  commerceDialect?: CommerceDialect;
  cms: CmsConfig;
  origin: string;
  logger: Logger;
  /** The caches several instances share (Redis); in memory without them. */
  caches?: SharedCaches;
}

/** A render waiting on a back-end gives its queue slot to another meanwhile (ADR 0068). */
const slotFreeingFetch: typeof globalThis.fetch = (input, init) =>
  awayFromSlot(() => globalThis.fetch(input, init));

/** The server's back-end ports: content through its cache, one OCC client per site. */
export function createServices(options: ServicesOptions): Services {
  const contentLogger: ContentLogger = {
    problem: (problem) => options.logger.log('warn', 'content problem', { problem }),
  };
  const source = options.cms.baseUrl
    ? createDirectusClient({
        baseUrl: options.cms.baseUrl,
        token: options.cms.token,
        drafts: options.cms.drafts,
        timeoutMs: options.cms.timeoutMs,
        logger: contentLogger,
        fetch: slotFreeingFetch,
      })
    : createEmbeddedContent({ drafts: options.cms.drafts, logger: contentLogger });
  const contentCacheOptions = {
    ttlMs: 60_000,
    staleWhileRevalidateMs: 5 * 60_000,
    maxEntries: 20_000,
    onRefreshError: (key: string, error: unknown) =>
      options.logger.log('warn', 'content refresh failed', { key, error }),
    // A stale entry's refresh is nobody's render (ADR 0068); the shared cache does the same.
    refreshApart: apartFromRender,
    // A render waiting on another's load of the same entry waits on the CMS too.
    waitApart: awayFromSlot,
  };
  const content = cachedContentPort(
    source,
    options.caches
      ? options.caches.contentCache(contentCacheOptions)
      : createContentCache(contentCacheOptions),
  );
  const clients = new Map<SiteCode, OccClient>();
  const commerce = (site: SiteCode): OccClient => {
    let client = clients.get(site);
    if (!client) {
      // Server-side catalogue reads are anonymous: pages are cached per customer group,
      // never per shopper.
      client = createOccClient({
        baseUrl: options.commerceBaseUrl,
        siteCode: site,
        getToken: () => null,
        timeoutMs: options.commerceTimeoutMs,
        dialect: options.commerceDialect ?? 'extended',
        fetch: slotFreeingFetch,
        // An item a list answer could not read is dropped from it; the logs say which (ADR 0035).
        onListProblem: (problem) =>
          options.logger.log('warn', 'commerce list item dropped', { site, ...problem }),
      });
      clients.set(site, client);
    }
    return client;
  };
  return {
    content,
    commerce,
    listings: createListingCache(
      commerce,
      options.caches ? { cacheOf: (name, o) => options.caches!.cache(`listing-${name}`, o) } : {},
    ),
    origin: options.origin.replace(/\/+$/, ''),
    now: () => new Date(),
  };
}
