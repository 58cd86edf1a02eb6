import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectusClient, embeddedRows, memoryContentLogger } from '../../src/index.js';
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
      log: (line) => console.log(`[adapters-cms] seed ${line}`),
    });
    timings['seedMs'] = Date.now() - started;
    console.log(
      `[adapters-cms] Directus started in ${timings['startMs']} ms, seeded ${seeded.itemsLoaded} items in ${timings['seedMs']} ms`,
    );
  }, 240_000);

  afterAll(async () => {
    await directus?.stop();
  }, 30_000);

  it('was seeded from the embedded content with public read access', async () => {
    expect(seeded?.itemsLoaded).toBe([...embeddedRows().values()].flat().length);
    const anonymous = await fetch(`${directus?.url}/items/page_home?limit=1`);
    expect(anonymous.status).toBe(200);
    const drafts = await fetch(`${directus?.url}/items/page_landing?filter[status][_eq]=draft`);
    expect(((await drafts.json()) as { data: unknown[] }).data).toEqual([]);
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
