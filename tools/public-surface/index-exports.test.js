import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { holdsOnlyReExports, indexExports } from './index-exports.js';

function index(text) {
  const path = join(mkdtempSync(join(tmpdir(), 'surface-')), 'index.ts');
  writeFileSync(path, text);
  return pathToFileURL(path);
}

describe('the names a root index exports', () => {
  it('lists named re-exports, types included, by their exported name', () => {
    const url = index("export { a, b as c } from './a.js';\nexport type { T } from './t.js';\n");
    expect(indexExports(url)).toEqual(['a', 'c', 'T']);
    expect(holdsOnlyReExports(url)).toBe(true);
  });

  it('refuses export * and notices code of its own', () => {
    expect(() => indexExports(index("export * from './a.js';\n"))).toThrow(/hides the surface/);
    expect(holdsOnlyReExports(index("export { a } from './a.js';\nconst x = 1;\n"))).toBe(false);
  });
});
