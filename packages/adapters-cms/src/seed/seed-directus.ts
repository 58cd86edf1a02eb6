import { ofetch, type $Fetch } from 'ofetch';
import type { ContentRow } from '../content-row.js';
import { buildContentModel } from '../directus/content-model.js';
import { itemPayload } from '../directus/item-payload.js';
import { directusSchema, languageItems } from './directus-schema.js';
import { dropEarlierSeed } from './drop-earlier-seed.js';
import { grantEditor, grantPublicRead, type EditorAccount } from './seed-access.js';

export interface SeedOptions {
  url: string;
  /** An admin token (static token or access token). */
  token: string;
  rows: ReadonlyMap<string, readonly ContentRow[]>;
  /** The editor the seed creates (role "Editor": create, read, update and delete content). */
  editor?: EditorAccount;
  log?: (line: string) => void;
  /** Items per POST (each with its translations and lists). */
  batchSize?: number;
}

export interface SeedReport {
  collectionsCreated: string[];
  relationsCreated: number;
  /** Content items (one per item and group of sites, translations inside). */
  itemsLoaded: number;
  translationsLoaded: number;
  permissionsAdded: number;
  editor: string | null;
}

async function existingCollections(http: $Fetch): Promise<Set<string>> {
  const { data } = await http<{ data: { collection: string }[] }>('/collections');
  return new Set(data.map((entry) => entry.collection));
}

/**
 * Creates the content schema (languages, items, their translations and lists, relations) with
 * Directus's schema API and loads the content: each item once, with its translations nested in
 * the same create. Collections of an earlier seed are dropped first, so it is safe to run again
 * (and edits made in Directus since the last seed go).
 */
export async function seedDirectus(options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = (line: string) => options.log?.(`${line} (${Date.now() - started} ms)`);
  const http = ofetch.create({
    baseURL: options.url.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.token}` },
    retry: 0,
    timeout: 120_000,
    // Directus says what it refused in the body: keep it in the error.
    onResponseError({ response, error }) {
      const detail = JSON.stringify(response._data ?? null).slice(0, 2000);
      throw new Error(`${response.status} ${response.url}: ${detail}`, { cause: error });
    },
  }) as $Fetch;
  const model = buildContentModel(options.rows);
  const schema = directusSchema(model);
  const names = schema.collections.map((entry) => String(entry['collection']));

  const known = await existingCollections(http);
  const stale = names.filter((name) => known.has(name)).reverse();
  const selfReferences = await dropEarlierSeed(http, stale);
  if (stale.length > 0) {
    log(
      `collections: ${stale.length} of an earlier seed dropped (${selfReferences} self-references first)`,
    );
  }

  // One request for every collection: Directus reloads its schema once, not once per collection.
  await http('/collections', { method: 'POST', body: schema.collections });
  for (const body of schema.relations) await http('/relations', { method: 'POST', body });
  log(`schema: ${names.length} collections, ${schema.relations.length} relations`);

  await http('/items/languages', { method: 'POST', body: languageItems() });
  const batchSize = options.batchSize ?? 100;
  let itemsLoaded = 0;
  let translationsLoaded = 0;
  for (const [collection, collectionModel] of model.collections) {
    const items = model.items.get(collection) ?? [];
    for (let start = 0; start < items.length; start += batchSize) {
      const body = items
        .slice(start, start + batchSize)
        .map((item) => itemPayload(collectionModel, item));
      await http(`/items/${collection}`, { method: 'POST', body, query: { fields: 'id' } });
    }
    itemsLoaded += items.length;
    translationsLoaded += items.reduce((sum, item) => sum + item.translations.length, 0);
  }
  log(`items: ${itemsLoaded} loaded with ${translationsLoaded} translations`);
  // Loaded without activity rows; from now on every editor's change is logged with a revision.
  await http('/collections', {
    method: 'PATCH',
    body: names.map((collection) => ({ collection, meta: { accountability: 'all' } })),
  });

  const permissionsAdded = await grantPublicRead(http, model);
  const editor = options.editor ? await grantEditor(http, model, options.editor) : null;
  log(`access: ${permissionsAdded} public read permissions${editor ? `, editor ${editor}` : ''}`);
  return {
    collectionsCreated: names,
    relationsCreated: schema.relations.length,
    itemsLoaded,
    translationsLoaded,
    permissionsAdded,
    editor,
  };
}
