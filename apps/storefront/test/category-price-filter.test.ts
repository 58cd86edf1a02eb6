// A price-filtered category URL (docs/product/catalogue.md §3.2, inclusive of min and max) rendered
// by the built server against the sandbox catalogue and the embedded content's ranges.
import { describe, expect, it } from 'vitest';
import { builtServerForSuite, isBuilt } from './start-built-server.js';

// The embedded content's euro ranges; sandbox euro prices end in .95, so no price sits on a
// bound and the four ranges split the category exactly.
const EURO_RANGES = ['0-50', '50-100', '100-200', '200-plus'];

describe.skipIf(!isBuilt)('category price filter (built server)', () => {
  const server = builtServerForSuite();

  async function resultCount(path: string): Promise<number> {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(200);
    const match = /data-testid="result-count"[^>]*>(\d+)/.exec(await response.text());
    return Number(match?.[1]);
  }

  it('server-renders the count of products within the range, the ranges adding up to the category', async () => {
    const all = await resultCount('/es-es/pulseras/c/3');
    const counts = await Promise.all(
      EURO_RANGES.map((id) => resultCount(`/es-es/pulseras/c/3/precio-${id}`)),
    );
    for (const count of counts) expect(count).toBeLessThan(all);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(all);
  });

  it('loads more of the same range, and only products priced within it', async () => {
    const response = await fetch(
      `${server.url}/api/listing/es-es/3?page=1&order=selection&filters=precio-50-100`,
    );
    expect(response.status).toBe(200);
    const { cards } = (await response.json()) as { cards: { price: number }[] };
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.price).toBeGreaterThanOrEqual(50);
      expect(card.price).toBeLessThanOrEqual(100);
    }
  });

  it('answers 404 for a range the category does not offer', async () => {
    expect((await fetch(`${server.url}/es-es/pulseras/c/3/precio-1-2`)).status).toBe(404);
  });
});
