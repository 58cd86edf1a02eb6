import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIdsFor(relativePath, code) {
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, relativePath) });
  return result.messages.map((m) => m.ruleId);
}

describe('ESLint core purity rules', () => {
  it('rejects React in a core package', async () => {
    const ids = await ruleIdsFor(
      'packages/core-bag/src/forbidden.ts',
      "import { useState } from 'react';\nexport const s = useState;\n",
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('rejects clock reads, randomness, fetch and DOM in a core package', async () => {
    const code =
      'export const a = Date.now();\nexport const b = new Date();\nexport const c = Math.random();\nexport const d = fetch;\nexport const e = document;\n';
    const ids = await ruleIdsFor('packages/core-catalogue/src/forbidden.ts', code);
    expect(ids.filter((id) => id === 'no-restricted-syntax')).toHaveLength(3);
    expect(ids.filter((id) => id === 'no-restricted-globals')).toHaveLength(2);
  });

  it('accepts the same code outside the core', async () => {
    const ids = await ruleIdsFor(
      'apps/storefront/src/allowed.ts',
      'export const a = Date.now();\nexport const d = fetch;\n',
    );
    expect(ids).toEqual([]);
  });
});
