// Lighthouse (the npm package, its default mobile settings) in Debian's Chromium, one run
// per page: the four category scores, LCP / TBT / CLS, the LCP element and the audits that
// keep accessibility, best practices and SEO under 100.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { withRetries } from './retry.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromePath() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : null;
}

/** Lighthouse's command line for one run, in the Chromium it starts. */
export function lighthouseArgs(cli, url, work) {
  return [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${join(work, 'report.json')}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${join(work, 'profile')}`].join(' ')}`,
  ];
}

/** Runs the CLI in a child process; resolves with its JSON report. */
function runCli(args, output, chrome) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: chrome }, timeout: 180_000 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`lighthouse ${args[1]}: ${error.message}\n${stderr}`));
        try {
          resolve(JSON.parse(readFileSync(output, 'utf8')));
        } catch (parseError) {
          reject(parseError);
        }
      },
    );
  });
}

/**
 * One Lighthouse run. With a cookie, the page needs it in the browser's jar (the bag's id is
 * read by the page's script, which Lighthouse's `--extra-headers` does not reach): Chromium is
 * started by Playwright with a debugging port, given the cookie, and Lighthouse drives that
 * browser (`--port`); Lighthouse's storage reset leaves cookies alone.
 */
async function runLighthouse(cli, url, chrome, cookie) {
  const work = mkdtempSync(join(tmpdir(), 'atelier-lh-'));
  const output = join(work, 'report.json');
  try {
    if (!cookie) return await runCli(lighthouseArgs(cli, url, work), output, chrome);
    const { chromium } = await import('playwright-core');
    const port = await freePort();
    const context = await chromium.launchPersistentContext(join(work, 'profile'), {
      executablePath: chrome,
      headless: true,
      args: [
        ...CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
        `--remote-debugging-port=${port}`,
      ],
    });
    try {
      const [name, ...value] = cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url }]);
      const args = lighthouseArgs(cli, url, work).filter((a) => !a.startsWith('--chrome-flags='));
      return await runCli([...args, `--port=${port}`], output, chrome);
    } finally {
      await context.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A port nobody listens on now, for Chromium's debugging endpoint. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

function summary(report) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo'])
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const result = report.audits[ref.id];
      if (ref.weight > 0 && result?.score !== null && result?.score < 1) failing.push(ref.id);
    }
  const lcpItem = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpElement: lcpNode?.snippet ?? null,
    failing,
    lighthouseVersion: report.lighthouseVersion,
    warnings: report.runWarnings ?? [],
  };
}

/**
 * The run whose performance score is the median of `runs` (issue 34: "median of three runs"):
 * its other figures come with it, so LCP and TBT are those of the run the score is from.
 * @param {ReturnType<typeof summary>[]} runs
 */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * @param {{ base: string, pages: Record<string, string>, log: (line: string) => void,
 *   runs?: number, retries?: number, cookies?: Record<string, string> }} options
 *   runs: Lighthouse runs per page, the median kept (the performance of every run listed);
 *   cookies: by page name, a Cookie header sent with that page's requests
 */
export async function benchLighthouse({ base, pages, log, runs = 3, retries = 2, cookies = {} }) {
  const chrome = chromePath();
  if (!chrome) return { skipped: 'no Chromium at CHROME_PATH or /usr/bin/chromium' };
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const results = {};
  for (const [name, path] of Object.entries(pages)) {
    const done = [];
    try {
      for (let run = 0; run < runs; run += 1) {
        const report = await withRetries(
          () => runLighthouse(cli, `${base}${path}`, chrome, cookies[name]),
          {
            retries,
            onRetry: (error, attempt) =>
              log(
                `  lighthouse ${name.padEnd(8)} run ${attempt} failed, again: ${firstLine(error)}`,
              ),
          },
        );
        done.push(summary(report));
      }
    } catch (error) {
      // A page failing every try (a Chromium crash, a timeout) is reported, not fatal.
      results[name] = { failed: firstLine(error) };
      log(`  lighthouse ${name.padEnd(8)} failed: ${results[name].failed}`);
      continue;
    }
    const r = { ...medianRun(done), runs: done.map((d) => d.performance) };
    results[name] = r;
    log(
      `  lighthouse ${name.padEnd(8)} ${r.performance}/${r.accessibility}/${r.bestPractices}/${r.seo}` +
        ` (performance of ${runs} runs: ${r.runs.join(', ')})  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}`,
    );
  }
  return { chrome, runs, results };
}
