// The bench's one table (markdown, printed and kept in bench/README.md) from a results object.
import { BUCKETS } from './cpu-profile.mjs';
import { FIGURES } from './document-budget.mjs';
const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (n < 10 ? n.toFixed(1) : int(n));
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : 'n/a');
const kb = (bytes) => (bytes === null ? 'n/a' : (bytes / 1024).toFixed(1));
const cpuMs = (n) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const us = (n) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : int(n));

function row(cells) {
  return `| ${cells.join(' | ')} |`;
}

/** One server's figure: req/s (p50 / p99 ms), CPU ms per request. */
function serverCell(f) {
  if (!f) return 'not run';
  const failed = f.failures ? `, ${int(f.failures)} failed` : '';
  if (f.requests === 0) return `none answered in the run${failed}`;
  const cpu = f.cpuMsPerRequest == null ? '' : `, ${cpuMs(f.cpuMsPerRequest)}`;
  return `${int(f.rps)} (${ms(f.p50)} / ${ms(f.p99)}${failed})${cpu}`;
}

function ssrRows(ssr, cores) {
  const lines = [];
  const names = Object.keys(ssr.pages);
  const same = ssr.bareMarkupSameAsStorefront ?? {};
  const yardstick = ssr.yardstick ?? null;
  for (const [workers, byPage] of Object.entries(ssr.byWorkers)) {
    const title =
      Number(workers) === 1
        ? 'SSR, 1 worker'
        : `SSR, ${workers} workers${Number(workers) === cores ? ' (one per core)' : ''}`;
    lines.push(
      row([
        `**${title}**: req/s (p50 / p99 ms), CPU ms per request`,
        ...names.map((n) => `**${n}**`),
      ]),
    );
    const labels = {
      uncached: 'storefront uncached (HTML_CACHE=off)',
      cached: 'storefront cached',
      bare: 'bare React renderToString, same tree',
      static: 'same HTML as a static string',
    };
    for (const [kind, label] of Object.entries(labels))
      lines.push(row([label, ...names.map((name) => serverCell(byPage[name][kind]))]));
    // The fixed yardstick (ADR 0037): one frozen page, so the same figure in every column.
    const fixed = yardstick?.byWorkers?.[workers];
    if (fixed) {
      const kb = yardstick.bytes ? `, ${(yardstick.bytes / 1024).toFixed(1)} kB` : '';
      lines.push(
        row([
          `**yardstick**: frozen 48-product page${kb}, bare React renderToString`,
          ...names.map(() => serverCell(fixed.react)),
        ]),
        row([
          '**yardstick**: the same page as a static string',
          ...names.map(() => serverCell(fixed.static)),
        ]),
        row([
          'uncached ÷ yardstick React: req/s (CPU ms per request, yardstick ÷ uncached)',
          ...names.map((name) => {
            const u = byPage[name].uncached;
            return `**${ratio(u?.rps, fixed.react?.rps)}** (${ratio(fixed.react?.cpuMsPerRequest, u?.cpuMsPerRequest)})`;
          }),
        ]),
        row([
          'cached ÷ yardstick static string: req/s',
          ...names.map((name) => ratio(byPage[name].cached?.rps, fixed.static?.rps)),
        ]),
      );
    }
    if (Number(workers) === 1) {
      lines.push(
        row([
          "bare render's markup = the storefront's",
          ...names.map((name) => (same[name] ? 'identical' : '**differs**')),
        ]),
      );
      if (yardstick && yardstick.reactSameAsStatic !== null)
        lines.push(
          row([
            "yardstick's React and static servers send the same page",
            ...names.map(() => (yardstick.reactSameAsStatic ? 'identical' : '**differs**')),
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
      'uncached ÷ bare renderToString (own tree)': ['uncached', 'bare'],
      'uncached ÷ static string': ['uncached', 'static'],
      'cached ÷ static string': ['cached', 'static'],
      'bare renderToString ÷ static string': ['bare', 'static'],
    };
    for (const [label, [a, b]] of Object.entries(ratios))
      lines.push(
        row([label, ...names.map((name) => ratio(byPage[name][a]?.rps, byPage[name][b]?.rps))]),
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

function lighthouseRows(lighthouse) {
  if (!lighthouse || lighthouse.skipped)
    return [
      row(['**Lighthouse mobile**', '', '', '']),
      row([`skipped: ${lighthouse?.skipped ?? 'not run'}`, '', '', '']),
    ];
  const lines = [];
  const entries = Object.entries(lighthouse.results);
  const runs = lighthouse.runs ?? 1;
  // A page whose run failed says so in each of its cells; the others keep their figures.
  const cells = (group, figure) =>
    group.map((entry) => {
      if (!entry) return '';
      const [, p] = entry;
      return p.failed ? `failed: ${p.failed}` : figure(p);
    });
  for (let i = 0; i < entries.length; i += 3) {
    const group = entries.slice(i, i + 3);
    while (group.length < 3) group.push(null);
    lines.push(
      row([
        i === 0 ? `**Lighthouse mobile** (median of ${runs} run${runs === 1 ? '' : 's'})` : '',
        ...group.map((entry) => (entry ? `**${entry[0]}**` : '')),
      ]),
      row([
        "performance / accessibility / best practices / SEO (target 95 / 100 / 100 / 100); every run's performance",
        ...cells(
          group,
          (p) =>
            `${p.performance} / ${p.accessibility} / ${p.bestPractices} / ${p.seo}` +
            (p.runs ? ` (${p.runs.join(', ')})` : ''),
        ),
      ]),
      row([
        'LCP / TBT / CLS',
        ...cells(group, (p) => `${(p.lcpMs / 1000).toFixed(1)} s / ${int(p.tbtMs)} ms / ${p.cls}`),
      ]),
      row([
        'audits under 100 (a11y, best practices, SEO)',
        ...cells(group, (p) => p.failing.join(', ') || 'none'),
      ]),
    );
  }
  return lines;
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

const msCell = (n) => (n === null || n === undefined ? 'n/a' : ms(n));

function latencyRows(latency) {
  const names = Object.keys(latency.targets);
  const r = latency.results;
  const cells = (figure) => names.map((n) => (r[n] ? figure(r[n]) : 'not run'));
  const loop = (f) =>
    `${msCell(f.p50)} / ${msCell(f.p99)} / ${msCell(f.max)} (${int(f.rps)} req/s` +
    `${f.errors ? `, ${int(f.errors)} failed` : ''})`;
  return [
    row([
      `**Latency, 1 process, uncached** (${latency.connections} keep-alive connections, closed loop, ${latency.seconds} s; open requests waited for): ms`,
      ...names.map((n) => `**${n === 'yardstick' ? 'yardstick (React)' : n}**`),
    ]),
    row(['rested: p50 / p99 / max', ...cells((p) => loop(p.rested))]),
    row([
      `late arrivals: ${latency.arrivals} new connections during a saturating run, first byte p50 / max`,
      ...cells((p) => {
        const late = p.lateArrivals.late;
        return `${msCell(late.p50)} / ${msCell(late.max)}${late.errors ? `, ${late.errors} failed` : ''}`;
      }),
    ]),
    row([
      'the saturating run: p50 / p99 / max; slowest late arrival ÷ its p50 (target 3)',
      ...cells(
        (p) =>
          `${msCell(p.lateArrivals.saturating.p50)} / ${msCell(p.lateArrivals.saturating.p99)} / ${msCell(p.lateArrivals.saturating.max)}; **${p.lateArrivals.worstOverMedian === null ? 'n/a' : p.lateArrivals.worstOverMedian.toFixed(1)}**`,
      ),
    ]),
    row([
      `just after a 1 s saturating burst whose open requests were abandoned, ${latency.connections} new connections: p50 / p99 / max`,
      ...cells((p) => loop(p.justAfter)),
    ]),
  ];
}

function documentRows(documents, budget) {
  const lines = [];
  const entries = Object.entries(documents);
  const over = new Set((budget ?? []).filter((v) => v.over).map((v) => `${v.page}/${v.figure}`));
  const figure = (name, key, bytes) => `${kb(bytes)}${over.has(`${name}/${key}`) ? ' ⚠' : ''}`;
  for (let i = 0; i < entries.length; i += 3) {
    const group = entries.slice(i, i + 3);
    while (group.length < 3) group.push(null);
    lines.push(
      row([
        i === 0
          ? `**Documents**: kB ${Object.values(FIGURES).join(' / ')} (⚠ over bench/document-budget.json)`
          : '',
        ...group.map((entry) => (entry ? `**${entry[0]}**` : '')),
      ]),
    );
    lines.push(
      row([
        '',
        ...group.map((entry) => {
          if (!entry) return '';
          const [name, d] = entry;
          if (d.status !== 200) return `HTTP ${d.status}`;
          return Object.keys(FIGURES)
            .map((key) => figure(name, key, d[key]))
            .join(' / ');
        }),
      ]),
    );
  }
  return lines;
}

/**
 * The machine check (lib/machine-check.mjs) at the start and at the end of the run: the same
 * fixed work, so a slower time is a slower (or busier) machine, not a slower storefront.
 */
function machineCheckRows(check, columns) {
  const cells = (values) => [...values, ...Array(Math.max(0, columns - values.length)).fill('')];
  const end = check.end?.ms ?? null;
  return [
    row([
      `**Machine check**: a fixed CPU loop, median of ${check.rounds} rounds, ms (more is a slower machine)`,
      ...cells(['**start**', '**end**', '**end ÷ start**']),
    ]),
    row([check.work, ...cells([ms(check.start.ms), msCell(end), ratio(end, check.start.ms)])]),
  ];
}

/** bench/results/profile-top.md: the uncached profile's top costs, for the next change. */
export function profileTopMarkdown(results, header) {
  const { profile, settings } = results;
  const lines = [
    '# Where the uncached storefront spends CPU: the top costs',
    '',
    'Written by `npm run bench` (its `profile` part, `bench/lib/profile-run.mjs`); do not edit.',
    `${header}.`,
    '',
    `The built storefront with \`HTML_CACHE=off\`, one process per page, run with \`node --cpu-prof\`, warmed, then loaded for ${settings.seconds} s at ${settings.connections} connections; only that window counts. **Self time**: the function on top of the stack when the sample was taken, in ms per request and as a share of the busy (non-idle) CPU. A native leaf (a regular expression, a builtin) is its own row; its owner is the nearest caller with a script.`,
  ];
  for (const [name, page] of Object.entries(profile.pages)) {
    lines.push('', `## ${name}`, '');
    if (page.failed || !page.top) {
      lines.push(`Not measured: ${page.failed ?? 'no top costs in this run'}.`);
      continue;
    }
    const share = (value) => `${((100 * value) / page.busyMsPerRequest).toFixed(1)}%`;
    lines.push(
      `${int(page.requests)} requests, ${us(page.busyMsPerRequest)} ms busy CPU per request (idle ${Math.round(100 * page.idleShare)}% of the window).`,
      '',
      '| Owner | ms per request | share |',
      '| --- | --- | --- |',
      ...page.top.owners.map((o) => row([o.owner, o.ms.toFixed(3), share(o.ms)])),
      '',
      '| Function | Where | Owner | ms per request | share |',
      '| --- | --- | --- | --- | --- |',
      ...page.top.functions.map((f) =>
        row([
          `\`${f.name.replace(/\|/g, '\\|').replace(/`/g, "'")}\``,
          f.where ? `\`${f.where}\`` : '',
          f.owner,
          f.ms.toFixed(3),
          share(f.ms),
        ]),
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** @returns {string} the markdown table (one table, sections as bold rows) */
export function table(results) {
  const names = Object.keys(results.ssr?.pages ?? { home: 0, category: 0, product: 0 });
  const lines = [row(['Figure (one run)', ...names]), row(['---', ...names.map(() => '---')])];
  if (results.machineCheck) lines.push(...machineCheckRows(results.machineCheck, names.length));
  if (results.ssr) lines.push(...ssrRows(results.ssr, results.machine.cores));
  if (results.profile) lines.push(...profileRows(results.profile, names));
  if (results.latency) lines.push(...latencyRows(results.latency));
  if (results.documents) lines.push(...documentRows(results.documents, results.documentBudget));
  if (results.lighthouse) lines.push(...lighthouseRows(results.lighthouse));
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
