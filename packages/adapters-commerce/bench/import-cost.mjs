#!/usr/bin/env node
// What loading the OCC client costs, and what its first bag read adds (issue 34, ADR 0063).
// Each run is a fresh Node process, zod made jitless first as the storefront's browser code
// does (apps/storefront/src/shell/browser/zod-jitless.ts); each part is timed with
// `performance.now()` around it:
//   - chunk: the storefront's client chunk that holds this package (found by its content in
//     apps/storefront/dist/client/assets/chunks, or in --chunks=DIR, a copy kept aside), its
//     own imports (zod, the core packages' chunks) loaded first: one file parsed and
//     evaluated, as the bag page evaluates it;
//   - import: this package's `dist/index.js`, zod and the core packages imported first;
//   - first bag: `createOccClient` and one `bag.getBag` answered in-process by a recorded
//     standard OCC cart (test/recorded/carts/cart-with-promotions.json): the schemas a bag
//     read needs, built on first use, and the first parse.
// Prints the median, min and max of each part; asserts nothing (timings are printed, never
// asserted: ADR 0037).
//
//   npm run build, then:
//   node packages/adapters-commerce/bench/import-cost.mjs [runs=15] [--chunks=DIR] [--dist=DIR]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => !arg.startsWith('--')) ?? 15);
const chunksDir =
  args.find((arg) => arg.startsWith('--chunks='))?.slice('--chunks='.length) ??
  join(here, '../../../apps/storefront/dist/client/assets/chunks');
// --dist=DIR: a copy of this package's dist kept aside (inside the package, so that zod and
// the core packages resolve from it).
const distDir = args.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
const entry = pathToFileURL(join(distDir ?? join(here, '../dist'), 'index.js')).href;
const cart = join(here, '../test/recorded/carts/cart-with-promotions.json');

// A message only the cart schema holds (src/occ/schemas/cart.schema.ts).
const MARKER = 'A cart needs a code or a guid';
const chunk = existsSync(chunksDir)
  ? readdirSync(chunksDir).find(
      (file) =>
        file.endsWith('.js') && readFileSync(join(chunksDir, file), 'utf8').includes(MARKER),
    )
  : undefined;

const chunkChild = (file) => `
globalThis.__zod_globalConfig = { jitless: true };
const { readFileSync } = await import('node:fs');
const dir = ${JSON.stringify(pathToFileURL(chunksDir).href)} + '/';
const text = readFileSync(new URL(${JSON.stringify(file)}, dir), 'utf8');
for (const [, dependency] of text.matchAll(/from"\\.\\/([^"]+)"/g)) await import(dir + dependency);
const t0 = performance.now();
await import(dir + ${JSON.stringify(file)});
process.stdout.write(JSON.stringify({ chunk: performance.now() - t0 }));
`;

const packageChild = `
globalThis.__zod_globalConfig = { jitless: true };
const { readFileSync } = await import('node:fs');
await import('zod');
for (const name of ['core-catalogue', 'core-bag', 'core-checkout', 'core-loyalty', 'core-orders']) {
  await import('@atelier/' + name);
}
const body = readFileSync(${JSON.stringify(cart)}, 'utf8');
const t0 = performance.now();
const { createOccClient } = await import(${JSON.stringify(entry)});
const t1 = performance.now();
const client = createOccClient({
  baseUrl: 'http://occ.invalid',
  siteCode: 'es-es',
  getToken: () => null,
  fetch: async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
});
const bag = await client.bag.getBag('c1');
const t2 = performance.now();
if (!bag.cartId) throw new Error('no bag');
process.stdout.write(JSON.stringify({ import: t1 - t0, 'first bag': t2 - t1 }));
`;

const run = (source) =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', source], {
      cwd: here,
      encoding: 'utf8',
    }),
  );

const samples = [];
for (let index = 0; index < runs; index++) {
  samples.push({ ...(chunk ? run(chunkChild(chunk)) : {}), ...run(packageChild) });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => value.toFixed(1).padStart(7);
console.log(`${runs} fresh processes per part, node ${process.version}; ms: median (min-max)`);
console.log(chunk ? `chunk: ${join(chunksDir, chunk)}` : `chunk: none found in ${chunksDir}`);
console.log(`import: ${fileURLToPath(entry)}`);
for (const part of Object.keys(samples[0])) {
  const values = samples.map((sample) => sample[part]);
  console.log(
    `${part.padEnd(10)}${ms(median(values))} (${ms(Math.min(...values))} -${ms(Math.max(...values))})`,
  );
}
