#!/usr/bin/env node
// Rewrites every citation of the former product documents across the tree to the repo's own
// documents (docs/product/README.md §1), with the map of tools/docs/citations.js. Re-runnable:
// a tree without such citations is left as it is.
//
//   node tools/docs/rewrite-citations.mjs            rewrite, then Prettier on the changed files
//   node tools/docs/rewrite-citations.mjs --dry-run  print what would change, change nothing
//   node tools/docs/rewrite-citations.mjs --verbose  also print every replacement
//
// It reads the files git tracks (lockfiles, node_modules and dist left out), and lists the
// citations it could not place: fix those by hand, or teach the map a topic, and run it again.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isExempt } from './check-citations.js';
import { CITATION_MAP } from './citations.js';
import { reflow } from './reflow.js';
import { trackedTextFiles } from './repository.js';
import { rewriteText } from './rewrite.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dryRun = process.argv.includes('--dry-run');
const verbose = process.argv.includes('--verbose') || dryRun;

const changedFiles = [];
const unplaced = [];
let replaced = 0;
for (const file of trackedTextFiles(root)) {
  if (isExempt(file.path)) continue;
  const { text, replacements, changedLines } = rewriteText(file.path, file.text, CITATION_MAP);
  for (const r of replacements) {
    if (r.to === null) unplaced.push(`${file.path}:${r.line}: ${JSON.stringify(r.from)}`);
    else {
      replaced += 1;
      if (verbose) console.log(`${file.path}:${r.line}: ${JSON.stringify(r.from)}  ->  ${r.to}`);
    }
  }
  if (text === file.text) continue;
  const wrapped = reflow(file.path, text, changedLines);
  changedFiles.push(file.path);
  if (!dryRun) writeFileSync(join(root, file.path), wrapped);
}

if (!dryRun && changedFiles.length > 0) {
  const formattable = changedFiles.filter((path) => /\.(m?[jt]sx?|cjs|md|css|json)$/.test(path));
  if (formattable.length > 0) {
    execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...formattable], {
      cwd: root,
      stdio: 'inherit',
    });
  }
}

console.log(
  `citations: ${replaced} rewritten in ${changedFiles.length} files${dryRun ? ' (dry run)' : ''}; ` +
    `${unplaced.length} could not be placed`,
);
for (const line of unplaced) console.log(`  not placed: ${line}`);
process.exitCode = unplaced.length > 0 ? 1 : 0;
