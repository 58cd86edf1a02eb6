// Screenshots of key components, LTR and RTL, desktop and mobile, into ./screenshots
// (git-ignored) so a person can look at them. Usage: node scripts/screenshots.mjs [filter]
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, openStory } from './browser.mjs';
import { serveStatic } from './static-server.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(appDir, 'storybook-static');
const outDir = join(appDir, 'screenshots');
const filter = (process.argv[2] ?? '').toLowerCase();

/** The "Default" story of these components is photographed. */
const KEY_COMPONENTS = [
  'header',
  'footer',
  'productcard',
  'productgrid',
  'productgallery',
  'price',
  'sizeselector',
  'filters',
  'pagination',
  'errorpage',
  'heroslider',
  'bagdrawer',
  'bagline',
  'checkoutstepbar',
  'ordertimeline',
  'addressform',
  'paymentmethodlist',
  'engravingeditor',
  'jewelleryillustration',
];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } };
const DIRECTIONS = { ltr: 'locale:en-GB', rtl: 'locale:ar-SA' };

const server = await serveStatic(staticDir);
const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' &&
    entry.name === 'Default' &&
    KEY_COMPONENTS.some((name) => entry.id.split('--')[0].endsWith(name)) &&
    (!filter || entry.id.includes(filter)),
);

await mkdir(outDir, { recursive: true });
const browser = await launchChromium();
let written = 0;
for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  for (const story of stories) {
    for (const [direction, globals] of Object.entries(DIRECTIONS)) {
      // Globals (the direction) only apply on a fresh load of the preview.
      await page.goto('about:blank');
      const { failed } = await openStory(page, server.url, story.id, globals);
      if (failed) console.log(`! ${story.id}: ${failed}`);
      const file = join(outDir, `${story.id}--${direction}--${viewportName}.png`);
      await page.screenshot({ path: file, fullPage: true });
      written += 1;
    }
  }
  await context.close();
}
await browser.close();
await server.close();
console.log(`${written} screenshots of ${stories.length} stories written to ${outDir}`);
