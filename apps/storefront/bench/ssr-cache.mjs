// SSR throughput, cached vs uncached HTML: `npm run bench -w @atelier/storefront` (after a
// build). Starts the built server in one process and runs autocannon against it on
// loopback; prints req/s and the cached/uncached ratio per page. No assertions.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const pages = {
  home: '/es-es/',
  category: '/es-es/c/3',
  product: '/es-es/p/101801',
};

function start(extraEnv = {}) {
  const child = spawn(process.execPath, [join(root, 'dist/app/main.js'), '--single'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SANDBOX_DB_PATH: join(root, '.data/bench-sandbox.db'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const match = /"msg":"storefront listening"[^\n]*"url":"([^"]+)"/.exec(buffer);
      if (match) {
        child.stdout.resume();
        child.stdout.removeAllListeners('data');
        resolve({ url: match[1], stop: () => child.kill('SIGTERM') });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

function run(url, path) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br' },
        requests: [{ method: 'GET', path }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// Uncached SSR is measured on a server started with HTML_CACHE=off (a query the page does
// not read no longer misses the cache: it is keyed on the parameters pages read), cached
// SSR on a normal one; the two run one after the other, never at once.
async function measure(extraEnv) {
  const server = await start(extraEnv);
  try {
    for (const path of Object.values(pages)) await fetch(`${server.url}${path}`);
    const results = {};
    for (const [name, path] of Object.entries(pages)) results[name] = await run(server.url, path);
    return { url: server.url, results };
  } finally {
    server.stop();
  }
}

console.log(`${seconds}s x ${connections} connections per run, one process`);
const uncachedRuns = await measure({ HTML_CACHE: 'off' });
const cachedRuns = await measure({});
const rows = [];
for (const [name, path] of Object.entries(pages)) {
  const uncached = uncachedRuns.results[name];
  const cached = cachedRuns.results[name];
  const errors = uncached.non2xx + cached.non2xx + uncached.errors + cached.errors;
  rows.push({
    page: `${name} ${path}`,
    'uncached req/s': Math.round(uncached.requests.average),
    'cached req/s': Math.round(cached.requests.average),
    ratio: `${(cached.requests.average / Math.max(uncached.requests.average, 1)).toFixed(1)}x`,
    'uncached p99 ms': uncached.latency.p99,
    'cached p99 ms': cached.latency.p99,
    errors,
  });
}
console.table(rows);
