import type { SiteCode } from '@atelier/core-catalogue';
import type { CmsConfig } from './cms-config.js';
import type { ContentPort } from './content-port.js';
import { createDirectusClient } from './directus/create-directus-client.js';
import { createEmbeddedContent } from './embedded/create-embedded-content.js';
import type { ContentLogger } from './logger.js';

export interface PortFromConfigOptions {
  graphqlActiveSites?: '*' | readonly SiteCode[];
  logger?: ContentLogger;
}

/** Embedded content by default; Directus once CMS_BASE_URL points at one. */
export function createContentPort(
  config: CmsConfig,
  options: PortFromConfigOptions = {},
): ContentPort {
  const logger = options.logger ? { logger: options.logger } : {};
  if (config.baseUrl === null) return createEmbeddedContent({ drafts: config.drafts, ...logger });
  return createDirectusClient({
    baseUrl: config.baseUrl,
    token: config.token,
    drafts: config.drafts,
    timeoutMs: config.timeoutMs,
    ...(options.graphqlActiveSites ? { graphqlActiveSites: options.graphqlActiveSites } : {}),
    ...logger,
  });
}
