// `npm run test:load` (after a build): shoppers browse, fill bags, log in and check out through
// the built storefront over loopback HTTP, against a sandbox back-end in its own process. Then
// the sandbox's database is read to prove that nothing a shopper was told had happened is
// missing: every acknowledged bag line is in its cart, every order the shopper was given
// exists once, and no order exists that nobody was given. A second phase kills the sandbox
// with SIGKILL mid-load and restarts it on the same database, and checks the same.
// Exits non-zero on any 5xx (outside the outage), any lost line or order, or any duplicate.
// The one 5xx that is not a fault is the busy answer an overloaded server gives a page it has
// no copy of (503, Retry-After, x-cache: busy;
// docs/adr/0058-page-renders-queued-and-answered-at-once-past-a-bound.md): counted apart, and
// a failure only past LOAD_BUSY_SHARE_MAX of the page requests, or on anything but a page's GET.
//   LOAD_SHOPPERS (100), LOAD_SECONDS (30), LOAD_KILL (1: run the SIGKILL phase),
//   LOAD_BACKEND_LATENCY_MS (0: the storefront reaches the sandbox through a proxy that delays
//   every call this long, a back-end on other machines; latency-proxy.mjs),
//   LOAD_BUSY_SHARE_MAX (0.02: the share of page requests that may be answered busy)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createOccClient } from '@atelier/adapters-commerce';
import Database from 'better-sqlite3';
import { guestCardOrder, SITE } from '../../../examples/terminal-shop/guest-order.mjs';
import { startLatencyProxy } from './latency-proxy.mjs';

const USAGE = `usage: npm run test:load [-- --help]   (after a storefront build)
  env: LOAD_SHOPPERS (100), LOAD_SECONDS (30), LOAD_KILL (1: run the SIGKILL phase, 0: skip it),
       LOAD_BACKEND_LATENCY_MS (0: delay every storefront call to the back-end this long),
       LOAD_BUSY_SHARE_MAX (0.02: the share of page requests an overloaded server may answer busy)`;
// The bounds come from the environment; any argument but --help is a mistake, so it stops
// here instead of starting a run of a minute or more.
try {
  const { values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h', default: false } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const KILL_PHASE = (process.env.LOAD_KILL ?? '1') !== '0';
const BACKEND_LATENCY_MS = Number(process.env.LOAD_BACKEND_LATENCY_MS ?? 0);
if (!Number.isFinite(BACKEND_LATENCY_MS) || BACKEND_LATENCY_MS < 0) {
  console.error(`LOAD_BACKEND_LATENCY_MS must be a number of ms >= 0\n${USAGE}`);
  process.exit(2);
}
const BUSY_SHARE_MAX = Number(process.env.LOAD_BUSY_SHARE_MAX ?? 0.02);
if (!Number.isFinite(BUSY_SHARE_MAX) || BUSY_SHARE_MAX < 0 || BUSY_SHARE_MAX > 1) {
  console.error(`LOAD_BUSY_SHARE_MAX must be a share from 0 to 1\n${USAGE}`);
  process.exit(2);
}
const SHOPPER = { username: 'shopper@example.com', password: 'Atelier-2026!' };
const PAGES = ['/es-es/', '/es-es/c/7', '/es-es/c/3', '/es-es/p/101801', '/es-es/help'];

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a child process and resolves once `ready` matches its output. */
function startProcess(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${output.slice(-1500)}`)), 90_000);
    const read = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output.slice(-1500)}`)));
  });
}

async function waitForHealth(origin) {
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(`${origin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} never became healthy`);
}

/** The storefront's own standalone sandbox (dist/app/sandbox-main.js) on a fixed port. */
function startSandbox(db, port) {
  return startProcess(
    [join(appRoot, 'dist', 'app', 'sandbox-main.js')],
    // The back-end's password hashing runs on its own machines in production; here it shares
    // the storefront's cores, so the load test makes it cheaper (scrypt N=2^14, not 2^17).
    { SANDBOX_DB_PATH: db, SANDBOX_PORT: String(port), SANDBOX_PASSWORD_COST_LOG2: '14' },
    /"msg":"sandbox commerce started"[^\n]*"url":"([^"]+)"/,
  );
}

/** Every answer's status, by phase, and what shoppers were told succeeded. */
function createLedger() {
  return {
    statuses: new Map(),
    serverErrors: [],
    /** Page GETs, and those an overloaded server answered busy (isBusyAnswer). */
    pages: 0,
    busy: 0,
    lines: new Map(), // cart guid -> Map(productCode -> quantity acknowledged)
    orders: new Map(), // cart guid -> order code
    failures: 0,
    latencies: [],
    slowest: [],
  };
}

