import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGES,
  createDirectusClient,
  embeddedRows,
  memoryContentLogger,
} from '../../src/index.js';
import { ofetch } from 'ofetch';
import { buildContentModel } from '../../src/directus/content-model.js';
import { restRowSource } from '../../src/directus/rest-row-source.js';
import { shippedContentModel } from '../../src/directus/shipped-model.js';
import { defaultEditor } from '../../src/seed/default-editor.js';
import { directusSchema } from '../../src/seed/directus-schema.js';
import { seedDirectus, type SeedReport } from '../../src/seed/seed-directus.js';
import {
  directusInstalled,
  INSTALL_HINT,
  startLocalDirectus,
  type LocalDirectus,
} from '../directus/local-directus.js';
import { contentPortContract } from './content-port.contract.js';

if (!directusInstalled) {
  console.log(
    `[adapters-cms] Directus contract tests SKIPPED: Directus is not installed. Install it with ${INSTALL_HINT}.`,
  );
}

describe.skipIf(!directusInstalled)('Directus 11.3.5 (SQLite) over HTTP', () => {
  let directus: LocalDirectus | undefined;
  let seeded: SeedReport | undefined;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    let started = Date.now();
    directus = await startLocalDirectus();
    timings['startMs'] = Date.now() - started;
    started = Date.now();
    seeded = await seedDirectus({
      url: directus.url,
      token: directus.adminToken,
      rows: embeddedRows(),
      editor: defaultEditor({}),
      log: (line) => console.log(`[adapters-cms] seed ${line}`),
    });
    timings['seedMs'] = Date.now() - started;
    console.log(
      `[adapters-cms] Directus started in ${timings['startMs']} ms, seeded ${seeded.itemsLoaded} items and ${seeded.translationsLoaded} translations in ${timings['seedMs']} ms`,
    );
  }, 240_000);

  afterAll(async () => {
    await directus?.stop();
  }, 30_000);

  it('was seeded from the embedded content: each item once, translations per language, public reads', async () => {
    const model = buildContentModel(embeddedRows());
    expect(seeded?.itemsLoaded).toBe([...model.items.values()].flat().length);
    const anonymous = await fetch(`${directus?.url}/items/page_home?limit=1`);
    expect(anonymous.status).toBe(200);
    const drafts = await fetch(`${directus?.url}/items/page_landing?filter[status][_eq]=draft`);
    expect(((await drafts.json()) as { data: unknown[] }).data).toEqual([]);
    const policy = await fetch(
      `${directus?.url}/items/policies/policy-privacy?fields=sites,translations.languages_code,translations.title`,
    );
    const { data } = (await policy.json()) as {
      data: { sites: string[]; translations: { languages_code: string; title: string }[] };
    };
    expect(data.sites).toHaveLength(33);
    expect(data.translations.map((entry) => entry.languages_code).sort()).toEqual(
      [...CONTENT_LANGUAGES].sort(),
    );
    const languages = await fetch(`${directus?.url}/items/languages?limit=-1`);
    expect(((await languages.json()) as { data: unknown[] }).data).toHaveLength(15);
  });

  it('seeds again over its own earlier seed (the material tree dropped first), as `cms:seed` twice does', async () => {
    if (!directus) throw new Error('Directus is not running');
    const started = Date.now();
    const lines: string[] = [];
    const again = await seedDirectus({
      url: directus.url,
      token: directus.adminToken,
      rows: embeddedRows(),
      editor: defaultEditor({}),
      log: (line) => lines.push(line),
    });
    console.log(`[adapters-cms] seeded again in ${Date.now() - started} ms: ${lines.join('; ')}`);
    expect(again).toEqual(seeded);
    // Every collection the content makes was there from the first seed, so every one is dropped
    // (the count follows the content: a list added or removed changes it).
    const collections = directusSchema(buildContentModel(embeddedRows())).collections.length;
    expect(collections).toBeGreaterThan(100);
    expect(lines[0]).toMatch(
      new RegExp(
        `^collections: ${collections} of an earlier seed dropped \\(1 self-references first\\)`,
      ),
    );
  }, 240_000);

  it("holds the material tree as a relation: a material's parent and a parent's children read through it", async () => {
    if (!directus) throw new Error('Directus is not running');
    const admin = { Authorization: `Bearer ${directus.adminToken}` };
    const relations = (await ofetch(`${directus.url}/relations/page_material`, {
      headers: admin,
    })) as { data: { field: string; related_collection: string; meta: { one_field: string } }[] };
    expect(relations.data).toContainEqual(
      expect.objectContaining({
        field: 'parent',
        related_collection: 'page_material',
        meta: expect.objectContaining({ one_field: 'children' }),
      }),
    );
    const tree = (await ofetch(`${directus.url}/items/page_material`, {
      query: {
        fields: 'key,parent.key,children.key',
        deep: JSON.stringify({ children: { _sort: ['key'] } }),
        filter: JSON.stringify({ key: { _in: ['gold', 'yellowGold'] } }),
        sort: 'key',
      },
    })) as { data: unknown[] };
    expect(tree.data).toEqual([
      { key: 'gold', parent: null, children: [{ key: 'yellowGold' }] },
      { key: 'yellowGold', parent: { key: 'gold' }, children: [] },
    ]);
    // Filtering through the relation: the children of silver.
    const children = (await ofetch(`${directus.url}/items/page_material`, {
      query: { fields: 'key', filter: JSON.stringify({ parent: { key: { _eq: 'silver' } } }) },
    })) as { data: unknown[] };
    expect(children.data).toEqual([{ key: 'sterlingSilver' }]);
  });

  it('reads the key of a parent that is unpublished, as the embedded content does', async () => {
    if (!directus) throw new Error('Directus is not running');
    const url = directus.url;
    const setStatus = (status: string) =>
      ofetch(`${url}/items/page_material/gold`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${directus?.adminToken}` },
        body: { status },
      });
    const port = createDirectusClient({ baseUrl: url, logger: memoryContentLogger() });
    const slug = embeddedRows()
      .get('page_material')
      ?.find((row) => row.key === 'yellowGold' && row.site === 'es-es')?.slug;
    await setStatus('draft');
    try {
      expect((await port.material('es-es', slug ?? '')).parent).toBe('gold');
      expect((await port.materialsTree('es-es')).map((root) => root.slug)).not.toContain(slug);
    } finally {
      await setStatus('published');
    }
  });

  it('holds every shipped row: read back per collection, all sites, they equal the embedded rows', async () => {
    if (!directus) throw new Error('Directus is not running');
    const http = ofetch.create({
      baseURL: directus.url,
      headers: { Authorization: `Bearer ${directus.adminToken}` },
    });
    const source = restRowSource(http, { drafts: true, model: shippedContentModel() });
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    for (const [collection, rows] of embeddedRows()) {
      const back = (await source.rows({ collection })) as { id: string }[];
      expect([...back].sort(byId), collection).toEqual([...rows].sort(byId));
    }
  });

  // Anonymous for published content (the Public policy), the admin token for drafts; GraphQL for
  // a few sites so both transports answer the same assertions.
  contentPortContract('Directus', () => ({ drafts }) => {
    if (!directus) throw new Error('Directus is not running');
    return createDirectusClient({
      baseUrl: directus.url,
      token: drafts ? directus.adminToken : null,
      drafts,
      graphqlActiveSites: ['es-es', 'fr-fr', 'de-de'],
      logger: memoryContentLogger(),
    });
  });
});
