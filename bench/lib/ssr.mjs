// SSR throughput: the built storefront uncached (HTML_CACHE=off) and cached, the same pages
// rendered by bare React renderToString (bench/ssr/servers.mjs MODE=bare) and served as a
// static string (MODE=static), and the fixed yardstick (bench/yardstick, ADR 0037: a frozen
// 48-product page by bare React and as a static string), one worker and one worker per core.
// autocannon on loopback, plain requests (no Accept-Encoding, so no server compresses), every
// server warmed with warmRequests requests per page before its pages are measured, one page
// at a time; the CPU time of each server's process group per request beside its req/s.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { groupCpuMs } from './cpu.mjs';
import { freePort, startServer } from './processes.mjs';

export const PAGES = {
  home: '/es-es/',
  category: '/es-es/c/7',
  product: '/es-es/p/101801',
};
/** The servers, in the order they run: the yardstick next to the uncached storefront it reads. */
export const KINDS = ['uncached', 'yardstick', 'yardstickStatic', 'cached', 'bare', 'static'];
/** The yardstick's servers answer its one page on every path; the bench asks for this one. */
export const YARDSTICK_PATH = '/';
const YARDSTICK_MODES = { yardstick: 'react', yardstickStatic: 'static' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The storefront's serialized page context (what Vike passes to the client) in its HTML. */
export function pageContextOf(html) {
  const match = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  );
  if (!match) throw new Error('no vike_pageContext in the page');
  return match[1];
}

/** What React rendered into the root element, without the scripts and preloads Vike adds. */
function rootMarkup(html) {
  const start = html.indexOf('<div id="root">');
  const inner = html.slice(start, html.lastIndexOf('</body>'));
  return inner.replace(/<script[\s\S]*?<\/script>|<link [^>]*>/g, '').trimEnd();
}

/**
 * @param {{ repo: string, storefrontRoot: string, bareEntry: string, workerCounts: number[],
 *   seconds: number, warmRequests: number, connections: number,
 *   log: (line: string) => void }} options
 */
