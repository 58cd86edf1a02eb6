// @vitest-environment node
// The stories' axe run (scripts/axe-in-page.mjs) finds what axe finds, on every story a page
// shows: the source is injected once and survives a story switch without a reload.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeResults } from '../scripts/axe-in-page.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
afterAll(() => browser?.close());

const ids = (results: Awaited<ReturnType<typeof axeResults>>) =>
  results.violations.map((violation) => violation.id).sort();

describe('axeResults', () => {
  it('reports an image without alt and a nameless button, then a clean page as clean', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main><img src="x.png"><button></button></main></body></html>',
    );
    expect(ids(await axeResults(page))).toEqual(['button-name', 'image-alt']);
    // A story switch replaces the body without reloading: the injected axe runs again.
    await page.evaluate(() => {
      document.body.innerHTML = '<main><h1>Clean</h1><button>Add to bag</button></main>';
    });
    expect(ids(await axeResults(page))).toEqual([]);
    // Low contrast, a WCAG 2 AA rule among the tags checked.
    await page.evaluate(() => {
      document.body.innerHTML =
        '<main><h1>Tags</h1><p style="color:#eee;background:#fff">Hard to read</p></main>';
    });
    expect(ids(await axeResults(page))).toEqual(['color-contrast']);
    await page.close();
  });
});
