import { ofetch, type $Fetch } from 'ofetch';
import type { ContentRow } from '../content-row.js';
import { collectionDefinition } from './collection-schema.js';

export interface SeedOptions {
  url: string;
  /** An admin token (static token or access token). */
  token: string;
  rows: ReadonlyMap<string, readonly ContentRow[]>;
  log?: (line: string) => void;
  batchSize?: number;
}

export interface SeedReport {
  collectionsCreated: string[];
  itemsLoaded: number;
  permissionsAdded: number;
}

const PUBLIC_POLICY_NAME = '$t:public_label';

async function existingCollections(http: $Fetch): Promise<Set<string>> {
  const { data } = await http<{ data: { collection: string }[] }>('/collections');
  return new Set(data.map((entry) => entry.collection));
}

async function replaceItems(
  http: $Fetch,
  collection: string,
  rows: readonly ContentRow[],
  batchSize: number,
) {
  const { data } = await http<{ data: { id: string }[] }>(`/items/${collection}`, {
    query: { fields: 'id', limit: -1 },
  });
  if (data.length > 0) {
    await http(`/items/${collection}`, { method: 'DELETE', body: data.map((item) => item.id) });
  }
  for (let start = 0; start < rows.length; start += batchSize) {
    await http(`/items/${collection}`, {
      method: 'POST',
      body: rows.slice(start, start + batchSize),
    });
  }
}

/**
 * Anonymous visitors read published content only: Directus answers 403 to anonymous reads until
 * the Public policy has a read permission for the collection.
 */
async function grantPublicRead(http: $Fetch, collections: readonly string[]): Promise<number> {
  const policies = await http<{ data: { id: string }[] }>('/policies', {
    query: { filter: JSON.stringify({ name: { _eq: PUBLIC_POLICY_NAME } }), fields: 'id' },
  });
  const policy = policies.data[0]?.id;
  if (!policy) throw new Error('Directus has no Public policy');
  const existing = await http<{ data: { collection: string }[] }>('/permissions', {
    query: {
      filter: JSON.stringify({ policy: { _eq: policy }, action: { _eq: 'read' } }),
      fields: 'collection',
      limit: -1,
    },
  });
  const granted = new Set(existing.data.map((permission) => permission.collection));
  const missing = collections.filter((collection) => !granted.has(collection));
  if (missing.length > 0) {
    await http('/permissions', {
      method: 'POST',
      body: missing.map((collection) => ({
        policy,
        collection,
        action: 'read',
        fields: ['*'],
        permissions: { status: { _eq: 'published' } },
      })),
    });
  }
  return missing.length;
}

/** Creates the content collections (when missing), replaces their items and opens public reads. */
export async function seedDirectus(options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = (line: string) => options.log?.(`${line} (${Date.now() - started} ms)`);
  const http = ofetch.create({
    baseURL: options.url.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.token}` },
    retry: 0,
    timeout: 60_000,
  });
  const known = await existingCollections(http);
  const collections = [...options.rows.keys()].sort();
  const created: string[] = [];
  for (const collection of collections) {
    if (known.has(collection)) continue;
    await http('/collections', { method: 'POST', body: collectionDefinition(collection) });
    created.push(collection);
  }
  log(
    `collections: ${created.length} created, ${collections.length - created.length} already there`,
  );
  let itemsLoaded = 0;
  for (const collection of collections) {
    const rows = options.rows.get(collection) ?? [];
    await replaceItems(http, collection, rows, options.batchSize ?? 250);
    itemsLoaded += rows.length;
  }
  log(`items: ${itemsLoaded} loaded`);
  const permissionsAdded = await grantPublicRead(http, collections);
  log(`public read permissions: ${permissionsAdded} added`);
  return { collectionsCreated: created, itemsLoaded, permissionsAdded };
}
