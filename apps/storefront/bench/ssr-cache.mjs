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

function start() {
  const child = spawn(process.execPath, [join(root, 'dist/app/main.js'), '--single'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SANDBOX_DB_PATH: join(root, '.data/bench-sandbox.db'),
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

function run(url, path, unique) {
  let counter = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br' },
        // A query the page ignores makes every request a cache miss: uncached SSR.
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: unique ? `${path}${path.includes('?') ? '&' : '?'}bench=${counter++}` : path,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const server = await start();
try {
  console.log(`storefront at ${server.url}; ${seconds}s x ${connections} connections per run`);
  for (const path of Object.values(pages)) await fetch(`${server.url}${path}`);
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    const uncached = await run(server.url, path, true);
    const cached = await run(server.url, path, false);
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
} finally {
  server.stop();
}
