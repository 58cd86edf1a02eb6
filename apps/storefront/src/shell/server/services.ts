import type { ContentPort } from '@atelier/adapters-cms';
import type { OccClient } from '@atelier/adapters-commerce';
import type { SiteCode } from '@atelier/core-catalogue';
import type { ListingCache } from './listing-cache.js';

/** What data hooks use on the server; passed in through pageContextInit, never to the client. */
export interface Services {
  content: ContentPort;
  commerce(site: SiteCode): OccClient;
  listings: ListingCache;
  /** Public origin for canonical, hreflang and Open Graph URLs. */
  origin: string;
  now(): Date;
}
