// The bench's one table (markdown, printed and kept in bench/README.md) from a results object.
import { BUCKETS } from './cpu-profile.mjs';
const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (n < 10 ? n.toFixed(1) : int(n));
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : 'n/a');
const kb = (bytes) => (bytes === null ? 'n/a' : (bytes / 1024).toFixed(1));
const us = (n) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : int(n));

function row(cells) {
  return `| ${cells.join(' | ')} |`;
}

function ssrRows(ssr, cores) {
  const lines = [];
  const names = Object.keys(ssr.pages);
  const same = ssr.bareMarkupSameAsStorefront ?? {};
  for (const [workers, byPage] of Object.entries(ssr.byWorkers)) {
    const title =
      Number(workers) === 1
        ? 'SSR, 1 worker'
        : `SSR, ${workers} workers${Number(workers) === cores ? ' (one per core)' : ''}`;
    lines.push(row([`**${title}**: req/s (p50 / p99 ms)`, ...names.map((n) => `**${n}**`)]));
    const labels = {
      uncached: 'storefront uncached (HTML_CACHE=off)',
      cached: 'storefront cached',
      bare: 'bare React renderToString, same tree',
      static: 'same HTML as a static string',
    };
    for (const [kind, label] of Object.entries(labels))
      lines.push(
        row([
          label,
          ...names.map((name) => {
            const f = byPage[name][kind];
            const failed = f.failures ? `, ${int(f.failures)} failed` : '';
            if (f.requests === 0) return `none answered in the run${failed}`;
            return `${int(f.rps)} (${ms(f.p50)} / ${ms(f.p99)}${failed})`;
          }),
        ]),
      );
    if (Number(workers) === 1) {
      lines.push(
        row([
          "bare render's markup = the storefront's",
          ...names.map((name) => (same[name] ? 'identical' : '**differs**')),
        ]),
      );
      const sizes = ssr.sizes ?? {};
      if (Object.keys(sizes).length > 0)
        lines.push(
          row([
            'HTML / serialised page context, kB (uncompressed)',
            ...names.map((name) =>
              sizes[name] ? `${kb(sizes[name].html)} / ${kb(sizes[name].pageContext)}` : 'n/a',
            ),
          ]),
        );
    }
    const ratios = {
      'uncached ÷ bare renderToString': ['uncached', 'bare'],
      'uncached ÷ static string': ['uncached', 'static'],
      'cached ÷ static string': ['cached', 'static'],
      'bare renderToString ÷ static string': ['bare', 'static'],
    };
    for (const [label, [a, b]] of Object.entries(ratios))
      lines.push(
        row([label, ...names.map((name) => ratio(byPage[name][a].rps, byPage[name][b].rps))]),
      );
    // CPU time per request does not move with what else the machine runs, req/s does.
    const cpu = (f) => f?.cpuMsPerRequest ?? null;
    if (names.some((name) => cpu(byPage[name].uncached) !== null))
      lines.push(
        row([
          'CPU ms per request: uncached / bare (bare ÷ uncached)',
          ...names.map((name) => {
            const [u, b] = [cpu(byPage[name].uncached), cpu(byPage[name].bare)];
            return u === null || b === null ? 'n/a' : `${ms(u)} / ${ms(b)} (${ratio(b, u)})`;
          }),
        ]),
      );
  }
  return lines;
}

function profileRows(profile, names) {
  const pages = profile.pages;
  const cell = (name, figure) =>
    pages[name] && !pages[name].failed
      ? figure(pages[name])
      : `failed: ${pages[name]?.failed ?? 'not run'}`;
  const lines = [
    row([
      '**Where the uncached storefront spends CPU** (1 process, `--cpu-prof`): ms per request (share)',
      ...names.map((n) => `**${n}**`),
    ]),
  ];
  for (const [bucket, label] of Object.entries(BUCKETS))
    lines.push(
      row([
        label,
        ...names.map((name) =>
          cell(name, (p) => {
            const value = p.msPerRequest[bucket];
            return `${us(value)} (${Math.round((100 * value) / p.busyMsPerRequest)}%)`;
          }),
        ),
      ]),
    );
  lines.push(
    row([
      'busy ms per request (idle share of the profile)',
      ...names.map((name) =>
        cell(name, (p) => `${us(p.busyMsPerRequest)} (idle ${Math.round(100 * p.idleShare)}%)`),
      ),
    ]),
  );
  return lines;
}

