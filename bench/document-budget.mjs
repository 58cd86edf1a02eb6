#!/usr/bin/env node
// The document budget check (issue 34), for CI beside the first-load JS budget: the
// documents of home, category, product, bag and the checkout's shipping step (plain GET, no
// cookies, as a first visit) against bench/document-budget.json: total bytes, inline CSS and
// the serialised page context, in kB. Starts the built storefront (apps/storefront/dist, or
// --dist) on a free loopback port with its embedded sandbox, or reads a running one (--url).
//
//   node bench/document-budget.mjs [--url=http://host:port] [--dist=path] [--budget=file]
//   exits 0 within budget, 1 when a figure is over, 2 when a page cannot be measured (no
//   build, a page that does not answer 200) or the command line is wrong.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { budgetLines, checkBudgets } from './lib/document-budget.mjs';
import { DOCUMENT_ROUTES, measureDocuments } from './lib/documents.mjs';
import { freePort, startServer } from './lib/processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const USAGE = `usage: node bench/document-budget.mjs [--url=http://host:port] [--dist=path] [--budget=file]
  --url     check a running storefront instead of starting the build
  --dist    the storefront build to start (default apps/storefront/dist)
  --budget  the budget file (default bench/document-budget.json)`;

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      url: { type: 'string' },
      dist: { type: 'string', default: join(here, '..', 'apps', 'storefront', 'dist') },
      budget: { type: 'string', default: join(here, 'document-budget.json') },
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

const budgets = JSON.parse(readFileSync(options.budget, 'utf8'));
let server = null;
let work = null;
let base = options.url?.replace(/\/$/, '');
if (!base) {
  const dist = resolve(options.dist);
  const main = join(dist, 'app', 'main.js');
  if (!existsSync(main)) {
    console.error(`No storefront build at ${dist}: run npm run build first.`);
    process.exit(2);
  }
  work = mkdtempSync(join(tmpdir(), 'atelier-documents-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer({
    label: 'storefront (document budget)',
    cwd: join(dist, '..'),
    args: [main, '--single'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SANDBOX_DB_PATH: join(work, 'sandbox.db'),
    },
    readyUrl: `${base}${DOCUMENT_ROUTES.home}`,
  });
}

let code;
try {
  const sizes = await measureDocuments({ base });
  const unanswered = Object.entries(sizes).filter(([, s]) => s.status !== 200);
  for (const [name, s] of unanswered)
    console.error(`${name} (${s.path}) answered HTTP ${s.status}: not measured`);
  const measured = Object.fromEntries(Object.entries(sizes).filter(([, s]) => s.status === 200));
  const verdicts = checkBudgets(measured, budgets);
  for (const line of budgetLines(verdicts)) console.log(line);
  code = unanswered.length > 0 ? 2 : verdicts.some((v) => v.over) ? 1 : 0;
} finally {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}
process.exit(code);
