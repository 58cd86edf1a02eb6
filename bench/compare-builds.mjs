#!/usr/bin/env node
// Two builds of the storefront measured in one run, interleaved (issue 29: "the bench's figures
// hold, same run, before and after"): each started in place from its own tree (so it loads its
// own packages), uncached (HTML_CACHE=off), one process, its embedded sandbox on a database of
// its own; then rounds that load home, category and product on one and then the other (the
// order alternating each round), so both meet the same machine at the same minutes. Per page it
// prints the median over rounds of CPU ms per request (the server's process group, from /proc:
// what a request cost, whoever else held the cores) and of req/s at the given connections, and
// the after ÷ before ratios. With --latency it then runs latency.mjs's three phases (rested,
// late arrivals during a saturating run, just after an abandoned burst) on the category page of
// each build in turn, at 50 connections (issue 34's fair queue, ADR 0058).
//
//   node bench/compare-builds.mjs --before=/path/to/tree-a/apps/storefront \
//     --after=apps/storefront [--rounds=12] [--requests=40] [--connections=4] [--latency]
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { groupCpuMs } from './lib/cpu.mjs';
import { latencyPhases, summary } from './lib/latency.mjs';
import { freePort, startServer } from './lib/processes.mjs';
import { PAGES } from './lib/ssr.mjs';

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: 'apps/storefront' },
    rounds: { type: 'string', default: '12' },
    requests: { type: 'string', default: '40' },
    connections: { type: 'string', default: '4' },
    latency: { type: 'boolean', default: false },
  },
});
if (!options.before) {
  console.error('usage: node bench/compare-builds.mjs --before=<storefront dir> [--after=<dir>]');
  process.exit(2);
}
const rounds = Number(options.rounds);
const requests = Number(options.requests);
const connections = Number(options.connections);
const work = mkdtempSync(join(tmpdir(), 'compare-builds-'));

async function start(label, dir) {
  const app = resolve(dir);
  if (!existsSync(join(app, 'dist', 'app', 'main.js')))
    throw new Error(`${label}: no build in ${app}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({
    label,
    cwd: app,
    args: [join(app, 'dist', 'app', 'main.js'), '--single'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      HTML_CACHE: 'off',
      SANDBOX_DB_PATH: join(work, `${label}.db`),
    },
    readyUrl: `${base}${PAGES.home}`,
  });
  return { label, base, server };
}

/** `count` GETs of `path`, `connections` at a time; the bytes of the last answer. */
async function load(base, path, count) {
  let left = count;
  let bytes = 0;
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${base}${path}: ${response.status}`);
      bytes = body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return bytes;
}

// The project's one median: latency.mjs's nearest-rank p50.
const median = (values) => summary(values).p50;

const trees = [await start('before', options.before), await start('after', options.after)];
try {
  for (const tree of trees)
    for (const path of Object.values(PAGES)) await load(tree.base, path, 60);
  const figures = {};
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? trees : [...trees].reverse();
    for (const [page, path] of Object.entries(PAGES)) {
      for (const tree of order) {
        const cpuBefore = groupCpuMs(tree.server.pgid);
        const started = performance.now();
        const bytes = await load(tree.base, path, requests);
        const seconds = (performance.now() - started) / 1000;
        const cpu = (groupCpuMs(tree.server.pgid) - cpuBefore) / requests;
        const entry = ((figures[page] ??= {})[tree.label] ??= { cpu: [], rps: [], bytes });
        entry.cpu.push(cpu);
        entry.rps.push(requests / seconds);
      }
    }
    process.stderr.write(`round ${round + 1}/${rounds}\n`);
  }
  console.log(
    `${rounds} rounds x ${requests} requests a page a build, ${connections} connections, uncached, one process each`,
  );
  console.log(
    '| page | CPU ms/request before / after (after ÷ before) | req/s before / after (after ÷ before) | document kB before / after |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const [page, { before, after }] of Object.entries(figures)) {
    const cpu = [median(before.cpu), median(after.cpu)];
    const rps = [median(before.rps), median(after.rps)];
    console.log(
      `| ${page} | ${cpu[0].toFixed(1)} / ${cpu[1].toFixed(1)} (${(cpu[1] / cpu[0]).toFixed(2)}) | ${rps[0].toFixed(1)} / ${rps[1].toFixed(1)} (${(rps[1] / rps[0]).toFixed(2)}) | ${(before.bytes / 1024).toFixed(1)} / ${(after.bytes / 1024).toFixed(1)} |`,
    );
  }
  if (options.latency) await compareLatency(trees);
} finally {
  for (const tree of trees) await tree.server.stop();
  rmSync(work, { recursive: true, force: true });
}

/** latency.mjs's three phases on the category page of each build, one after the other. */
async function compareLatency(trees) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const ms = (value) => (value === null ? '-' : Math.round(value).toLocaleString('en'));
  const rows = [];
  for (const tree of trees) {
    process.stderr.write(`latency: ${tree.label}\n`);
    const url = `${tree.base}${PAGES.category}`;
    const phases = await latencyPhases({ url, connections: 50, seconds, arrivals: 20 });
    const { rested, lateArrivals, justAfter } = phases;
    rows.push(
      `| ${tree.label} | ${ms(rested.p50)} / ${ms(rested.p99)} / ${ms(rested.max)} (${rested.rps.toFixed(0)} req/s) | ` +
        `${ms(lateArrivals.late.p50)} / ${ms(lateArrivals.late.max)}; ${lateArrivals.worstOverMedian?.toFixed(1) ?? '-'} | ` +
        `${ms(justAfter.p50)} / ${ms(justAfter.p99)} / ${ms(justAfter.max)} (${justAfter.rps.toFixed(0)} req/s) |`,
    );
  }
  console.log(`\ncategory at 50 keep-alive connections, closed loop, ${seconds} s a phase, ms`);
  console.log(
    '| build | rested p50 / p99 / max | 20 late arrivals: first byte p50 / max; slowest ÷ saturating p50 (target 3) | just after an abandoned burst: p50 / p99 / max |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const line of rows) console.log(line);
}