function bundleRows(bundles) {
  const lines = [];
  const entries = Object.entries(bundles);
  for (let i = 0; i < entries.length; i += 3) {
    const group = entries.slice(i, i + 3);
    while (group.length < 3) group.push(null);
    lines.push(
      row([
        i === 0 ? '**First-load JS**: kB gzip / brotli (page)' : '',
        ...group.map((entry) => (entry ? `**${entry[0]}**` : '')),
      ]),
    );
    lines.push(
      row([
        '',
        ...group.map((entry) => {
          if (!entry) return '';
          const r = entry[1];
          if (r.brotli === null) return `not measured (HTTP ${r.status})`;
          return `${kb(r.gzip)} / ${kb(r.brotli)} (${r.pageId.replace(/^\/pages\//, '')})`;
        }),
      ]),
    );
  }
  return lines;
}

function lighthouseRows(lighthouse, names) {
  const head = row(['**Lighthouse mobile**', ...names.map((n) => `**${n}**`)]);
  if (!lighthouse || lighthouse.skipped)
    return [head, row([`skipped: ${lighthouse?.skipped ?? 'not run'}`, '', '', ''])];
  const r = lighthouse.results;
  // A page whose run failed says so in each of its cells; the others keep their figures.
  const cells = (figure) =>
    names.map((n) =>
      !r[n] || r[n].failed ? `failed: ${r[n]?.failed ?? 'not run'}` : figure(r[n]),
    );
  return [
    head,
    row([
      'performance / accessibility / best practices / SEO (target 95 / 100 / 100 / 100)',
      ...cells((p) => `${p.performance} / ${p.accessibility} / ${p.bestPractices} / ${p.seo}`),
    ]),
    row([
      'LCP / TBT / CLS',
      ...cells((p) => `${(p.lcpMs / 1000).toFixed(1)} s / ${int(p.tbtMs)} ms / ${p.cls}`),
    ]),
    row([
      'audits under 100 (a11y, best practices, SEO)',
      ...cells((p) => p.failing.join(', ') || 'none'),
    ]),
  ];
}

function coreRows(core) {
  const lines = [];
  let lastSizes = '';
  for (const series of core) {
    const sizes = series.points.map((p) => p.size).join();
    if (sizes !== lastSizes) {
      const unit = series.points[0].size >= 1000 ? 'products' : 'lines';
      lines.push(
        row([
          lastSizes ? '' : '**Core functions**: µs per call (× previous size)',
          ...series.points.map((p) => `**${int(p.size)} ${unit}**`),
        ]),
      );
      lastSizes = sizes;
    }
    lines.push(
      row([
        series.name,
        ...series.points.map((p) =>
          p.growth ? `${us(p.us)} (×${p.growth.toFixed(1)})` : us(p.us),
        ),
      ]),
    );
  }
  return lines;
}

/** @returns {string} the markdown table (one table, sections as bold rows) */
export function table(results) {
  const names = Object.keys(results.ssr?.pages ?? { home: 0, category: 0, product: 0 });
  const lines = [row(['Figure (one run)', ...names]), row(['---', ...names.map(() => '---')])];
  if (results.ssr) lines.push(...ssrRows(results.ssr, results.machine.cores));
  if (results.profile) lines.push(...profileRows(results.profile, names));
  if (results.lighthouse) lines.push(...lighthouseRows(results.lighthouse, names));
  if (results.bundles) lines.push(...bundleRows(results.bundles));
  if (results.core) lines.push(...coreRows(results.core));
  return lines.join('\n');
}

export function machineLine({ machine, settings }) {
  return (
    `${machine.cpu}, ${machine.cores} cores, ${Math.round(machine.memoryGb)} GB, Node ${machine.node}, ` +
    `${machine.date} (load average ${machine.loadBefore.toFixed(1)} before, ` +
    `${machine.loadAfter.toFixed(1)} after); ${settings.quick ? 'quick mode, ' : ''}` +
    `${settings.seconds} s per SSR run after ${settings.warmRequests} warm-up requests per page, ` +
    `${settings.connections} connections`
  );
}
