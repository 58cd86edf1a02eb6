import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type * as zod from 'zod';
import { lazySchema } from '../../src/occ/schemas/lazy-schema.js';
import { factoriesCalledBy as calledBy } from '@atelier/core-catalogue/testing';

// Every factory of zod's `z` (z.object, z.string ...) counted while `counting.on`: a schema is
// built only through them, so none called means none built (ADR 0063).
const counting = vi.hoisted(() => ({ on: false, calls: [] as string[] }));
vi.mock('zod', async (importOriginal) => {
  const actual = await importOriginal<typeof zod>();
  const { countingFactories } = await import('@atelier/core-catalogue/testing');
  return { ...actual, z: countingFactories(actual.z, counting) };
});

/** The factories called while `run` runs. */
const factoriesCalledBy = (run: () => Promise<unknown>) => calledBy(counting, run);

const CORE_PACKAGES = [
  'core-catalogue',
  'core-bag',
  'core-checkout',
  'core-loyalty',
  'core-orders',
];

const recordedCart = readFileSync(
  new URL('../recorded/carts/cart-with-promotions.json', import.meta.url),
  'utf8',
);

describe('lazySchema (ADR 0063)', () => {
  it('builds nothing until asked, then once, and answers the same schema every time', () => {
    const build = vi.fn(() => z.object({ code: z.string().min(1) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    const first = schema();
    const again = [schema(), schema(), schema()];
    expect(build).toHaveBeenCalledTimes(1);
    for (const later of again) expect(later).toBe(first);
    expect(first.safeParse({ code: 'c1' }).success).toBe(true);
    expect(first.safeParse({ code: '' }).success).toBe(false);
  });

  it('importing the core packages builds none of their schemas (ADR 0065)', async () => {
    // Each name resolves to the package's source entry (its `@atelier/source` export, the
    // tests' alias): what the storefront's bag and checkout chunks evaluate.
    for (const name of CORE_PACKAGES) {
      expect({ name, calls: await factoriesCalledBy(() => import(`@atelier/${name}`)) }).toEqual({
        name,
        calls: [],
      });
    }
  });

  it('importing the client and creating it builds no schema beyond the shared wire shapes', async () => {
    // The wire shapes are public schema values, built when wire/ loads (ADR 0063).
    await import('../../src/wire/index.js');
    const calls = await factoriesCalledBy(async () => {
      for (const name of CORE_PACKAGES) await import(`@atelier/${name}`);
      const { createOccClient } = await import('../../src/index.js');
      createOccClient({ baseUrl: 'http://occ.test', siteCode: 'es-es', getToken: () => null });
    });
    expect(calls).toEqual([]);
  });

  it('a call builds its answer schema on first use only, and the answer is still validated', async () => {
    const { createOccClient, isPageFetchHybrisError } = await import('../../src/index.js');
    let body = recordedCart;
    const client = createOccClient({
      baseUrl: 'http://occ.test',
      siteCode: 'es-es',
      getToken: () => null,
      fetch: async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
    });
    let bag: Awaited<ReturnType<typeof client.bag.getBag>> | undefined;
    const firstRead = await factoriesCalledBy(async () => (bag = await client.bag.getBag('c1')));
    expect(firstRead.length).toBeGreaterThan(0);
    expect(bag?.products.length).toBeGreaterThan(0);
    expect(await factoriesCalledBy(() => client.bag.getBag('c1'))).toEqual([]);

    // A cart without code or guid is refused as before.
    const {
      code: _code,
      guid: _guid,
      ...nameless
    } = JSON.parse(recordedCart) as Record<string, unknown>;
    body = JSON.stringify(nameless);
    const refused = await client.bag.getBag('c1').catch((error: unknown) => error);
    expect(isPageFetchHybrisError(refused) && refused.kind).toBe('malformed');
  });
});
