import type { ContentPort } from '../content-port.js';
import type { ContentRow } from '../content-row.js';
import { consoleContentLogger, type ContentLogger } from '../logger.js';
import { createPortFromRows } from '../port-from-rows.js';
import { embeddedRows } from './embedded-items.js';
import { memoryRowSource } from './memory-row-source.js';

export interface EmbeddedContentOptions {
  drafts?: boolean;
  logger?: ContentLogger;
  /** Replaces the shipped content (tests of malformed items use it). */
  rows?: ReadonlyMap<string, readonly ContentRow[]>;
}

let shipped: Map<string, ContentRow[]> | null = null;

/** The content shipped in this package for every site, built once and answered from memory. */
export function createEmbeddedContent(options: EmbeddedContentOptions = {}): ContentPort {
  shipped ??= embeddedRows();
  const drafts = options.drafts ?? false;
  return createPortFromRows(memoryRowSource(options.rows ?? shipped, drafts), {
    drafts,
    logger: options.logger ?? consoleContentLogger,
  });
}
