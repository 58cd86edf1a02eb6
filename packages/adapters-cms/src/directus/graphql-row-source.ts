import type { $Fetch } from 'ofetch';
import { z } from 'zod';
import type { RowQuery, RowSource } from '../content-row.js';
import { PageFetchCmsError } from '../errors.js';
import type { ContentLogger } from '../logger.js';
import type { CollectionModel, ContentModel, LevelModel } from './content-model.js';
import { toCmsError } from './http-errors.js';
import { languageOf, PUBLISHED_NOW } from './item-query.js';
import { itemRows } from './item-rows.js';

/** Collections the storefront may read through GraphQL (docs/product/content.md §1.5). */
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

function selection(level: LevelModel): string {
  return [
    ...level.columns.map((column) => column.name),
    ...level.relations.map(
      (relation) =>
        `${relation.alias}(sort: ["position"], limit: -1) { position ${selection(relation)} }`,
    ),
  ].join(' ');
}

function graphqlFilter(value: unknown): string {
  // JSON is GraphQL input syntax once object keys lose their quotes.
  return JSON.stringify(value).replace(/"([A-Za-z_][A-Za-z0-9_]*)":/g, '$1:');
}

/**
 * The query for one collection: items of the site code variable, their translation in the
 * `$language` variable and every list in its order; published now unless drafts are on.
 */
export function rowsQuery(model: CollectionModel, withKey: boolean, drafts: boolean): string {
  const collection = model.collection;
  if (!/^[a-z_][a-z0-9_]*$/.test(collection))
    throw new Error(`Not a collection name: ${collection}`);
  const keyVariable = withKey ? ', $key: String' : '';
  // GraphQL refuses a declared variable the query does not use.
  const languageVariable = model.translations ? ', $language: String' : '';
  const filters = [
    '{ sites: { _contains: $siteCode } }',
    '{ status: { _in: $statuses } }',
    ...(drafts ? [] : PUBLISHED_NOW.slice(1).map(graphqlFilter)),
    ...(withKey ? ['{ key: { _eq: $key } }'] : []),
  ];
  const translations = model.translations
    ? `translations(filter: { languages_code: { code: { _eq: $language } } }, limit: -1) {
      languages_code { code } ${model.slug === 'translation' ? 'slug ' : ''}${selection(model.translation)}
    }`
    : '';
  const item = [
    ...model.item.columns.map((column) => column.name),
    ...(model.tree ? [`${model.tree.column.name} { key }`] : []),
  ].join(' ');
  return `query Rows($siteCode: String${languageVariable}, $statuses: [String]${keyVariable}) {
  rows: ${collection}(
    filter: { _and: [${filters.join(', ')}] }
    sort: ["sort", "key"]
    limit: -1
  ) {
    id key sites status sort ${model.slug === 'item' ? 'slug ' : ''}${item}
    ${model.item.relations.map((relation) => `${relation.alias}(sort: ["position"], limit: -1) { position ${selection(relation)} }`).join('\n    ')}
    ${translations}
  }
}`;
}

/** Directus GraphQL (POST /graphql) for site-scoped queries of the GraphQL collections. */
/**
 * Error policy "all": rows that came back are used even when the answer also lists errors (those
 * are logged); errors without rows fail the call.
 */
export function graphqlRowSource(
  http: $Fetch,
  drafts: boolean,
  logger: ContentLogger,
  contentModel: ContentModel,
): RowSource {
  return {
    async rows(query: RowQuery) {
      const model = contentModel.collections.get(query.collection);
      if (!model) {
        throw new PageFetchCmsError(
          502,
          query.collection,
          `Unknown collection ${query.collection}`,
        );
      }
      const withKey = query.key !== undefined;
      let body: unknown;
      try {
        body = await http('/graphql', {
          method: 'POST',
          body: {
            query: rowsQuery(model, withKey, drafts),
            variables: {
              siteCode: query.site,
              ...(model.translations ? { language: languageOf(query) } : {}),
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
      return (rows ?? []).flatMap((item) => itemRows(model, item, query.site));
    },
  };
}
