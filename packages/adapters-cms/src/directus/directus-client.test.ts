import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ofetch } from 'ofetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowId, type ContentRow } from '../content-row.js';
import { PageFetchCmsError } from '../errors.js';
import { contentLanguageOf } from '../embedded/content/languages.js';
import { embeddedRows } from '../embedded/embedded-items.js';
import { memoryContentLogger } from '../logger.js';
import type { SiteCode } from '@atelier/core-catalogue';
import { createDirectusClient, type DirectusClientOptions } from './create-directus-client.js';
import { createEmbeddedContent } from '../embedded/create-embedded-content.js';
import { fieldsParam } from './fields.js';
import { graphqlRowSource } from './graphql-row-source.js';
import { PUBLISHED_NOW } from './item-query.js';
import { itemAsRead } from './item-payload.js';
import { shippedContentModel } from './shipped-model.js';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; delayMs?: number };

// A stand-in Directus on a loopback port: records requests and answers what each test sets.
let server: Server;
let baseUrl = '';
let seen: Seen[] = [];
let reply: (request: Seen) => Reply = () => ({ body: { data: [] } });

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const entry: Seen = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.authorization,
        body: await readBody(request),
      };
      seen.push(entry);
      const { status = 200, body = { data: [] }, delayMs = 0 } = reply(entry);
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      }, delayMs);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  reply = () => ({ body: { data: [] } });
});

const shipped = embeddedRows();
function shippedRow(collection: string, key: string, site = 'es-es') {
  const row = shipped
    .get(collection)
    ?.find((candidate) => candidate.id === rowId(collection, key, site));
  if (!row) throw new Error(`no ${collection} ${key}`);
  return structuredClone(row);
}

/** A shipped row as the Directus item (with its one translation) that the seed would load. */
function asItem(row: ContentRow, collection: string): Record<string, unknown> {
  const model = shippedContentModel().collections.get(collection);
  if (!model) throw new Error(collection);
  const translated = new Set([
    ...model.translation.columns.map((column) => column.field),
    ...model.translation.relations.map((relation) => relation.path[0] ?? ''),
  ]);
  const content = model.record ? { entries: row.content } : row.content;
  const part = (keep: boolean) =>
    Object.fromEntries(Object.entries(content).filter(([field]) => translated.has(field) === keep));
  return itemAsRead(model, {
    id: row.key,
    key: row.key,
    sites: [row.site as SiteCode],
    status: row.status,
    sort: row.sort,
    slug: model.slug === 'item' ? row.slug : null,
    content: part(false),
    translations: model.translations
      ? [
          {
            language: contentLanguageOf(row.site as SiteCode),
            slug: model.slug === 'translation' ? row.slug : null,
            content: part(true),
          },
        ]
      : [],
  });
}

function shippedItem(collection: string, key: string, site = 'es-es') {
  return asItem(shippedRow(collection, key, site), collection);
}

function client(options: Partial<DirectusClientOptions> = {}) {
  const logger = memoryContentLogger();
  return { logger, port: createDirectusClient({ baseUrl, logger, ...options }) };
}

async function failure(promise: Promise<unknown>): Promise<PageFetchCmsError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PageFetchCmsError);
  return error as PageFetchCmsError;
}

