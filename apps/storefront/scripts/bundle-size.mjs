#!/usr/bin/env node
// First-load JS of a page, brotli-compressed (measured by ./first-load-js.mjs, which the root
// bench shares): the client-routing entry, the page's entry and every chunk they import
// statically. Dynamic imports (lazy modals, drawers) are listed apart: they are not first-load.
// Usage: node scripts/bundle-size.mjs [page] [budgetKb]   (defaults: category 117)
//        node scripts/bundle-size.mjs --all [budgetKb]   every catalogue page, one line each;
//        exits 1 when any page is over budget (the CI check), 2 when the build is missing.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadMeter } from './first-load-js.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const args = process.argv.slice(2);
const all = args[0] === '--all';
const page = (all ? undefined : args[0]) ?? 'category';
// 117 kB: just above the largest page once the parts below the fold were hydrated later
// (product 116.3 kB; docs/adr/0057-below-the-fold-parts-hydrated-later-and-the-js-budget.md).
// docs/design.md §3's 120 kB stays the ceiling; issue 34's 95 kB is not reached (the ADR says why).
const budgetKb = Number(args[1] ?? 117);
// The pages docs/design.md §3's first-load budget applies to (every client page a shopper lands
// on).
const CATALOGUE_PAGES = [
  'category',
  'product',
  'shop-the-look',
  'home',
  'landing',
  'content',
  'embed-search',
  'index',
  // The bag page (issue 17): its body and the bag machine are lazy chunks.
  'cart',
  // The checkout steps (issue 18), one page: the steps, react-router, the checkout machine and
  // the OCC client are one lazy chunk.
  'checkout',
  // The store finder and store pages, and the workshop price tables (issue 19).
  'stores',
  'workshop',
  // My-account (issue 19), one page: react-router, the OCC client and each section are lazy.
  'my-account',
  // Login and registration (issue 19): the error and merge dialogs (react-aria's Modal) and
  // the captcha solver are lazy.
  'register',
];
if (!Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error(`Budget must be a positive number of kB, got "${args[1]}".`);
  process.exit(2);
}
const meter = firstLoadMeter(root);
/** First-load files (with brotli sizes) and lazy total of one page; null when not built. */
const measure = (name) => meter?.measure(name) ?? null;

const kb = (bytes) => (bytes / 1024).toFixed(1);

// Libraries only lazy chunks may hold (parsing answers, the bag and checkout machines). A
// dynamic import of a workspace package's whole index once kept every export of it (zod
// included) in the chunk every page loads first (+30-40 kB brotli, 4f4d3e9): named here,
// not only seen as a budget overrun.
const LAZY_ONLY = [
  ['zod', /\bZodError\b/],
  ['xstate', /xstate\.init/],
];
const lazyOnlyIn = (files) =>
  LAZY_ONLY.filter(([, marker]) =>
    files.some(({ file }) => marker.test(readFileSync(join(root, 'client', file), 'utf8'))),
  ).map(([name]) => name);
const missing = (name) =>
  console.error(`No client entry for page "${name}" in dist/assets.json: build first.`);

if (all) {
  let over = 0;
  for (const name of CATALOGUE_PAGES) {
    const result = measure(name);
    if (!result) {
      missing(name);
      process.exit(2);
    }
    const margin = budgetKb * 1024 - result.total;
    const strays = lazyOnlyIn(result.files);
    if (margin < 0 || strays.length > 0) over += 1;
    console.log(
      `${margin < 0 || strays.length > 0 ? 'OVER' : 'ok  '}  ${name.padEnd(14)} ${kb(result.total).padStart(6)} kB` +
        `  (${margin < 0 ? 'over by' : 'margin'} ${kb(Math.abs(margin))} kB)` +
        (strays.length > 0 ? `  first load holds ${strays.join(' and ')} (lazy only)` : ''),
    );
  }
  console.log(
    over > 0
      ? `${over} page(s) over the ${budgetKb} kB brotli first-load JS budget or loading zod/xstate first`
      : `all ${CATALOGUE_PAGES.length} pages within the ${budgetKb} kB brotli first-load JS budget`,
  );
  process.exit(over > 0 ? 1 : 0);
}

const result = measure(page);
if (!result) {
  missing(page);
  process.exit(2);
}
for (const { file, bytes } of result.files) console.log(`${kb(bytes).padStart(7)} kB  ${file}`);
console.log(
  `first-load JS of /pages/${page}: ${kb(result.total)} kB brotli (budget ${budgetKb} kB)`,
);
console.log(`loaded later (dynamic imports): ${kb(result.lazyTotal)} kB brotli`);
process.exit(result.total / 1024 > budgetKb ? 1 : 0);
