// The profile that explains the uncached ratio (issue 21): the storefront uncached, one
// process, run with `node --cpu-prof`; each page warmed, then loaded for the SSR run's
// seconds at the same connections, and only that window of the profile counted
// (cpu-profile.mjs). Prints CPU ms per request by bucket: what the storefront spends besides
// React's render is what bare renderToString does not do.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { selfTimes, splitProfile } from './cpu-profile.mjs';
import { freePort, startServer } from './processes.mjs';

const TOP_FUNCTIONS = 30;
const TOP_OWNERS = 15;
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * @param {{ repo: string, storefrontRoot: string, pages: Record<string, string>,
 *   seconds: number, warmRequests: number, connections: number,
 *   log: (line: string) => void }} options
 */
export async function benchProfile({
  repo,
  storefrontRoot,
  pages,
  seconds,
  warmRequests,
  connections,
  log,
}) {
  const autocannon = createRequire(join(repo, 'apps', 'storefront', 'package.json'))('autocannon');
  const nodeFlags = await import(
    pathToFileURL(join(storefrontRoot, 'dist', 'app', 'server', 'render-heap.js')).href
  ).then(
    (module) => module.renderNodeFlags(process.env),
    () => [],
  );
  const work = mkdtempSync(join(tmpdir(), 'atelier-profile-'));
  const results = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      // One process per page, so a page's profile holds only its own compiled code and heap.
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const dir = join(work, name);
      const server = await startServer({
        label: `storefront (uncached, profiled, ${name})`,
        cwd: storefrontRoot,
        args: [
          '--cpu-prof',
          `--cpu-prof-dir=${dir}`,
          ...nodeFlags,
          join(storefrontRoot, 'dist', 'app', 'main.js'),
          '--single',
        ],
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          HTML_CACHE: 'off',
          SANDBOX_DB_PATH: join(work, `${name}.db`),
        },
        readyUrl: `${base}${path}`,
      });
      let requests = 0;
      let window;
      try {
        let left = warmRequests;
        const warmer = async () => {
          while (left-- > 0) await (await fetch(`${base}${path}`)).arrayBuffer();
        };
        await Promise.all(Array.from({ length: 10 }, warmer));
        const fromUs = nowUs();
        const result = await new Promise((resolve, reject) =>
          autocannon({ url: `${base}${path}`, connections, duration: seconds }, (error, r) =>
            error ? reject(error) : resolve(r),
          ),
        );
        window = { fromUs, toUs: nowUs() };
        requests = result.requests.total;
      } finally {
        await server.stop();
      }
      const file = existsSync(dir)
        ? readdirSync(dir).find((f) => f.includes(`.${server.pgid}.`))
        : undefined;
      if (!file || requests === 0) {
        results[name] = { failed: file ? 'no request answered' : 'no profile written' };
        continue;
      }
      const cpuProfile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const split = splitProfile(cpuProfile, window);
      // The top costs by function and by owner (bench/results/profile-top.md): where the
      // next change should look.
      const self = selfTimes(cpuProfile, window);
      const perRequest = (entry) => ({ ...entry, ms: entry.ms / requests });
      results[name] = {
        top: {
          functions: self.functions.slice(0, TOP_FUNCTIONS).map(perRequest),
          owners: self.owners.slice(0, TOP_OWNERS).map(perRequest),
        },
        requests,
        busyMsPerRequest: split.busyMs / requests,
        idleShare: split.idleMs / (split.idleMs + split.busyMs),
        msPerRequest: Object.fromEntries(
          Object.entries(split.byBucket).map(([bucket, ms]) => [bucket, ms / requests]),
        ),
      };
      log(
        `  profile ${name}: ${requests} requests, ${(split.busyMs / requests).toFixed(2)} ms busy/request`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { nodeFlags, pages: results };
}
