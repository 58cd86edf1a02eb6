#!/usr/bin/env node
// Which names of a package's root index other workspaces use (issue 22, "a smaller public
// surface"). It parses every source file of packages/*, apps/*, examples/* and tools/* (tests
// and stories included, dist and node_modules not) with the TypeScript parser and collects the
// names imported or re-exported from '@atelier/<package>': named imports (type or value,
// before any `as`), `import * as x` followed by `x.name`, `import('@atelier/<package>')`
// destructured or followed by `.name`, and `import('@atelier/<package>').Name` types. The
// package's own files are not consumers. Markdown code blocks (READMEs, docs) are scanned the
// same way and reported apart.
//
//   node tools/public-surface/used-exports.js core-orders [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const SKIP = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'test-results', '.git']);

function walk(dir, files = []) {
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, files);
    else files.push(path);
  }
  return files;
}

/** The names a package's index exports (every `export ... from` / declaration, types included). */
export function indexExports(indexPath) {
  const source = ts.createSourceFile(
    indexPath,
    readFileSync(indexPath, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const names = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause) throw new Error(`${indexPath}: export * hides the surface`);
      if (ts.isNamespaceExport(statement.exportClause))
        names.push(statement.exportClause.name.text);
      else for (const element of statement.exportClause.elements) names.push(element.name.text);
    } else if (ts.canHaveModifiers(statement)) {
      const exported = ts
        .getModifiers(statement)
        ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (!exported) continue;
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
        }
      } else if (statement.name && ts.isIdentifier(statement.name)) {
        names.push(statement.name.text);
      }
    }
  }
  return names;
}

/** Names of `specifier` that one source text uses, plus anything the scan could not resolve. */
export function namesUsed(fileName, text, specifier) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const used = new Set();
  const unresolved = [];
  const namespaces = new Set();
  const isTarget = (node) => node && ts.isStringLiteral(node) && node.text === specifier;

  const visit = (node) => {
    if (ts.isImportDeclaration(node) && isTarget(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.name) unresolved.push('default import');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          used.add((element.propertyName ?? element.name).text);
        }
      } else if (bindings && ts.isNamespaceImport(bindings)) {
        namespaces.add(bindings.name.text);
      }
    } else if (ts.isExportDeclaration(node) && isTarget(node.moduleSpecifier)) {
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) {
        unresolved.push('export * re-export');
      } else {
        for (const element of node.exportClause.elements) {
          used.add((element.propertyName ?? element.name).text);
        }
      }
    } else if (ts.isImportTypeNode(node) && isTarget(node.argument.literal)) {
      if (node.qualifier) {
        let q = node.qualifier;
        while (ts.isQualifiedName(q)) q = q.left;
        used.add(q.text);
      } else unresolved.push('typeof import()');
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      isTarget(node.arguments[0])
    ) {
      // import('x') awaited and destructured, or followed by `.name`.
      let outer = node.parent;
      if (outer && ts.isAwaitExpression(outer)) outer = outer.parent;
      while (outer && ts.isParenthesizedExpression(outer)) outer = outer.parent;
      if (outer && ts.isVariableDeclaration(outer) && ts.isObjectBindingPattern(outer.name)) {
        for (const element of outer.name.elements) {
          const key = element.propertyName ?? element.name;
          if (ts.isIdentifier(key)) used.add(key.text);
        }
      } else if (outer && ts.isPropertyAccessExpression(outer)) {
        used.add(outer.name.text);
      } else if (outer && ts.isVariableDeclaration(outer) && ts.isIdentifier(outer.name)) {
        namespaces.add(outer.name.text);
      } else
        unresolved.push(`import() at ${source.getLineAndCharacterOfPosition(node.pos).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  if (namespaces.size > 0) {
    const visitNamespace = (node) => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text)
      ) {
        used.add(node.name.text);
      } else if (
        ts.isQualifiedName(node) &&
        ts.isIdentifier(node.left) &&
        namespaces.has(node.left.text)
      ) {
        used.add(node.right.text);
      } else if (
        ts.isElementAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text)
      ) {
        unresolved.push(`${node.expression.text}[...]`);
      }
      ts.forEachChild(node, visitNamespace);
    };
    visitNamespace(source);
  }
  return { used, unresolved };
}

const FENCE = /```(?:ts|tsx|js|mjs|javascript|typescript)\s*\n([\s\S]*?)```/g;

/** Per name, the files (relative to the repo) that use it; markdown apart. */
export function scan(packageDir) {
  const manifest = JSON.parse(readFileSync(join(ROOT, packageDir, 'package.json'), 'utf8'));
  const specifier = manifest.name;
  const own = join(ROOT, packageDir);
  const code = new Map();
  const docs = new Map();
  const unresolved = [];
  const note = (map, name, file) => {
    if (!map.has(name)) map.set(name, new Set());
    map.get(name).add(file);
  };
  const roots = ['packages', 'apps', 'examples', 'tools', 'docs'].map((d) => join(ROOT, d));
  const files = roots.filter(existsSync).flatMap((dir) => walk(dir));
  for (const file of [...files, ...readdirSync(ROOT).map((f) => join(ROOT, f))]) {
    if (!statSync(file).isFile()) continue;
    const rel = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(specifier)) continue;
    const ownFile = file.startsWith(own + '/');
    if (SOURCE.test(file) && !ownFile) {
      const result = namesUsed(file, text, specifier);
      for (const name of result.used) note(code, name, rel);
      for (const what of result.unresolved) unresolved.push(`${rel}: ${what}`);
    } else if (/\.mdx?$/.test(file)) {
      for (const [, block] of text.matchAll(FENCE)) {
        for (const name of namesUsed(`${file}.ts`, block, specifier).used) note(docs, name, rel);
      }
    }
  }
  return { specifier, code, docs, unresolved };
}

function main() {
  const [pkg, flag] = process.argv.slice(2);
  if (!pkg) {
    console.error('usage: node tools/public-surface/used-exports.js <core-x> [--json]');
    process.exit(2);
  }
  const packageDir = join('packages', pkg);
  const exported = indexExports(join(ROOT, packageDir, 'src/index.ts'));
  const { specifier, code, docs, unresolved } = scan(packageDir);
  const usedByCode = exported.filter((name) => code.has(name));
  const docsOnly = exported.filter((name) => !code.has(name) && docs.has(name));
  const unused = exported.filter((name) => !code.has(name) && !docs.has(name));
  const notExported = [...code.keys()].filter((name) => !exported.includes(name));
  if (flag === '--json') {
    console.log(
      JSON.stringify(
        {
          specifier,
          exported,
          usedByCode,
          docsOnly,
          unused,
          notExported,
          unresolved,
          usedBy: Object.fromEntries([...code].map(([name, files]) => [name, [...files]])),
        },
        null,
        2,
      ),
    );
    return;
  }
  console.log(
    `${specifier}: ${exported.length} exported, ${usedByCode.length} used by other workspaces, ${docsOnly.length} only in docs, ${unused.length} unused`,
  );
  for (const name of usedByCode)
    console.log(`  used  ${name}  <- ${[...code.get(name)].join(', ')}`);
  for (const name of docsOnly) console.log(`  docs  ${name}  <- ${[...docs.get(name)].join(', ')}`);
  for (const name of unused) console.log(`  --    ${name}`);
  for (const name of notExported) console.log(`  !!    ${name} imported but not exported`);
  for (const what of unresolved) console.log(`  ??    ${what}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
