// Renders every story of the static Storybook build in Debian's Chromium and checks it with
// axe. Fails on any serious or critical violation, or on a story that does not render.
// Usage: node scripts/check-stories.mjs [--globals vertical:suot] [--filter productcard]
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeResults } from './axe-in-page.mjs';
import { launchChromium, openStory } from './browser.mjs';
import { serveStatic } from './static-server.mjs';

const staticDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'storybook-static');
const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? '' : (process.argv[index + 1] ?? '');
};
const globals = argument('--globals');
const filter = argument('--filter').toLowerCase();
const BLOCKING = new Set(['serious', 'critical']);
const CONCURRENCY = 2;

const server = await serveStatic(staticDir);
const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !filter || entry.id.includes(filter));

const browser = await launchChromium();
const results = [];
const started = Date.now();

async function check(page, errors, story) {
  errors.length = 0;
  try {
    const { failed } = await openStory(page, server.url, story.id, globals);
    if (failed) return { story, error: failed, violations: [] };
    const axe = await axeResults(page);
    const violations = axe.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    return { story, error: errors[0] ?? null, violations };
  } catch (error) {
    return { story, error: String(error?.message ?? error), violations: [] };
  }
}

const queue = [...stories];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    let page = await context.newPage();
    const errors = [];
    const listen = (p) => p.on('pageerror', (error) => errors.push(error.message));
    listen(page);
    for (let story = queue.shift(); story; story = queue.shift()) {
      const result = await check(page, errors, story);
      results.push(result);
      if (process.env.VERBOSE)
        console.log(`${result.error || result.violations.length ? '✗' : '✓'} ${story.id}`);
      if (result.error) {
        // Start the next story from a clean page after a failure.
        await page.close();
        page = await context.newPage();
        listen(page);
      }
    }
    await context.close();
  }),
);
await browser.close();
await server.close();

const failing = results.filter((r) => r.error || r.violations.length > 0);
const byRule = new Map();
for (const result of results) {
  for (const violation of result.violations) {
    byRule.set(violation.id, (byRule.get(violation.id) ?? 0) + violation.nodes.length);
  }
}
for (const result of failing) {
  console.log(`\n✗ ${result.story.id}`);
  if (result.error) console.log(`  render error: ${result.error}`);
  for (const v of result.violations) {
    console.log(`  [${v.impact}] ${v.id}: ${v.help}`);
    for (const node of v.nodes.slice(0, 3)) console.log(`    ${node.target.join(' ')}`);
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\naxe: ${results.length} stories checked${globals ? ` (globals ${globals})` : ''} in ${seconds}s, ` +
    `${failing.length} failing, serious/critical violations: ${
      byRule.size === 0 ? 0 : [...byRule].map(([rule, count]) => `${rule} x${count}`).join(', ')
    }`,
);
process.exit(failing.length > 0 ? 1 : 0);
