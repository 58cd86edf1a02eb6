// An editor's round trip (issue 20): an editor changes a home module's title in a real Directus
// through its REST API, and the built storefront reading that Directus shows it once the content
// cache's freshness window (CACHE_FRESH_MS, short here, for the content and HTML caches) has passed; unpublishing the page and a
// schedule window (publish_start / publish_end) in the future or the past hide it again.
import { embeddedRows, seedDirectus } from '@atelier/adapters-cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directusInstalled,
  INSTALL_HINT,
  startLocalDirectus,
  type LocalDirectus,
} from '../../../packages/adapters-cms/test/directus/local-directus.js';
import { isBuilt, startBuiltServer } from './start-built-server.js';

const FRESH_MS = 1_000;
/** How long a change may take to show: a few freshness windows (content, then HTML cache). */
const DEADLINE_MS = 30_000;
const EDITOR = {
  email: 'editor@example.com',
  password: 'round-trip-editor-1',
  token: 'round-trip-editor-token',
};
const DAY_MS = 24 * 60 * 60 * 1000;

if (!directusInstalled) {
  console.log(
    `[storefront] CMS editor round trip SKIPPED: Directus is not installed. Install it with ${INSTALL_HINT}.`,
  );
}

describe.skipIf(!directusInstalled || !isBuilt)('an editor round trip through Directus', () => {
  let directus: LocalDirectus | undefined;
  let storefront: Awaited<ReturnType<typeof startBuiltServer>> | undefined;

  beforeAll(async () => {
    directus = await startLocalDirectus();
    await seedDirectus({
      url: directus.url,
      token: directus.adminToken,
      rows: embeddedRows(),
      editor: EDITOR,
    });
    storefront = await startBuiltServer({
      CMS_BASE_URL: directus.url,
      // Both caches on, as shoppers get them, with a short freshness: the content cache and
      // then the HTML cache each refresh once, and a refresh that renders the 404 drops the page.
      CACHE_FRESH_MS: String(FRESH_MS),
    });
  }, 400_000);

  afterAll(async () => {
    await storefront?.stop();
    await directus?.stop();
  }, 60_000);

  /** A call to Directus's REST API with the editor's token, as the Directus app makes it. */
  async function asEditor(path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${directus?.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${EDITOR.token}`, 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: response.status, body: (await response.json()) as { data: unknown } };
  }

  const homeHtml = async () => (await fetch(`${storefront?.url}/es-es/`)).text();

  /** Polls the home page until it shows (or no longer shows) the text; the time it took. */
  async function eventually(text: string, shown: boolean): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < DEADLINE_MS) {
      if ((await homeHtml()).includes(text) === shown) return Date.now() - started;
      await new Promise((wait) => setTimeout(wait, 200));
    }
    throw new Error(`'${text}' still ${shown ? 'missing' : 'shown'} after ${DEADLINE_MS} ms`);
  }

  it('shows an edited module title after the freshness window; draft and schedule windows hide it', async () => {
    const filter = encodeURIComponent(JSON.stringify({ sites: { _contains: 'es-es' } }));
    const found = await asEditor(
      `/items/page_home?filter=${filter}&fields=id,status,modules.id,modules.title`,
    );
    expect(found.status).toBe(200);
    const [home] = found.body.data as { id: string; modules: { id: number; title?: string }[] }[];
    if (!home) throw new Error('no es-es home in Directus');
    const before = await homeHtml();
    const module = home.modules.find((entry) => entry.title && before.includes(entry.title));
    if (!module) throw new Error('no home module title in the es-es page');

    const title = `Selección del editor ${Date.now()}`;
    const edited = await asEditor(`/items/page_home_modules/${module.id}`, {
      method: 'PATCH',
      body: { title },
    });
    expect(edited.status).toBe(200);
    const timings: Record<string, number> = {};
    timings['edited title shown'] = await eventually(title, true);

    const page = `/items/page_home/${home.id}`;
    expect((await asEditor(page, { method: 'PATCH', body: { status: 'draft' } })).status).toBe(200);
    timings['draft hidden'] = await eventually(title, false);

    await asEditor(page, { method: 'PATCH', body: { status: 'published' } });
    timings['published shown'] = await eventually(title, true);

    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    await asEditor(page, { method: 'PATCH', body: { publish_start: at(DAY_MS) } });
    timings['window in the future hidden'] = await eventually(title, false);

    await asEditor(page, {
      method: 'PATCH',
      body: { publish_start: at(-DAY_MS), publish_end: at(DAY_MS) },
    });
    timings['inside the window shown'] = await eventually(title, true);

    await asEditor(page, { method: 'PATCH', body: { publish_end: at(-60_000) } });
    timings['window in the past hidden'] = await eventually(title, false);
    console.log(
      `[storefront] editor round trip (fresh ${FRESH_MS} ms): ${JSON.stringify(timings)}`,
    );
  }, 240_000);

  it('lets the editor edit content but not the schema', async () => {
    const schemaChange = await asEditor('/collections', {
      method: 'POST',
      body: { collection: 'not_for_editors', schema: {}, meta: {} },
    });
    expect(schemaChange.status).toBe(403);
    expect((await asEditor('/items/languages')).status).toBe(200);
  });
});
