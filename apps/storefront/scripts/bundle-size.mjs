#!/usr/bin/env node
// First-load JS of a page: the client-routing entry, the page's entry and every chunk they
// import statically (what the browser fetches before hydration), brotli-compressed.
// Dynamic imports (lazy modals, drawers) are listed apart: they are not first-load.
// Usage: node scripts/bundle-size.mjs [page] [budgetKb]   (defaults: category 120)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const page = process.argv[2] ?? 'category';
const budgetKb = Number(process.argv[3] ?? 120);
const manifest = JSON.parse(readFileSync(join(root, 'assets.json'), 'utf8'));

const routerKey = Object.keys(manifest).find((key) =>
  key.endsWith('runtime-client-routing/entry.js'),
);
const pageKey = `virtual:vike:page-entry:client:/pages/${page}`;
if (!routerKey || !manifest[pageKey]) {
  console.error(`No client entry for page "${page}" in dist/assets.json: build first.`);
  process.exit(2);
}

function collect(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    collect(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const brotli = (file) =>
  brotliCompressSync(readFileSync(join(root, 'client', file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

const firstLoad = collect([routerKey, pageKey]);
const lazy = new Set();
for (const key of firstLoad)
  for (const dynamic of manifest[key]?.dynamicImports ?? [])
    for (const lazyKey of collect([dynamic])) if (!firstLoad.has(lazyKey)) lazy.add(lazyKey);

const sizes = (keys) =>
  [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file) => file?.endsWith('.js'))
    .map((file) => ({ file, bytes: brotli(file) }))
    .sort((a, b) => b.bytes - a.bytes);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const first = sizes(firstLoad);
const total = first.reduce((sum, entry) => sum + entry.bytes, 0);
for (const { file, bytes } of first) console.log(`${kb(bytes).padStart(7)} kB  ${file}`);
const lazyTotal = sizes(lazy).reduce((sum, entry) => sum + entry.bytes, 0);
console.log(`first-load JS of /pages/${page}: ${kb(total)} kB brotli (budget ${budgetKb} kB)`);
console.log(`loaded later (dynamic imports): ${kb(lazyTotal)} kB brotli`);
process.exit(total / 1024 > budgetKb ? 1 : 0);
