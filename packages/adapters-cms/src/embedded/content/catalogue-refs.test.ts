import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { embeddedRows } from '../embedded-items.js';
import { CATEGORY_IDS, PRODUCT_IDS, allContentProductIds } from './catalogue-refs.js';

// The commerce sandbox's catalogue plan. Read in this test only: adapters-cms does not import
// it at run time.
const SANDBOX_PLAN = new URL('../../../../commerce-sandbox/src/catalogue-data.ts', import.meta.url);
const hasSandbox = existsSync(fileURLToPath(SANDBOX_PLAN));
if (!hasSandbox)
  console.warn('[adapters-cms] commerce sandbox catalogue not found: product id check skipped');

/** Product codes the sandbox always keeps in stock: the first 24 of each category, by plan order. */
async function inStockSandboxCodes(): Promise<{
  codes: Map<string, string>;
  categories: Set<string>;
}> {
  const plan = (await import(/* @vite-ignore */ SANDBOX_PLAN.href)) as {
    CATEGORY_PLAN: readonly { category: string; count: number }[];
    CATEGORIES: readonly { id: string }[];
  };
  const codes = new Map<string, string>();
  let serial = 100000;
  for (const entry of plan.CATEGORY_PLAN) {
    for (let rank = 0; rank < entry.count; rank += 1) {
      serial += 1;
      if (rank < 24) codes.set(String(serial), entry.category);
    }
  }
  return { codes, categories: new Set(plan.CATEGORIES.map((category) => category.id)) };
}

describe('catalogue references', () => {
  it('every product id in the content is one the content tables declare', () => {
    const declared = new Set(allContentProductIds());
    const text = JSON.stringify([...embeddedRows().values()]);
    const used = new Set([...text.matchAll(/"(1\d{5})"/g)].map((match) => match[1]));
    expect([...used].filter((id) => id !== undefined && !declared.has(id))).toEqual([]);
  });

  it.skipIf(!hasSandbox)('points at in-stock sandbox products of the right category', async () => {
    const { codes, categories } = await inStockSandboxCodes();
    for (const [group, ids] of Object.entries(PRODUCT_IDS)) {
      const category = CATEGORY_IDS[group as keyof typeof CATEGORY_IDS];
      for (const id of ids) expect(codes.get(id), `${group} ${id}`).toBe(category);
    }
    for (const id of Object.values(CATEGORY_IDS))
      expect(categories.has(id), `category ${id}`).toBe(true);
  });
});
