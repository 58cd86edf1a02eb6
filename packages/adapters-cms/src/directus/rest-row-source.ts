import type { $Fetch } from 'ofetch';
import { z } from 'zod';
import type { RowQuery, RowSource } from '../content-row.js';
import { PageFetchCmsError } from '../errors.js';
import type { ContentModel } from './content-model.js';
import { fieldsParam } from './fields.js';
import { toCmsError } from './http-errors.js';
import { itemAlias, itemDeep, itemFields, itemFilter } from './item-query.js';
import { itemRows } from './item-rows.js';

const envelopeSchema = z.object({ data: z.array(z.unknown()) });

export interface RestSourceOptions {
  drafts: boolean;
  model: ContentModel;
  /** Extra Directus `deep` entries, merged over the model's. */
  deep?: Record<string, unknown>;
}

/**
 * Directus items REST: GET /items/<collection> with the model's fields (item, translations,
 * lists), a filter on site, key, slug and publication, and deep for the site's language and the
 * lists' order. Items come back as the rows of the sites they serve.
 */
export function restRowSource(http: $Fetch, options: RestSourceOptions): RowSource {
  return {
    async rows(query: RowQuery) {
      const model = options.model.collections.get(query.collection);
      if (!model) {
        throw new PageFetchCmsError(
          502,
          query.collection,
          `Unknown collection ${query.collection}`,
        );
      }
      if (query.slug !== undefined && model.slug === 'none') return [];
      const params: Record<string, string | number> = {
        fields: fieldsParam(itemFields(model)),
        filter: JSON.stringify(itemFilter(model, query, options.drafts)),
        deep: JSON.stringify({ ...itemDeep(model, query), ...options.deep }),
        sort: 'sort,key',
        limit: -1,
      };
      const alias = itemAlias(model);
      if (alias) params['alias'] = JSON.stringify(alias);
      let body: unknown;
      try {
        body = await http(`/items/${encodeURIComponent(query.collection)}`, { query: params });
      } catch (error) {
        throw toCmsError(error, query.collection);
      }
      const envelope = envelopeSchema.safeParse(body);
      if (!envelope.success) {
        throw new PageFetchCmsError(
          502,
          query.collection,
          `Directus ${query.collection}: response without a data list`,
        );
      }
      return envelope.data.data.flatMap((item) => itemRows(model, item, query.site));
    },
  };
}
