// The names a package's root index exports, read with the TypeScript parser (issue 22, "a
// smaller public surface"). Each core package's public-surface test pins that list; this is
// the one reader they share.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

function parse(indexUrl) {
  const text = readFileSync(indexUrl, 'utf8');
  return ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest);
}

/**
 * Every name the index re-exports. `export *` is refused: it would hide the surface.
 * @param {URL} indexUrl the package's src/index.ts
 * @returns {string[]}
 */
export function indexExports(indexUrl) {
  return parse(indexUrl).statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement)) return [];
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) throw new Error('export * hides the surface');
    return clause.elements.map((element) => element.name.text);
  });
}

/**
 * Whether the index holds re-exports only (no code of its own).
 * @param {URL} indexUrl
 * @returns {boolean}
 */
export function holdsOnlyReExports(indexUrl) {
  return parse(indexUrl).statements.every(ts.isExportDeclaration);
}
