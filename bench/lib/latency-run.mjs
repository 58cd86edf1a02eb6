// The bench's latency part (issue 34): the uncached storefront, one process, on category and
// product, and the yardstick's React server for reference (bare node:http and React, the
// same client), each through latency.mjs's three phases: rested, late arrivals during a
// saturating run, and new connections just after one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { closedLoop, latencyPhases } from './latency.mjs';
import { freePort, startServer } from './processes.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pages measured, and the yardstick: column name -> which server and path. */
export const LATENCY_TARGETS = {
  category: { server: 'storefront', path: '/es-es/c/7' },
  product: { server: 'storefront', path: '/es-es/p/101801' },
  yardstick: { server: 'yardstick', path: '/' },
};
/** --quick (CI) leaves the product page out: about 10 s less. */
const QUICK_TARGETS = ['category', 'yardstick'];

/**
 * @param {{ repo: string, storefrontRoot: string, quick: boolean, seconds: number,
 *   warmRequests: number, connections: number, arrivals: number,
 *   log: (line: string) => void }} options
 */
export async function benchLatency(options) {
  const { repo, storefrontRoot, quick, seconds, warmRequests, connections, arrivals, log } =
    options;
  const measured = Object.fromEntries(
    Object.entries(LATENCY_TARGETS).filter(([name]) => !quick || QUICK_TARGETS.includes(name)),
  );
  const nodeFlags = await import(
    pathToFileURL(join(storefrontRoot, 'dist', 'app', 'server', 'render-heap.js')).href
  ).then(
    (module) => module.renderNodeFlags(process.env),
    () => [],
  );
  const work = mkdtempSync(join(tmpdir(), 'atelier-latency-'));
  const start = async (kind, port, readyPath) =>
    kind === 'storefront'
      ? startServer({
          label: 'storefront (uncached, latency)',
          cwd: storefrontRoot,
          args: [...nodeFlags, join(storefrontRoot, 'dist', 'app', 'main.js'), '--single'],
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            NODE_ENV: 'production',
            HTML_CACHE: 'off',
            SANDBOX_DB_PATH: join(work, 'sandbox.db'),
          },
          readyUrl: `http://127.0.0.1:${port}${readyPath}`,
        })
      : startServer({
          label: 'yardstick React server (latency)',
          cwd: repo,
          args: [...nodeFlags, join(repo, 'bench', 'yardstick', 'server.mjs')],
          env: { MODE: 'react', PORT: String(port), WORKERS: '1', NODE_ENV: 'production' },
          readyUrl: `http://127.0.0.1:${port}${readyPath}`,
        });
  const results = {};
  try {
    for (const kind of ['storefront', 'yardstick']) {
      const targets = Object.entries(measured).filter(([, t]) => t.server === kind);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = await start(kind, port, targets[0][1].path);
      try {
        for (const [name, { path }] of targets) {
          const url = `${base}${path}`;
          let left = warmRequests;
          const warmer = async () => {
            while (left-- > 0) await (await fetch(url)).arrayBuffer();
          };
          await Promise.all(Array.from({ length: 10 }, warmer));
          // A discarded second at the measured connections (as the SSR runs), then a rest.
          await closedLoop({ url, connections, seconds: 1 });
          await sleep(1000);
          results[name] = await latencyPhases({ url, connections, seconds, arrivals });
          const { rested, lateArrivals: late, justAfter } = results[name];
          log(
            `  latency ${name}: rested p50 ${rested.p50?.toFixed(0)} p99 ${rested.p99?.toFixed(0)} max ${rested.max?.toFixed(0)} ms;` +
              ` late arrivals first byte p50 ${late.late.p50?.toFixed(0)} max ${late.late.max?.toFixed(0)} ms` +
              ` (saturating p50 ${late.saturating.p50?.toFixed(0)} ms);` +
              ` just after p99 ${justAfter.p99?.toFixed(0)} max ${justAfter.max?.toFixed(0)} ms`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { connections, seconds, arrivals, targets: measured, results };
}
