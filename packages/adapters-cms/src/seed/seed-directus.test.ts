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
      const { pathname } = new URL(request.url ?? '/', 'http://x');
      const call = `${request.method} ${pathname}`;
      calls.push(call);
      (bodies[call] ??= []).push(text ? JSON.parse(text) : null);
      const answers: Record<string, unknown> = {
        'GET /collections': {
          data: [{ collection: 'page_home' }, { collection: 'directus_users' }],
        },
        'GET /items/page_home': { data: [{ id: 'old-1' }] },
        'GET /policies': { data: [{ id: 'public-policy' }] },
        'GET /permissions': { data: [{ collection: 'page_home' }] },
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answers[call] ?? { data: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function row(collection: string, key: string, site: string): ContentRow {
  return {
    id: rowId(collection, key, site),
    key,
    site,
    language: site,
    status: 'published',
    slug: null,
    sort: 0,
    content: { title: key },
  };
}

describe('seedDirectus', () => {
  it('creates missing collections, replaces items in batches and opens public reads', async () => {
    const rows = new Map<string, ContentRow[]>([
      ['page_home', [row('page_home', 'home', 'es-es')]],
      ['faq', [row('faq', 'a', 'es-es'), row('faq', 'b', 'es-es'), row('faq', 'c', 'es-es')]],
    ]);
    const report = await seedDirectus({ url, token: 'admin', rows, batchSize: 2 });
    expect(report).toEqual({ collectionsCreated: ['faq'], itemsLoaded: 4, permissionsAdded: 1 });
    expect(calls).toEqual([
      'GET /collections',
      'POST /collections',
      'GET /items/faq',
      'POST /items/faq',
      'POST /items/faq',
      'GET /items/page_home',
      'DELETE /items/page_home',
      'POST /items/page_home',
      'GET /policies',
      'GET /permissions',
      'POST /permissions',
    ]);
    expect(bodies['POST /collections']?.[0]).toMatchObject({ collection: 'faq' });
    expect(bodies['DELETE /items/page_home']?.[0]).toEqual(['old-1']);
    expect(bodies['POST /permissions']?.[0]).toEqual([
      {
        policy: 'public-policy',
        collection: 'faq',
        action: 'read',
        fields: ['*'],
        permissions: { status: { _eq: 'published' } },
      },
    ]);
  });
});