/** fetch as a browser on the storefront's origin: same-origin header and its own cookies. */
function browserFetch(origin, ledger, outage) {
  const cookies = new Map();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([n, v]) => `${n}=${v}`).join('; '));
    const started = performance.now();
    const response = await fetch(input, { ...init, headers, redirect: 'manual' });
    const ms = performance.now() - started;
    ledger.latencies.push(ms);
    if (ms > (ledger.slowest[0]?.ms ?? 0) || ledger.slowest.length < 5) {
      ledger.slowest.push({
        ms: Math.round(ms),
        what: `${init.method ?? 'GET'} ${String(input).replace(origin, '')}`,
      });
      ledger.slowest.sort((a, b) => b.ms - a.ms).splice(5);
    }
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    ledger.statuses.set(response.status, (ledger.statuses.get(response.status) ?? 0) + 1);
    if (isBusyAnswer(response, init)) ledger.busy += 1;
    else if (response.status >= 500 && !outage.active) {
      ledger.serverErrors.push(`${response.status} ${init.method ?? 'GET'} ${input}`);
    }
    return response;
  };
}

/**
 * The designed answer of an overloaded server to a page it has no copy of (src/server/routes.ts's
 * sendBusy): a GET answered 503 with Retry-After and `x-cache: busy`. Anything else is a fault.
 */
