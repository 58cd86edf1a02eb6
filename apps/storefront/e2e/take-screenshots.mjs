// Screenshots of home, the loyalty landing, category and product pages (desktop and mobile,
// LTR and RTL) for a visual check: `node e2e/take-screenshots.mjs [baseUrl] [outDir] [--full]`;
// --full captures whole pages (every home module) instead of the first screen.
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'test-results/screenshots';
const fullPage = process.argv.includes('--full');
const pages = [
  ['home', '/{site}/'],
  ['landing-club', '/{site}/club'],
  ['category', '/{site}/c/3'],
  ['product', '/{site}/p/101801'],
];
const viewports = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
};

// Lazy images load only near the viewport: scroll through once, then back to the top.
async function loadLazyImages(page) {
  // Runs in the page; globalThis is its window.
  await page.evaluate(async () => {
    const { document: doc, innerHeight } = globalThis;
    for (let y = 0; y < doc.documentElement.scrollHeight; y += innerHeight) {
      globalThis.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    globalThis.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const site of ['es-es', 'sa-ar']) {
  for (const [device, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addCookies([{ name: 'atelier_consent', value: 'all', url: base }]);
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${base}${path.replace('{site}', site)}`, { waitUntil: 'networkidle' });
      if (fullPage) await loadLazyImages(page);
      await page.screenshot({ path: `${out}/${name}-${site}-${device}.png`, fullPage });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
