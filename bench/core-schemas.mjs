#!/usr/bin/env node
// What the core packages' schemas cost when their entries load, and on the server's parse
// path (ADR 0065). Two builds are compared: this checkout's (`packages/<name>/dist`) and
// another one's, `--before=DIR` (a checkout, or a copy of the five packages' `package.json`
// and `dist` with a `node_modules` that resolves zod, xstate and `@atelier/core-*` inside it).
//
//   - import: each core package's `dist/index.js` imported in a fresh Node process, zod and
//     xstate imported first and zod made jitless as the storefront's browser code does
//     (apps/storefront/src/shell/browser/zod-jitless.ts); timed with `performance.now()`
//     around the `await import(...)` (its core dependencies included) and the zod schemas
//     constructed meanwhile counted (zod's post-processor hook runs once per schema built).
//     Runs alternate between the two builds.
//   - parse: one process, zod's JIT on as on the server; realistic payloads parsed by each
//     build's schema in alternated batches: a bag (core-bag's BagSchema, the recorded standard
//     OCC cart through the OCC client), products (core-catalogue's parseProduct, the recorded
//     product search) and es-es site settings (siteSettingsSchema, adapters-cms' embedded
//     ones). Needs this checkout's adapters-commerce and adapters-cms builds for the payloads.
// Prints medians and ratios; asserts nothing (timings are printed, never asserted: ADR 0037).
//
//   npm run build, then:
//   node bench/core-schemas.mjs import --before=DIR [runs=15]
//   node bench/core-schemas.mjs parse --before=DIR [parses=10000]
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const mode = args[0];
const before = args.find((arg) => arg.startsWith('--before='))?.slice('--before='.length);
const count = Number(args.slice(1).find((arg) => !arg.startsWith('--')) ?? 0);
if (!before || !['import', 'parse'].includes(mode)) {
  console.error('usage: node bench/core-schemas.mjs import|parse --before=DIR [count]');
  process.exit(2);
}
const PACKAGES = ['core-catalogue', 'core-bag', 'core-checkout', 'core-loyalty', 'core-orders'];
const BUILDS = { before: resolve(before), after: repo };
const entry = (root, name) => pathToFileURL(join(root, 'packages', name, 'dist/index.js')).href;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (value, digits = 1) => value.toFixed(digits);

const importChild = (url) => `
let schemas = 0;
globalThis.__zod_globalConfig = { jitless: true, postProcessor: () => { schemas += 1; } };
await import('zod');
await import('xstate');
schemas = 0;
const t0 = performance.now();
await import(${JSON.stringify(url)});
const ms = performance.now() - t0;
process.stdout.write(JSON.stringify({ ms, schemas }));
`;

function importCost(runs) {
  console.log(
    `import: ${runs} fresh processes per package and build, alternated; node ${process.version}`,
  );
  console.log('package         build    median ms (min-max)      schemas built');
  for (const name of PACKAGES) {
    const samples = { before: [], after: [] };
    for (let index = 0; index < runs; index++) {
      for (const build of index % 2 ? ['after', 'before'] : ['before', 'after']) {
        const root = BUILDS[build];
        const out = execFileSync(
          process.execPath,
          ['--input-type=module', '-e', importChild(entry(root, name))],
          { cwd: join(root, 'packages', name), encoding: 'utf8' },
        );
        samples[build].push(JSON.parse(out));
      }
    }
    for (const build of ['before', 'after']) {
      const ms = samples[build].map((sample) => sample.ms);
      const schemas = [...new Set(samples[build].map((sample) => sample.schemas))].join('/');
      console.log(
        `${name.padEnd(16)}${build.padEnd(9)}${fixed(median(ms)).padStart(9)} (${fixed(Math.min(...ms))}-${fixed(Math.max(...ms))})`.padEnd(
          49,
        ) + schemas,
      );
    }
  }
}

async function parseCost(parses) {
  const recorded = (path) => join(repo, 'packages/adapters-commerce/test/recorded', path);
  const { readFileSync } = await import('node:fs');
  const answers = {
    '/products/search': readFileSync(recorded('products/search.json'), 'utf8'),
    '/carts/': readFileSync(recorded('carts/cart-with-promotions.json'), 'utf8'),
  };
  const { createOccClient } = await import(
    pathToFileURL(join(repo, 'packages/adapters-commerce/dist/index.js')).href
  );
  const client = createOccClient({
    baseUrl: 'http://occ.invalid',
    siteCode: 'es-es',
    getToken: () => null,
    fetch: async (url) => {
      const path = new URL(String(url)).pathname;
      const body = Object.entries(answers).find(([part]) => path.includes(part))?.[1];
      return new Response(body ?? '{}', { headers: { 'content-type': 'application/json' } });
    },
  });
  const bag = JSON.parse(JSON.stringify(await client.bag.getBag('c1')));
  const products = JSON.parse(
    JSON.stringify((await client.products.searchProducts('drill')).products),
  );
  const { siteSettingsFor } = await import(
    pathToFileURL(join(repo, 'packages/adapters-cms/dist/embedded/content/site-settings.js')).href
  );
  const settings = siteSettingsFor('es-es');

  const builds = {};
  for (const [build, root] of Object.entries(BUILDS)) {
    const catalogue = await import(entry(root, 'core-catalogue'));
    const bagPackage = await import(entry(root, 'core-bag'));
    builds[build] = {
      bag: () => bagPackage.BagSchema.parse(bag),
      products: () => {
        for (const product of products) {
          if (!catalogue.parseProduct(product).ok) throw new Error('product refused');
        }
      },
      'site settings': () => catalogue.siteSettingsSchema.parse(settings),
    };
  }
  const batch = 100;
  const rounds = Math.max(1, Math.round(parses / batch));
  console.log(
    `parse: ${rounds * batch} parses per payload and build, batches of ${batch} alternated; node ${process.version}`,
  );
  console.log(
    'payload         eager µs/parse   lazy µs/parse   lazy ÷ eager   best: eager     lazy   ratio',
  );
  for (const payload of Object.keys(builds.before)) {
    const time = (run, times) => {
      const t0 = performance.now();
      for (let index = 0; index < times; index++) run();
      return performance.now() - t0;
    };
    for (const build of ['before', 'after']) time(builds[build][payload], batch * 2);
    const samples = { before: [], after: [] };
    for (let round = 0; round < rounds; round++) {
      for (const build of round % 2 ? ['after', 'before'] : ['before', 'after']) {
        samples[build].push((time(builds[build][payload], batch) * 1000) / batch);
      }
    }
    const eager = median(samples.before);
    const lazy = median(samples.after);
    const best = { eager: Math.min(...samples.before), lazy: Math.min(...samples.after) };
    console.log(
      `${payload.padEnd(16)}${fixed(eager, 2).padStart(14)}${fixed(lazy, 2).padStart(16)}${fixed(lazy / eager, 3).padStart(15)}` +
        `${fixed(best.eager, 2).padStart(12)}${fixed(best.lazy, 2).padStart(12)}${fixed(best.lazy / best.eager, 3).padStart(10)}`,
    );
  }
}

if (mode === 'import') importCost(count || 15);
else await parseCost(count || 10_000);