function isBusyAnswer(response, init) {
  return (
    response.status === 503 &&
    (init.method ?? 'GET') === 'GET' &&
    response.headers.get('x-cache') === 'busy' &&
    response.headers.has('retry-after')
  );
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function browse(fetchAs, origin, productIds, ledger) {
  const path = Math.random() < 0.5 ? pick(PAGES) : `/es-es/p/${pick(productIds)}`;
  ledger.pages += 1;
  const response = await fetchAs(`${origin}${path}`);
  await response.arrayBuffer();
}

async function fillBag(occ, ledger, productIds) {
  const bag = await occ.bag.createBag({});
  for (let i = 0; i < 1 + Math.floor(Math.random() * 3); i += 1) {
    const productCode = pick(productIds);
    const quantity = 1 + Math.floor(Math.random() * 2);
    const answer = await occ.bag.addEntries(bag.cartId, [{ productCode, quantity }]);
    // The bag as the shopper is now shown it (the back-end may add fewer than asked, down to
    // the stock): from here those lines must be in the database, whatever happens next.
    const shown = new Map();
    for (const line of answer.products) {
      shown.set(line.product.id, (shown.get(line.product.id) ?? 0) + line.quantity);
    }
    ledger.lines.set(bag.cartId, shown);
  }
}

async function logIn(fetchAs, origin) {
  const token = await fetchAs(`${origin}/api/commerce/authorizationserver/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', ...SHOPPER }).toString(),
  });
  await token.arrayBuffer();
  if (token.status !== 200) throw new Error(`login answered ${token.status}`);
  const me = await fetchAs(`${origin}/api/commerce/occ/v2/${SITE}/users/current`);
  await me.arrayBuffer();
}

async function checkOut(occ, ledger, shopperIndex) {
  const { orderCode, cartId } = await guestCardOrder(occ, {
    log: () => {},
    pick: shopperIndex * 7 + Math.floor(Math.random() * 400),
  });
  ledger.orders.set(cartId, orderCode);
}

async function shopper(index, origin, ledger, outage, until, productIds) {
  const fetchAs = browserFetch(origin, ledger, outage);
  const occ = createOccClient({
    baseUrl: `${origin}/api/commerce`,
    siteCode: SITE,
    getToken: () => null,
    fetch: fetchAs,
    timeoutMs: 20_000,
  });
  while (Date.now() < until) {
    const roll = Math.random();
    try {
      if (roll < 0.55) await browse(fetchAs, origin, productIds, ledger);
      else if (roll < 0.8) await fillBag(occ, ledger, productIds);
      else if (roll < 0.9) await logIn(fetchAs, origin);
      else await checkOut(occ, ledger, index);
    } catch {
      // A refused step (no stock, the back-end down) is not a loss: only what was answered
      // as done is checked afterwards. The 5xx themselves are counted by browserFetch.
      ledger.failures += 1;
    }
  }
}

/** What the database holds against what shoppers were told. */
function audit(dbPath, ledger) {
  const db = new Database(dbPath, { readonly: true });
  const lost = [];
  const entries = db.prepare(
    `SELECT e.product_code AS code, SUM(e.quantity) AS quantity FROM cart_entries e
     JOIN carts c ON c.code = e.cart_code WHERE c.guid = ? GROUP BY e.product_code`,
  );
  for (const [guid, acknowledged] of ledger.lines) {
    const stored = new Map(entries.all(guid).map((row) => [row.code, row.quantity]));
    for (const [code, quantity] of acknowledged) {
      if ((stored.get(code) ?? 0) < quantity) lost.push(`cart ${guid}: ${code} x${quantity}`);
    }
  }
  const orderOf = db.prepare(
    'SELECT o.code FROM orders o JOIN carts c ON c.code = o.cart_code WHERE c.guid = ?',
  );
  for (const [guid, code] of ledger.orders) {
    const rows = orderOf.all(guid);
    if (rows.length !== 1 || rows[0].code !== code) lost.push(`order ${code} of cart ${guid}`);
  }
  const totalOrders = db.prepare('SELECT COUNT(*) AS n FROM orders').get().n;
  db.close();
  return { lost, totalOrders };
}

function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function phase(name, { origin, sandbox, dbPath, productIds, kill }) {
  const ledger = createLedger();
  const outage = { active: false };
  const ordersBefore = audit(dbPath, createLedger()).totalOrders;
  const until = Date.now() + SECONDS * 1000;
  const running = Array.from({ length: SHOPPERS }, (_, i) =>
    shopper(i, origin, ledger, outage, until, productIds),
  );
  let current = sandbox;
  if (kill) {
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
    outage.active = true;
    current.child.kill('SIGKILL');
    await new Promise((resolve) => current.child.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 500));
    current = await startSandbox(dbPath, sandbox.port);
    current.port = sandbox.port;
    // Answers already on their way when the sandbox came back may still be 502s.
    setTimeout(() => (outage.active = false), 2_000);
  }
  await Promise.all(running);
  const { lost, totalOrders } = audit(dbPath, ledger);
  const ghostOrders = totalOrders - ordersBefore - ledger.orders.size;
  const requests = [...ledger.statuses.values()].reduce((a, b) => a + b, 0);
  const result = {
    phase: name,
    shoppers: SHOPPERS,
    seconds: SECONDS,
    requests,
    statuses: Object.fromEntries([...ledger.statuses].sort(([a], [b]) => a - b)),
    p50Ms: Math.round(percentile(ledger.latencies, 50)),
    p99Ms: Math.round(percentile(ledger.latencies, 99)),
    bags: ledger.lines.size,
    acknowledgedLines: [...ledger.lines.values()].reduce((n, lines) => n + lines.size, 0),
    orders: ledger.orders.size,
    refusedSteps: ledger.failures,
    serverErrors: ledger.serverErrors.length,
    pages: ledger.pages,
    busy: ledger.busy,
    lostLinesOrOrders: lost.length,
    unexpectedOrders: Math.max(0, ghostOrders),
    slowest: ledger.slowest,
  };
  console.log(JSON.stringify(result));
  for (const line of [...ledger.serverErrors.slice(0, 5), ...lost.slice(0, 5)])
    console.log(`  ${line}`);
  // An order placed while its answer was lost to the outage is not a duplicate (its shopper
  // was never told, and may pay again); outside the kill phase there is no such order.
  const busyShare = ledger.pages === 0 ? 0 : ledger.busy / ledger.pages;
  if (busyShare > BUSY_SHARE_MAX)
    console.log(
      `  ${ledger.busy} of ${ledger.pages} pages answered busy: more than LOAD_BUSY_SHARE_MAX (${BUSY_SHARE_MAX})`,
    );
  const ok =
    ledger.serverErrors.length === 0 &&
    busyShare <= BUSY_SHARE_MAX &&
    lost.length === 0 &&
    (kill || ghostOrders === 0);
  return { ok, sandbox: current };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-load-'));
  const dbPath = join(dir, 'sandbox.db');
  const port = await freePort();
  let sandbox = await startSandbox(dbPath, port);
  sandbox.port = port;
  const sandboxUrl = sandbox.match[1];
  // The storefront's calls only: the shoppers' checks below read the sandbox directly.
  const proxy =
    BACKEND_LATENCY_MS > 0 ? await startLatencyProxy(sandboxUrl, BACKEND_LATENCY_MS) : null;
  // The whole cluster (one worker per core), as production runs it.
  const webPort = await freePort();
  const storefront = await startProcess(
    [join(appRoot, 'dist', 'app', 'main.js')],
    {
      PORT: String(webPort),
      HOST: '127.0.0.1',
      COMMERCE_BASE_URL: proxy?.url ?? sandboxUrl,
      COMMERCE_TIMEOUT_MS: '10000',
    },
    /"msg":"storefront listening"/,
  );
  const origin = `http://127.0.0.1:${webPort}`;
  await waitForHealth(origin);
  let failed = false;
  try {
    const occ = createOccClient({ baseUrl: sandboxUrl, siteCode: SITE, getToken: () => null });
    const productIds = (await occ.products.getCategoryProducts('7')).products.map((p) => p.id);
    console.log(
      `load: ${SHOPPERS} shoppers x ${SECONDS} s on ${origin} (${productIds.length} products)` +
        (proxy ? `, the back-end ${BACKEND_LATENCY_MS} ms away` : ''),
    );
    const steady = await phase('steady', { origin, sandbox, dbPath, productIds, kill: false });
    failed ||= !steady.ok;
    sandbox = steady.sandbox;
    if (KILL_PHASE) {
      const killed = await phase('sandbox SIGKILL mid-load', {
        origin,
        sandbox,
        dbPath,
        productIds,
        kill: true,
      });
      failed ||= !killed.ok;
      sandbox = killed.sandbox;
    }
  } finally {
    storefront.child.kill('SIGTERM');
    sandbox.child.kill('SIGTERM');
    await proxy?.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(failed ? 'load: FAILED' : 'load: passed');
  process.exitCode = failed ? 1 : 0;
}

await main();
