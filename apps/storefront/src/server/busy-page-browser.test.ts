// @vitest-environment node
// ADR 0064 in a real browser (Debian's Chromium): a shopper who meets a full render queue
// gets the busy page, whose script (under the site's Content-Security-Policy) asks the server
// for room without reloading while there is none, and loads the page once there is.
import { AxeBuilder } from '@axe-core/playwright';
import { createEmbeddedContent } from '@atelier/adapters-cms';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { listenApp, type ListeningApp } from '../../test/listen-app.js';
import type { RenderInput } from './app.js';
import { RENDER_ROOM_PATH } from './busy-retry-script.js';
import { createRenderQueue } from './render-queue.js';
import { busyPage } from './standalone-page.js';

describe('the busy page in a browser', () => {
  let server: ListeningApp;
  let browser: Browser;
  let base = '';
  let hold: (() => void) | null = null;
  const content = createEmbeddedContent();

  const render = async (input: RenderInput) => {
    if (input.urlOriginal.includes('held')) await new Promise<void>((go) => (hold = go));
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="ar-SA" dir="rtl"><title>page</title><h1 data-testid="the-page">${input.urlOriginal}</h1></html>`,
    };
  };

  beforeAll(async () => {
    server = await listenApp({
      render,
      commerceBaseUrl: 'http://127.0.0.1:9',
      htmlCache: null,
      // One render at a time and none waiting: while the held render runs, every page is busy.
      renderQueue: createRenderQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 60_000 }),
      // One second instead of five keeps the test short; the page reads it from its markup.
      busyPage: async (site) =>
        busyPage({
          page: await content.errorPage(site ?? 'es-es', 'serverError'),
          labels: await content.labels(site ?? 'es-es'),
          site: site ?? 'es-es',
          retryAfterS: 1,
        }),
      logger: { log: () => undefined },
    });
    base = server.base;
    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close({ dropOpenConnections: true });
  });

  /** Starts a render that holds the queue's one slot until the returned function runs. */
  const occupy = async () => {
    hold = null;
    const held = fetch(`${base}/sa-ar/held`).then((response) => response.text());
    for (let tries = 0; hold === null && tries < 500; tries++)
      await new Promise((resolve) => setTimeout(resolve, 2));
    expect(hold).not.toBeNull();
    let freed = false;
    return async () => {
      if (freed) return;
      freed = true;
      hold?.();
      await held;
    };
  };

  it('waits on the busy page while the queue is full, then opens the page by itself', async () => {
    const free = await occupy();
    // axe needs a page of a context of its own.
    const context = await browser.newContext();
    onTestFinished(free);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // The 503s themselves are logged as failed loads; anything else is a problem.
      if (message.type() === 'error' && !message.text().includes('status of 503'))
        problems.push(message.text());
    });
    const probes: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === RENDER_ROOM_PATH) probes.push(response.status());
    });
    const first = await page.goto(`${base}/sa-ar/c/7`);
    expect(first?.status()).toBe(503);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const labels = await content.labels('sa-ar');
    await expect.poll(() => page.getByText(labels['busyWaiting']!).isVisible()).toBe(true);
    expect(await page.getByText(labels['busyManual']!).isVisible()).toBe(false);
    expect(
      (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id),
    ).toEqual([]);

    // Still full: the script asks, hears 503, and stays on the busy page (no reload).
    await expect.poll(() => probes.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    expect(probes[0]).toBe(503);
    expect(await page.getByTestId('error-page').isVisible()).toBe(true);

    // Room again: the next question hears 204 and the page loads.
    await free();
    await page.getByTestId('the-page').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('the-page').textContent()).toBe('/sa-ar/c/7');
    expect(probes.at(-1)).toBe(204);
    // The script ran under the site's Content-Security-Policy without a violation or an error.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks a shopper without JavaScript to try again, with a link to the same page', async () => {
    const free = await occupy();
    onTestFinished(free);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${base}/es-es/p/ring`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('5');
    const labels = await content.labels('es-es');
    expect(await page.getByText(labels['busyManual']!).isVisible()).toBe(true);
    expect(await page.getByText(labels['busyWaiting']!).isVisible()).toBe(false);
    await free();
    await page.getByTestId('busy-try-now').click();
    await page.getByTestId('the-page').waitFor();
    expect(page.url()).toBe(`${base}/es-es/p/ring`);
    await context.close();
  });
});