export async function benchSsr(options) {
  const { repo, storefrontRoot, bareEntry, workerCounts, seconds, warmRequests, connections, log } =
    options;
  const fromStorefront = createRequire(join(repo, 'apps', 'storefront', 'package.json'));
  const autocannon = fromStorefront('autocannon');
  const work = mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  const keep = process.env.BENCH_KEEP === '1'; // keep pages.json (debugging the reference servers)
  const dbPath = join(work, 'sandbox.db');
  // Every server runs with the node flags the storefront gives its rendering processes
  // (src/server/render-heap.ts: a larger young generation), the reference servers too, so
  // the ratios compare renderers, not heap settings. A build from before those flags has none.
  const nodeFlags = await import(
    pathToFileURL(join(storefrontRoot, 'dist', 'app', 'server', 'render-heap.js')).href
  ).then(
    (module) => module.renderNodeFlags(process.env),
    () => [],
  );
  log(`node flags of every SSR server: ${nodeFlags.join(' ') || '(none)'}`);
  const pagesFile = join(work, 'pages.json');

  const load = (url, duration) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections, duration }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  // Warm-up by count, not time (a cold uncached server answers its first requests in
  // seconds): warmRequests requests, 10 at a time.
  async function warm(url) {
    let left = warmRequests;
    const worker = async () => {
      while (left-- > 0) await (await fetch(url)).arrayBuffer();
    };
    await Promise.all(Array.from({ length: 10 }, worker));
  }

  async function start(kind, workers, port) {
    const base = `http://127.0.0.1:${port}`;
    if (kind === 'uncached' || kind === 'cached')
      return startServer({
        label: `storefront (${kind}, ${workers} worker(s))`,
        cwd: storefrontRoot,
        args: [
          ...nodeFlags,
          join(storefrontRoot, 'dist', 'app', 'main.js'),
          ...(workers === 1 ? ['--single'] : []),
        ],
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          WEB_CONCURRENCY: String(workers),
          HTML_CACHE: kind === 'uncached' ? 'off' : 'on',
          SANDBOX_DB_PATH: dbPath,
        },
        readyUrl: `${base}${PAGES.home}`,
      });
    if (kind in YARDSTICK_MODES)
      return startServer({
        label: `${kind} server (${workers} worker(s))`,
        cwd: repo,
        args: [...nodeFlags, join(repo, 'bench', 'yardstick', 'server.mjs')],
        env: {
          MODE: YARDSTICK_MODES[kind],
          PORT: String(port),
          WORKERS: String(workers),
          NODE_ENV: 'production',
        },
        readyUrl: `${base}${YARDSTICK_PATH}`,
      });
    return startServer({
      label: `${kind} server (${workers} worker(s))`,
      cwd: repo,
      args: [...nodeFlags, join(repo, 'bench', 'ssr', 'servers.mjs')],
      env: {
        MODE: kind,
        PORT: String(port),
        WORKERS: String(workers),
        PAGES_FILE: pagesFile,
        BARE_ENTRY: bareEntry,
        NODE_ENV: 'production',
      },
      readyUrl: `${base}${PAGES.home}`,
    });
  }

  /** The uncached storefront's HTML and page context of each page, for the reference servers. */
  async function capture(base) {
    const pages = {};
    for (const path of Object.values(PAGES)) {
      const response = await fetch(`${base}${path}`);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const pageContext = pageContextOf(html);
      // Vike's serialised text is JSON (its own encodings aside); the file the shell names.
      const labelsUrl = JSON.parse(pageContext).shell?.labelsUrl;
      pages[path] = {
        html,
        pageContext,
        pageContextBytes: Buffer.byteLength(pageContext),
        labels: labelsUrl ? await (await fetch(`${base}${labelsUrl}`)).json() : null,
        // Read by the layout and head, not passed to the client by Vike.
        extra: { urlPathname: path, urlOriginal: path, services: { origin: base }, is404: false },
      };
    }
    writeFileSync(pagesFile, JSON.stringify(pages));
    return pages;
  }

  /** Loads one URL for `seconds` after a discarded second; req/s, latency and CPU per request. */
  async function measure(server, url) {
    // One second at the measured concurrency first, discarded: the first burst of 50 new
    // connections on a server warmed 10 at a time answers in up to a second (code not yet
    // optimised for it, the heap growing), which set p99 for every server.
    await load(url, 1);
    const cpuBefore = groupCpuMs(server.pgid);
    const result = await load(url, seconds);
    const cpuAfter = groupCpuMs(server.pgid);
    return {
      // What one request cost the server's processes, however busy the machine was.
      cpuMsPerRequest:
        cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
          ? (cpuAfter - cpuBefore) / result.requests.total
          : null,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      requests: result.requests.total,
      failures: result.non2xx + result.errors,
    };
  }
  const logFigure = (workers, kind, name, figure) =>
    log(
      `  ssr ${workers}w ${kind.padEnd(15)} ${name.padEnd(9)} ${String(figure.rps).padStart(6)} req/s` +
        `  p50 ${figure.p50} ms  p99 ${figure.p99} ms` +
        `${figure.cpuMsPerRequest !== null ? `  ${figure.cpuMsPerRequest.toFixed(2)} ms CPU/request` : ''}` +
        `${figure.failures ? `  ${figure.failures} failed` : ''}`,
    );

  const results = {};
  const yardstick = {};
  const sameMarkup = {};
  let yardstickHtml = null;
  let yardstickSame = null;
  let pages = null;
  try {
    for (const workers of workerCounts) {
      const byPage = Object.fromEntries(Object.keys(PAGES).map((name) => [name, {}]));
      yardstick[workers] = {};
      for (const kind of KINDS) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const t0 = Date.now();
        const server = await start(kind, workers, port);
        const t1 = Date.now();
        const isYardstick = kind in YARDSTICK_MODES;
        const paths = isYardstick ? { yardstick: YARDSTICK_PATH } : PAGES;
        try {
          pages ??= await capture(base);
          if (workers > 1) await sleep(1500);
          for (const path of Object.values(paths)) await warm(`${base}${path}`);
          log(
            `  ssr ${workers}w ${kind}: started in ${t1 - t0} ms, warmed in ${Date.now() - t1} ms`,
          );
          for (const [name, path] of Object.entries(paths)) {
            const html = await (await fetch(`${base}${path}`)).text();
            // The bare render must draw the storefront's own markup, or its ratio means nothing;
            // the yardstick's two servers must send the same page.
            if (kind === 'bare')
              sameMarkup[name] = rootMarkup(html) === rootMarkup(pages[path].html);
            if (isYardstick) {
              if (yardstickHtml === null) yardstickHtml = html;
              else yardstickSame = (yardstickSame ?? true) && html === yardstickHtml;
            }
            const figure = {
              ...(await measure(server, `${base}${path}`)),
              bytes: Buffer.byteLength(html),
            };
            if (isYardstick) yardstick[workers][YARDSTICK_MODES[kind]] = figure;
            else byPage[name][kind] = figure;
            logFigure(workers, kind, name, figure);
          }
        } finally {
          const t2 = Date.now();
          await server.stop();
          log(`  ssr ${workers}w ${kind}: stopped in ${Date.now() - t2} ms`);
        }
      }
      results[workers] = byPage;
    }
  } finally {
    if (keep) log(`  kept ${pagesFile}`);
    else rmSync(work, { recursive: true, force: true });
  }
  // What every uncached render serialises and sends: the page and the page context in it.
  const sizes = Object.fromEntries(
    Object.entries(PAGES).map(([name, path]) => [
      name,
      pages?.[path]
        ? { html: Buffer.byteLength(pages[path].html), pageContext: pages[path].pageContextBytes }
        : null,
    ]),
  );
  return {
    pages: PAGES,
    bareMarkupSameAsStorefront: sameMarkup,
    sizes,
    byWorkers: results,
    yardstick: {
      bytes: yardstickHtml === null ? null : Buffer.byteLength(yardstickHtml),
      reactSameAsStatic: yardstickSame,
      byWorkers: yardstick,
    },
  };
}
