// The product cards endpoint and a friend's shared list, over the real sandbox back-end and
// the embedded content.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedContent } from '@atelier/adapters-cms';
import { createOccClient } from '@atelier/adapters-commerce';
import { createSandboxServer, type SandboxServer } from '@atelier/commerce-sandbox';
import type { SiteCode } from '@atelier/core-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListingCache } from '../../../shell/server/listing-cache.js';
import type { Services } from '../../../shell/server/services.js';
import { productCardsApi } from './product-cards-api.js';
import { sharedWishlistCards } from './shared-wishlist.js';

// The seeded shopper's list and its share token (sandbox/seed-customers.ts).
const SHARE_TOKEN = 'share-shopper-0001';
const SEEDED = ['100702', '101252', '101802'];

let dir: string;
let sandbox: SandboxServer;
let services: Services;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wishlist-apis-'));
  sandbox = await createSandboxServer({ dbPath: join(dir, 'db'), port: 0, host: '127.0.0.1' });
  const commerce = (site: SiteCode) =>
    createOccClient({ baseUrl: sandbox.url, siteCode: site, getToken: () => null });
  services = {
    content: createEmbeddedContent(),
    commerce,
    listings: createListingCache(commerce),
    origin: 'https://shop.example',
    now: () => new Date(),
  };
}, 60_000);
afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const body = (answer: { body: string } | null) =>
  JSON.parse(answer?.body ?? 'null') as { cards: { id: string; href: string; sized: boolean }[] };

describe('GET /api/cards/{site}?ids=', () => {
  it('answers the cards of the ids in the order asked, leaving out unknown products', async () => {
    const ids = [SEEDED[2]!, 'no-such-product', SEEDED[0]!];
    const answer = await productCardsApi(
      services,
      '/api/cards/es-es',
      new URLSearchParams({ ids: ids.join(',') }),
    );
    expect(answer?.status).toBe(200);
    const { cards } = body(answer);
    expect(cards.map((card) => card.id)).toEqual([SEEDED[2], SEEDED[0]]);
    expect(cards[0]?.href).toMatch(/^\/es-es\/.+\/p\//);
    expect(typeof cards[0]?.sized).toBe('boolean');
  });

  it('refuses malformed or too many ids and unknown sites, and leaves other paths alone', async () => {
    const ask = (path: string, ids: string) =>
      productCardsApi(services, path, new URLSearchParams({ ids }));
    expect((await ask('/api/cards/es-es', '../x'))?.status).toBe(400);
    expect((await ask('/api/cards/es-es', ''))?.status).toBe(400);
    const many = Array.from({ length: 61 }, (_, i) => `p${i}`).join(',');
    expect((await ask('/api/cards/es-es', many))?.status).toBe(400);
    expect((await ask('/api/cards/xx-yy', '1'))?.status).toBe(404);
    expect(await ask('/api/listing/es-es/7', '1')).toBeNull();
  });
});

describe("a friend's shared wishlist (the /{lang}/wishlist/{token} page's data)", () => {
  it('is only the products of the list: nothing about its owner', async () => {
    const cards = await sharedWishlistCards(services, 'es-es', SHARE_TOKEN);
    expect(cards?.map((card) => card.id).sort()).toEqual([...SEEDED].sort());
    expect(JSON.stringify(cards)).not.toMatch(/shopper|@|userName/i);
  });

  it('is null (the page answers 404) for an unknown or malformed token', async () => {
    for (const token of ['no-such-token', '', '../../x']) {
      expect(await sharedWishlistCards(services, 'es-es', token)).toBeNull();
    }
  });
});
