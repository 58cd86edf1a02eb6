import { embeddedRows } from '../embedded/embedded-items.js';
import { buildContentModel, type ContentModel } from './content-model.js';

let shipped: ContentModel | null = null;

/**
 * The data model the seed creates, derived from the shipped content's shapes (built once). The
 * Directus client reads with the same model, so the schema and the reads cannot drift apart.
 */
export function shippedContentModel(): ContentModel {
  shipped ??= buildContentModel(embeddedRows());
  return shipped;
}
