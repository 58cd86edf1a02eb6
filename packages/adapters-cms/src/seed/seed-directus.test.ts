import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowId, type ContentRow } from '../content-row.js';
import { seedDirectus } from './seed-directus.js';

// A stand-in for the Directus admin API that records the seed script's calls.
let server: Server;
let url = '';
const calls: string[] = [];
const bodies: Record<string, unknown[]> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const { pathname, search } = new URL(request.url ?? '/', 'http://x');
      const call = `${request.method} ${pathname}`;
      calls.push(call);
      (bodies[call] ??= []).push(text ? JSON.parse(text) : null);
      const answers: Record<string, unknown> = {
        'GET /collections': {
          data: [{ collection: 'faq' }, { collection: 'directus_users' }],
        },
        // The earlier seed's faq has a tree (a self-reference) and translations.
        'GET /relations': {
          data: [
            {
              collection: 'faq',
              field: 'parent',
              related_collection: 'faq',
              meta: { one_field: 'children' },
            },
            {
              collection: 'faq_translations',
              field: 'faq_id',
              related_collection: 'faq',
              meta: { one_field: 'translations' },
            },
            { collection: 'other', field: 'up', related_collection: 'other', meta: null },
          ],
        },
        // The Public policy exists; the editor's does not yet.
        'GET /policies': { data: search.includes('public') ? [{ id: 'public-policy' }] : [] },
        'POST /policies': { data: { id: 'editor-policy' } },
        'GET /roles': { data: [] },
        'POST /roles': { data: { id: 'editor-role' } },
        'GET /users': { data: [] },
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answers[call] ?? { data: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function row(collection: string, key: string, site: string, title: string): ContentRow {
  return {
    id: rowId(collection, key, site),
    key,
    site,
    language: site,
    status: 'published',
    slug: key,
    sort: 0,
    content: { title, order: 1 },
  };
}

describe('seedDirectus', () => {
  it('drops an earlier seed (self-references first), creates the schema, loads each item once with its translations and grants access', async () => {
    const rows = new Map<string, ContentRow[]>([
      [
        'faq',
        [
          row('faq', 'a', 'es-es', 'Uno'),
          row('faq', 'a', 'mx-es', 'Uno'),
          row('faq', 'a', 'fr-fr', 'Un'),
          row('faq', 'b', 'es-es', 'Dos'),
          row('faq', 'b', 'fr-fr', 'Deux'),
        ],
      ],
    ]);
    const report = await seedDirectus({
      url,
      token: 'admin',
      rows,
      batchSize: 1,
      editor: { email: 'editor@example.com', password: 'secret-1', token: 'editor-token' },
    });
    expect(report).toEqual({
      collectionsCreated: ['languages', 'faq', 'faq_translations'],
      relationsCreated: 2,
      itemsLoaded: 2,
      translationsLoaded: 4,
      permissionsAdded: 3,
      editor: 'editor@example.com',
    });
    expect(calls).toEqual([
      'GET /collections',
      'GET /relations',
      'DELETE /fields/faq/children',
      'DELETE /fields/faq/parent',
      'DELETE /collections/faq',
      'POST /collections',
      'POST /relations',
      'POST /relations',
      'POST /items/languages',
      'POST /items/faq',
      'POST /items/faq',
      'PATCH /collections',
      'GET /policies',
      'POST /permissions',
      'GET /policies',
      'POST /policies',
      'GET /roles',
      'POST /roles',
      'POST /access',
      'POST /permissions',
      'GET /users',
      'POST /users',
    ]);
    const [collections] = (bodies['POST /collections'] ?? []) as { collection: string }[][];
    expect(collections?.map((entry) => entry.collection)).toEqual([
      'languages',
      'faq',
      'faq_translations',
    ]);
    expect(bodies['POST /items/languages']?.[0]).toHaveLength(15);
    expect(bodies['PATCH /collections']?.[0]).toContainEqual({
      collection: 'faq',
      meta: { accountability: 'all' },
    });
    expect(bodies['POST /items/faq']?.[0]).toEqual([
      {
        id: 'a',
        key: 'a',
        sites: ['es-es', 'mx-es', 'fr-fr'],
        status: 'published',
        sort: 0,
        slug: 'a',
        order: 1,
        publish_start: null,
        publish_end: null,
        translations: [
          { languages_code: 'es', title: 'Uno' },
          { languages_code: 'fr', title: 'Un' },
        ],
      },
    ]);
    expect(bodies['POST /permissions']?.[0]).toContainEqual({
      policy: 'public-policy',
      collection: 'faq',
      action: 'read',
      fields: ['*'],
      permissions: { status: { _eq: 'published' } },
    });
    expect(bodies['POST /users']?.[0]).toMatchObject({
      email: 'editor@example.com',
      role: 'editor-role',
      token: 'editor-token',
    });
  });
});