describe('createDirectusClient over REST', () => {
  it('asks /items/<collection> for the item, its lists and translations, filtered by site and published now', async () => {
    reply = () => ({ body: { data: [shippedItem('page_home', 'home')] } });
    const { port } = client();
    const home = await port.home('es-es');
    expect(home).toEqual(await createEmbeddedContent().home('es-es'));
    const [request] = seen;
    expect(request?.path).toBe('/items/page_home');
    expect(request?.query.get('fields')).toBe('*,modules.*,modules.slides.*');
    expect(JSON.parse(request?.query.get('deep') ?? '{}')).toEqual({
      modules: { _sort: ['position'], _limit: -1, slides: { _sort: ['position'], _limit: -1 } },
    });
    expect(request?.query.get('limit')).toBe('-1');
    expect(JSON.parse(request?.query.get('filter') ?? '{}')).toEqual({
      _and: [{ sites: { _contains: 'es-es' } }, ...PUBLISHED_NOW],
    });
    expect(request?.authorization).toBeUndefined();
  });

  it("reads translated items in the site's language, with a slug on the translation", async () => {
    reply = () => ({ body: { data: [shippedItem('page_landing', 'summer-member')] } });
    const { port } = client();
    const [landing] = await port.landings('es-es', 'edicion-verano');
    expect(landing?.userType).toBe('logged');
    const [request] = seen;
    expect(request?.query.get('fields')).toBe(
      '*,translations.*,translations.modules.*,translations.modules.slides.*',
    );
    expect(JSON.parse(request?.query.get('deep') ?? '{}')).toMatchObject({
      translations: { _filter: { languages_code: { _eq: 'es' } }, _limit: -1 },
    });
    expect(JSON.parse(request?.query.get('filter') ?? '{}')._and[1]).toEqual({
      translations: {
        _some: {
          _and: [{ languages_code: { _eq: 'es' } }, { slug: { _eq: 'edicion-verano' } }],
        },
      },
    });
  });

  it("expands a material's parent through its relation and reads the tree as the embedded content does", async () => {
    const keys = ['gold', 'yellowGold', 'silver', 'sterlingSilver'];
    reply = () => ({ body: { data: keys.map((key) => shippedItem('page_material', key)) } });
    const { port } = client();
    expect(await port.materialsTree('es-es')).toEqual(
      await createEmbeddedContent().materialsTree('es-es'),
    );
    expect(seen[0]?.query.get('fields')).toBe('*,parent.key,parent_id,translations.*');
    expect(JSON.parse(seen[0]?.query.get('alias') ?? '{}')).toEqual({ parent_id: 'parent' });
    expect(shippedItem('page_material', 'yellowGold')['parent']).toEqual({ key: 'gold' });
  });

  it('keeps the key of a parent the reader may not see (unpublished), as the embedded port does', async () => {
    // Directus expands a parent outside the reader's permissions to null; the stored id remains.
    const child = {
      ...shippedItem('page_material', 'yellowGold'),
      parent: null,
      parent_id: 'gold',
    };
    reply = () => ({ body: { data: [child] } });
    const { port } = client();
    const slug = shippedRow('page_material', 'yellowGold').slug ?? '';
    expect((await port.material('es-es', slug)).parent).toBe('gold');
    expect(await port.materialsTree('es-es')).toEqual([]);
  });

  it('logs a material whose parent comes back unexpanded (a bare id) as invalid', async () => {
    const child = { ...shippedItem('page_material', 'yellowGold'), parent: 'gold' };
    reply = () => ({ body: { data: [shippedItem('page_material', 'gold'), child] } });
    const { port, logger } = client();
    const [root] = await port.materialsTree('es-es');
    expect(root?.children).toEqual([]);
    expect(logger.problems).toMatchObject([{ kind: 'invalid-item' }]);
  });

  it('sends the bearer token, drops the status filter with drafts and sends deep when configured', async () => {
    const { port } = client({
      token: 'secret',
      drafts: true,
      deep: { extra: { _limit: 1 } },
    });
    await failure(port.policy('es-es', 'privacy'));
    const [request] = seen;
    expect(request?.authorization).toBe('Bearer secret');
    expect(JSON.parse(request?.query.get('filter') ?? '{}')).toEqual({
      _and: [{ sites: { _contains: 'es-es' } }, { slug: { _eq: 'privacy' } }],
    });
    expect(JSON.parse(request?.query.get('deep') ?? '{}')).toMatchObject({ extra: { _limit: 1 } });
  });

  it('sends every request through the fetch it is given, token and all', async () => {
    const through: string[] = [];
    const { port } = client({
      token: 'secret',
      fetch: (input, init) => {
        through.push(String(input));
        return globalThis.fetch(input, init);
      },
    });
    await failure(port.policy('es-es', 'privacy'));
    expect(through).toHaveLength(seen.length);
    expect(through[0]).toContain(`${baseUrl}/items/`);
    expect(seen[0]?.authorization).toBe('Bearer secret');
  });

  it('answers 203 for a missing item and 404 for an unknown slug', async () => {
    const { port } = client();
    expect((await failure(port.home('es-es'))).status).toBe(203);
    expect((await failure(port.policy('es-es', 'nope'))).status).toBe(404);
  });

  it('rejects an item with missing fields, logging a typed problem', async () => {
    reply = () => ({ body: { data: [{ ...shippedItem('page_home', 'home'), title: 42 }] } });
    const { port, logger } = client();
    const error = await failure(port.home('es-es'));
    expect(error).toMatchObject({ status: 502, collection: 'page_home' });
    expect(logger.problems).toEqual([
      {
        kind: 'invalid-item',
        collection: 'page_home',
        id: 'page_home:home:es-es',
        issues: ['title: Invalid input: expected string, received number'],
      },
    ]);
  });

  it('leaves out list items of the wrong types and keeps the others', async () => {
    const good = shippedItem('policies', 'policy-privacy');
    const wrongRow = { ...shippedItem('policies', 'policy-terms'), sort: 'first' };
    const wrongContent = { ...shippedItem('policies', 'policy-cookies'), order: 'three' };
    reply = () => ({ body: { data: [good, wrongRow, wrongContent] } });
    const { port, logger } = client();
    const policies = await port.policies('es-es');
    expect(policies.map((policy) => policy.id)).toEqual(['privacy']);
    expect(
      logger.problems.map((problem) => [problem.kind, 'id' in problem ? problem.id : '']),
    ).toEqual([
      ['invalid-item', 'policy-terms'],
      ['invalid-item', 'policies:policy-cookies:es-es'],
    ]);
  });

  it('sanitises HTML with script tags and logs what it removed', async () => {
    const row = shippedRow('page_glossary_pages', 'gold-care');
    row.content['html'] = '<p onclick="x()">Gold</p><script>document.cookie</script>';
    reply = () => ({ body: { data: [asItem(row, 'page_glossary_pages')] } });
    const { port, logger } = client();
    expect((await port.glossaryPage('es-es', row.slug ?? '')).html).toBe('<p>Gold</p>');
    expect(logger.problems).toEqual([
      {
        kind: 'sanitised-html',
        collection: 'page_glossary_pages',
        id: row.id,
        removed: ['script', 'p[onclick]'],
      },
    ]);
  });

  it('rejects a response without a data list', async () => {
    reply = () => ({ body: { items: [] } });
    expect(await failure(client().port.site('es-es'))).toMatchObject({
      status: 502,
      collection: 'sites',
    });
  });

  it('keeps the HTTP status of a failed call', async () => {
    reply = () => ({ status: 403, body: { errors: [{ message: 'forbidden' }] } });
    expect((await failure(client().port.labels('es-es'))).status).toBe(403);
  });

  it('times out after the configured time with a 504', async () => {
    reply = () => ({ delayMs: 300 });
    const error = await failure(client({ timeoutMs: 50 }).port.labels('es-es'));
    expect(error).toMatchObject({ status: 504, collection: 'ui_labels' });
  });

  it('filters nothing out that the published rule keeps, and drops drafts it is sent anyway', async () => {
    const draft = shippedRow('page_landing', 'autumn-preview');
    reply = () => ({ body: { data: [asItem(draft, 'page_landing')] } });
    expect((await failure(client().port.landings('es-es', draft.slug ?? ''))).status).toBe(404);
  });
});

