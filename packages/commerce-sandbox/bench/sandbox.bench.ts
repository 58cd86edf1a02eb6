import { afterAll, bench, describe } from 'vitest';
import { openDatabase, seedDatabase } from '../src/index.js';
import { startSandbox, type TestSandbox } from '../test/helpers.js';

// Issue 7's targets: seeding from scratch under 30 s; a 48-product category listing
// under 20 ms on loopback. Measured here, not asserted in tests.
describe('sandbox seeding', () => {
  bench(
    'seed from scratch (in-memory database)',
    () => {
      const db = openDatabase(':memory:');
      seedDatabase(db);
      db.close();
    },
    { iterations: 3, time: 0, warmupIterations: 0 },
  );
});

// Hooks do not run around benches; the server starts with the file and closes after.
const sb: TestSandbox = await startSandbox();
afterAll(async () => {
  await sb.close();
});

describe('sandbox category listing over loopback', () => {
  for (const fields of ['BASIC', 'FULL'] as const) {
    bench(
      `48 products of category 7, fields=${fields}, inStock filter`,
      async () => {
        const res = await fetch(
          `${sb.server.url}/occ/v2/es-es/categories/7/products?fields=${fields}&pageSize=48&currentPage=1&stockLevelStatusWebSFS=inStock`,
        );
        const body = (await res.json()) as { products: unknown[] };
        if (body.products.length !== 48) throw new Error('expected 48 products');
      },
      { time: 2000, warmupIterations: 20 },
    );
  }
});
