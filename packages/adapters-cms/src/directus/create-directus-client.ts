import { createFetch, ofetch } from 'ofetch';
import type { SiteCode } from '@atelier/core-catalogue';
import { DEFAULT_CMS_TIMEOUT_MS } from '../cms-config.js';
import type { ContentPort } from '../content-port.js';
import type { RowSource } from '../content-row.js';
import { consoleContentLogger, type ContentLogger } from '../logger.js';
import { createPortFromRows } from '../port-from-rows.js';
import type { ContentModel } from './content-model.js';
import { GRAPHQL_COLLECTIONS, graphqlRowSource } from './graphql-row-source.js';
import { restRowSource } from './rest-row-source.js';
import { shippedContentModel } from './shipped-model.js';

export interface DirectusClientOptions {
  baseUrl: string;
  token?: string | null;
  drafts?: boolean;
  timeoutMs?: number;
  /** The active-sites setting: '*' or the site codes that read through GraphQL. */
  graphqlActiveSites?: '*' | readonly SiteCode[];
  logger?: ContentLogger;
  /** Extra Directus `deep` entries, merged over the ones the data model asks for. */
  deep?: Record<string, unknown>;
  /** The data model the instance was seeded with (default: the shipped content's). */
  model?: ContentModel;
  /**
   * The fetch every request goes through (default: the global one), as the OCC client's: a
   * server can wrap it to know when a render is waiting on content (the storefront's render
   * queue does, docs/adr/0068-a-render-waiting-on-the-back-end-holds-no-render-slot.md).
   */
  fetch?: typeof globalThis.fetch;
}

function usesGraphql(
  active: DirectusClientOptions['graphqlActiveSites'],
  site: string | undefined,
): boolean {
  if (site === undefined || active === undefined) return false;
  return active === '*' || (active as readonly string[]).includes(site);
}

/** The content port over a Directus 11 instance (REST, or GraphQL for the active sites). */
export function createDirectusClient(options: DirectusClientOptions): ContentPort {
  const drafts = options.drafts ?? false;
  const http = (options.fetch ? createFetch({ fetch: options.fetch }) : ofetch).create({
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? DEFAULT_CMS_TIMEOUT_MS,
    retry: 0,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
  });
  const model = options.model ?? shippedContentModel();
  const rest = restRowSource(http, {
    drafts,
    model,
    ...(options.deep ? { deep: options.deep } : {}),
  });
  const logger = options.logger ?? consoleContentLogger;
  const graphql = graphqlRowSource(http, drafts, logger, model);
  const source: RowSource = {
    rows: (query) =>
      GRAPHQL_COLLECTIONS.has(query.collection) &&
      usesGraphql(options.graphqlActiveSites, query.site)
        ? graphql.rows(query)
        : rest.rows(query),
  };
  return createPortFromRows(source, { drafts, logger });
}