describe('createDirectusClient over GraphQL', () => {
  it('posts the site query with the site code variable for the active sites only', async () => {
    reply = (request) =>
      request.path === '/graphql'
        ? { body: { data: { rows: [shippedItem('sites', 'site')] } } }
        : { body: { data: [shippedItem('sites', 'site', 'fr-fr')] } };
    const { port } = client({ token: 't', graphqlActiveSites: ['es-es'] });
    expect((await port.site('es-es')).code).toBe('es-es');
    expect((await port.site('fr-fr')).code).toBe('fr-fr');
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /graphql',
      'GET /items/sites',
    ]);
    const body = seen[0]?.body as { query: string; variables: Record<string, unknown> };
    expect(body.variables).toEqual({ siteCode: 'es-es', statuses: ['published'] });
    expect(body.query).toContain('rows: sites(');
    expect(seen[0]?.authorization).toBe('Bearer t');
  });

  it("uses GraphQL for every site with '*' and REST for collections it does not cover", async () => {
    reply = (request) =>
      request.path === '/graphql'
        ? { body: { data: { rows: [shippedItem('page_category', 'category-3', 'gb-en')] } } }
        : { body: { data: [] } };
    const { port } = client({ graphqlActiveSites: '*' });
    expect((await port.categoryPage('gb-en', '3')).categoryId).toBe('3');
    await failure(port.home('gb-en'));
    expect(seen.map((request) => request.path)).toEqual(['/graphql', '/items/page_home']);
    expect((seen[0]?.body as { variables: Record<string, unknown> }).variables).toMatchObject({
      key: 'category-3',
    });
  });

  it("selects a material's parent key through the relation and reads it back", async () => {
    reply = () => ({ body: { data: { rows: [shippedItem('page_material', 'yellowGold')] } } });
    const source = graphqlRowSource(
      ofetch.create({ baseURL: baseUrl }),
      false,
      memoryContentLogger(),
      shippedContentModel(),
    );
    const rows = await source.rows({ collection: 'page_material', site: 'es-es' });
    expect(rows).toEqual([shippedRow('page_material', 'yellowGold')]);
    expect((seen[0]?.body as { query: string }).query).toContain('parent { key }');
  });

  it('turns GraphQL errors into a PageFetchCmsError', async () => {
    reply = () => ({ body: { errors: [{ message: 'no permission' }] } });
    const error = await failure(client({ graphqlActiveSites: '*' }).port.tooltipTriggers('es-es'));
    expect(error).toMatchObject({ status: 502, collection: 'tooltip_trigger' });
    expect(error.message).toContain('no permission');
  });
});

describe('createDirectusClient over GraphQL with partial answers', () => {
  it('uses the rows that came back and logs the errors beside them (error policy all)', async () => {
    reply = () => ({
      body: {
        data: { rows: [shippedItem('tooltip_trigger', 'tooltip-size')] },
        errors: [{ message: 'field "timer" is deprecated' }],
      },
    });
    const { port, logger } = client({ graphqlActiveSites: '*' });
    expect((await port.tooltipTriggers('es-es')).map((trigger) => trigger.id)).toEqual(['size']);
    expect(logger.problems).toEqual([
      {
        kind: 'graphql-errors',
        collection: 'tooltip_trigger',
        messages: ['field "timer" is deprecated'],
      },
    ]);
  });
});

describe('fieldsParam', () => {
  it('accepts paths up to five levels and refuses deeper ones', () => {
    expect(fieldsParam(['a.b.c.d.e', 'id'])).toBe('a.b.c.d.e,id');
    expect(() => fieldsParam(['a.b.c.d.e.f'])).toThrow(/1 to 5/);
  });
});
