import type { $Fetch } from 'ofetch';
import { z } from 'zod';
import { CONTENT_ROW_FIELDS, type RowQuery, type RowSource } from '../content-row.js';
import { PageFetchCmsError } from '../errors.js';
import type { ContentLogger } from '../logger.js';
import { toCmsError } from './http-errors.js';

/** Collections the storefront may read through GraphQL (spec 1 section 7). */
export const GRAPHQL_COLLECTIONS: ReadonlySet<string> = new Set([
  'sites',
  'site_common',
  'page_category',
  'page_my_account',
  'tooltip_trigger',
]);

const responseSchema = z.object({
  data: z.record(z.string(), z.array(z.unknown()).nullable()).nullable().optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** The query for one collection: filtered by the site code variable, translations by language = site code. */
export function rowsQuery(collection: string, withKey: boolean): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(collection))
    throw new Error(`Not a collection name: ${collection}`);
  const keyVariable = withKey ? ', $key: String' : '';
  const keyFilter = withKey ? ', { key: { _eq: $key } }' : '';
  return `query Rows($siteCode: String, $statuses: [String]${keyVariable}) {
  rows: ${collection}(
    filter: { _and: [{ site: { _eq: $siteCode } }, { language: { _eq: $siteCode } }, { status: { _in: $statuses } }${keyFilter}] }
    sort: ["sort", "key"]
    limit: -1
  ) { ${CONTENT_ROW_FIELDS.join(' ')} }
}`;
}

/** Directus GraphQL (POST /graphql) for site-scoped queries of the GraphQL collections. */
/**
 * Error policy "all": rows that came back are used even when the answer also lists errors (those
 * are logged); errors without rows fail the call.
 */
export function graphqlRowSource(http: $Fetch, drafts: boolean, logger: ContentLogger): RowSource {
  return {
    async rows(query: RowQuery) {
      const withKey = query.key !== undefined;
      let body: unknown;
      try {
        body = await http('/graphql', {
          method: 'POST',
          body: {
            query: rowsQuery(query.collection, withKey),
            variables: {
              siteCode: query.site,
              statuses: drafts ? ['published', 'draft'] : ['published'],
              ...(withKey ? { key: query.key } : {}),
            },
          },
        });
      } catch (error) {
        throw toCmsError(error, query.collection);
      }
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) {
        throw new PageFetchCmsError(
          502,
          query.collection,
          `Directus GraphQL ${query.collection}: malformed response`,
        );
      }
      const { data, errors = [] } = parsed.data;
      const rows = data?.['rows'];
      const messages = errors.map((error) => error.message);
      if (!rows && messages.length > 0) {
        throw new PageFetchCmsError(
          502,
          query.collection,
          `Directus GraphQL ${query.collection}: ${messages.join('; ')}`,
        );
      }
      if (messages.length > 0) {
        logger.problem({ kind: 'graphql-errors', collection: query.collection, messages });
      }
      return rows ?? [];
    },
  };
}
