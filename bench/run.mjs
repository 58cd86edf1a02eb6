#!/usr/bin/env node
// The root bench (`npm run bench`, issues 21 and 34): builds the storefront, then prints one
// table, each figure from this run: SSR req/s, p50 / p99 and CPU per request (storefront
// uncached and cached, bare React renderToString of the same tree, the same HTML as a static
// string, and the fixed yardstick of ADR 0037; one worker and one per core), where the
// uncached storefront spends CPU, latency at 50 connections (rested, late arrivals, just
// after saturation), document sizes, Lighthouse mobile, first-load JS, and core functions
// against input size, with a machine check (a fixed CPU loop timed at the start and the end
// of the run, lib/machine-check.mjs). Writes bench/results/latest.json,
// bench/results/profile-top.md and the table into bench/README.md. See bench/README.md.
//
//   npm run bench                       full run (BENCH_SECONDS per SSR run, default 5)
//   npm run bench -- --quick            about 2 s per SSR run, shorter core timings (CI)
//   options: --no-build (bench the last build),
//            --only=ssr,profile,latency,documents,lighthouse,bundles,core,
//            --dist=path (bench a copy of apps/storefront/dist kept aside; no build)
//   env: BENCH_SECONDS, BENCH_CONNECTIONS (50), BENCH_LATE_ARRIVALS (20), BENCH_QUICK=1,
//        CHROME_PATH (/usr/bin/chromium),
//        BENCH_BUILD_LOCK (flock file held while building and copying dist: /tmp/sf-dist.lock)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildBare } from './ssr/build-bare.mjs';
import { benchBundles } from './lib/bundle.mjs';
import { benchCore } from './lib/core.mjs';
import { checkBudgets } from './lib/document-budget.mjs';
import { DOCUMENT_ROUTES, measureDocuments } from './lib/documents.mjs';
import { guestBagCookie } from './lib/guest-bag.mjs';
import { benchLatency } from './lib/latency-run.mjs';
import { benchLighthouse } from './lib/lighthouse.mjs';
import { machineCheckRecord, timeMachineCheck } from './lib/machine-check.mjs';
import { benchProfile } from './lib/profile-run.mjs';
import { freePort, startServer } from './lib/processes.mjs';
import { machineLine, profileTopMarkdown, table } from './lib/report.mjs';
import { benchSsr, PAGES } from './lib/ssr.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const USAGE = `usage: npm run bench [-- --quick] [--no-build] [--only=ssr,profile,latency,documents,lighthouse,bundles,core] [--dist=path]
  --quick       about 2 s per SSR run, shorter core timings (what CI runs)
  --no-build    bench the last build of apps/storefront/dist
  --only=parts  a comma-separated subset of ssr, profile, latency, documents, lighthouse,
                bundles, core
  --dist=path   bench a copy of apps/storefront/dist kept aside (no build)
  env: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_LATE_ARRIVALS, BENCH_QUICK=1, CHROME_PATH, BENCH_BUILD_LOCK`;
const PARTS = ['ssr', 'profile', 'latency', 'documents', 'lighthouse', 'bundles', 'core'];
// parseArgs in strict mode: --help prints the usage and an unknown option or part stops
// before anything is built (a typo used to start a full run of several minutes).
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      dist: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const quick = options.quick || process.env.BENCH_QUICK === '1';
const parts = new Set(options.only ? options.only.split(',') : PARTS);
const unknownParts = [...parts].filter((part) => !PARTS.includes(part));
if (unknownParts.length > 0) {
  console.error(`unknown --only part: ${unknownParts.join(', ')}\n${USAGE}`);
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 2 : 5));
const warmRequests = quick ? 150 : 400;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// New connections opened one by one during the latency part's saturating run.
const lateArrivals = Number(process.env.BENCH_LATE_ARRIVALS ?? 20);
const cores = availableParallelism();
const workerCounts = cores > 1 ? [1, cores] : [1];
const storefrontRoot = join(here, 'dist', 'storefront');
const started = Date.now();
const log = (line) => console.error(line);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Builds the storefront (and the packages it needs), then copies its dist for this run. */
function buildStorefront() {
  // --dist=path: bench a build kept aside (a copy of apps/storefront/dist, e.g. before and
  // after a change, in the same hour); nobody else writes it, so no build and no lock.
  const keptDist = options.dist;
  if (keptDist) {
    execFileSync('sh', ['-c', `rm -rf '${storefrontRoot}' && mkdir -p '${storefrontRoot}'`]);
    execFileSync('cp', ['-r', keptDist, join(storefrontRoot, 'dist')]);
    return;
  }
  const lock = process.env.BENCH_BUILD_LOCK ?? '/tmp/sf-dist.lock';
  const script = [
    options['no-build']
      ? 'true'
      : 'npx turbo run build --filter=@atelier/storefront --output-logs=errors-only',
    `rm -rf '${storefrontRoot}'`,
    `mkdir -p '${storefrontRoot}'`,
    `cp -r apps/storefront/dist '${storefrontRoot}/dist'`,
  ].join(' && ');
  let hasFlock = true;
  try {
    execFileSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' });
  } catch {
    hasFlock = false;
  }
  const [command, commandArgs] = hasFlock
    ? ['flock', [lock, 'sh', '-c', script]]
    : ['sh', ['-c', script]];
  execFileSync(command, commandArgs, {
    cwd: repo,
    stdio: ['ignore', process.stderr, process.stderr], // stdout keeps only the table
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

const machine = {
  cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
  cores,
  memoryGb: totalmem() / 1024 ** 3,
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  loadBefore: loadavg()[0],
  loadAfter: 0,
};
const settings = { quick, seconds, warmRequests, connections, lateArrivals, workerCounts };
// The machine check before anything else runs and again after everything
// (lib/machine-check.mjs): a run on a slow or busy machine shows as such beside its figures.
const checkAtStart = timeMachineCheck();
log(`bench: machine check ${checkAtStart.ms.toFixed(1)} ms at the start`);
const results = { machine, settings, machineCheck: machineCheckRecord(checkAtStart, null) };

log(`bench: ${quick ? 'quick, ' : ''}${[...parts].join(', ')}; building the storefront`);
buildStorefront();
log(`bench: build ready (${elapsed()})`);

if (parts.has('core')) {
  log('bench: core functions');
  results.core = benchCore({ quick });
}

if (parts.has('ssr')) {
  log(`bench: bare React build (${elapsed()})`);
  const bareEntry = await buildBare();
  log(`bench: SSR, ${workerCounts.join(' and ')} worker(s) (${elapsed()})`);
  results.ssr = await benchSsr({
    repo,
    storefrontRoot,
    bareEntry,
    workerCounts,
    seconds,
    warmRequests,
    connections,
    log,
  });
}

if (parts.has('profile')) {
  log(`bench: CPU profile of the uncached storefront (${elapsed()})`);
  results.profile = await benchProfile({
    repo,
    storefrontRoot,
    pages: PAGES,
    seconds,
    warmRequests,
    connections,
    log,
  });
}

if (parts.has('latency')) {
  log(`bench: latency at ${connections} connections (${elapsed()})`);
  results.latency = await benchLatency({
    repo,
    storefrontRoot,
    quick,
    seconds,
    warmRequests,
    connections,
    arrivals: lateArrivals,
    log,
  });
}

if (parts.has('lighthouse') || parts.has('bundles') || parts.has('documents')) {
  log(`bench: storefront for documents, Lighthouse and first-load JS (${elapsed()})`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({
    label: 'storefront',
    cwd: storefrontRoot,
    args: [join(storefrontRoot, 'dist', 'app', 'main.js'), '--single'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SANDBOX_DB_PATH: join(storefrontRoot, 'bench-sandbox.db'),
    },
    readyUrl: `${base}${PAGES.home}`,
  });
  try {
    if (parts.has('documents')) {
      results.documents = await measureDocuments({ base });
      const budget = JSON.parse(readFileSync(join(here, 'document-budget.json'), 'utf8'));
      results.documentBudget = checkBudgets(results.documents, budget);
    }
    if (parts.has('bundles')) results.bundles = await benchBundles({ repo, storefrontRoot, base });
    if (parts.has('lighthouse')) {
      // The five pages that sell (issue 34), three runs each (one with --quick); warmed first.
      for (const path of Object.values(DOCUMENT_ROUTES))
        await (await fetch(`${base}${path}`)).text();
      // The shipping step needs a bag: a guest's, made through the storefront (guest-bag.mjs).
      // The bag page is measured as a first visit sees it: empty.
      const shippingBag = await guestBagCookie({
        base,
        site: 'es-es',
        product: DOCUMENT_ROUTES.product.split('/').pop(),
      });
      results.lighthouse = await benchLighthouse({
        base,
        pages: DOCUMENT_ROUTES,
        log,
        runs: Number(process.env.LIGHTHOUSE_RUNS ?? (quick ? 1 : 3)),
        cookies: { 'checkout shipping': shippingBag },
      });
    }
  } finally {
    await server.stop();
  }
}

const checkAtEnd = timeMachineCheck();
log(`bench: machine check ${checkAtEnd.ms.toFixed(1)} ms at the end`);
results.machineCheck = machineCheckRecord(checkAtStart, checkAtEnd);
machine.loadAfter = loadavg()[0];
results.seconds = Math.round((Date.now() - started) / 1000);
const markdown = table(results);
const header = machineLine(results);
console.log(`\n${header}\n\n${markdown}\n`);
log(`bench: done in ${elapsed()}`);

// Kept with the repository: the figures, and the README's table between its markers.
const prettier = await import('prettier');
async function writeFormatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
mkdirSync(join(here, 'results'), { recursive: true });
await writeFormatted(join(here, 'results', 'latest.json'), JSON.stringify(results, null, 2));
if (results.profile)
  await writeFormatted(
    join(here, 'results', 'profile-top.md'),
    profileTopMarkdown(results, header),
  );
const readme = join(here, 'README.md');
if (existsSync(readme)) {
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from)
    await writeFormatted(
      readme,
      `${text.slice(0, from + start.length)}\n\n${header}\n\n${markdown}\n\n${text.slice(to)}`,
    );
}
