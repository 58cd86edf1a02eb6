import type { $Fetch } from 'ofetch';
import { z } from 'zod';
import { CONTENT_ROW_FIELDS, type RowQuery, type RowSource } from '../content-row.js';
import { PageFetchCmsError } from '../errors.js';
import { fieldsParam } from './fields.js';
import { rowFilter } from './filters.js';
import { toCmsError } from './http-errors.js';

const envelopeSchema = z.object({ data: z.array(z.unknown()) });

export interface RestSourceOptions {
  drafts: boolean;
  fields?: readonly string[];
  /** Directus `deep` query, for relational fields of a customised data model. */
  deep?: Record<string, unknown>;
}

/** Directus items REST: GET /items/<collection> with fields, filter, sort and (when set) deep. */
export function restRowSource(http: $Fetch, options: RestSourceOptions): RowSource {
  return {
    async rows(query: RowQuery) {
      const params: Record<string, string | number> = {
        fields: fieldsParam(options.fields ?? CONTENT_ROW_FIELDS),
        filter: JSON.stringify(rowFilter(query, options.drafts)),
        sort: 'sort,key',
        limit: -1,
      };
      if (options.deep) params['deep'] = JSON.stringify(options.deep);
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
      return envelope.data.data;
    },
  };
}
