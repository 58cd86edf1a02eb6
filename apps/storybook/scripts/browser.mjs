/* global window, document -- the callbacks passed to page.evaluate run in the browser */
// Debian's Chromium only: this sandbox never downloads browsers.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const DONE_PHASES = ['finished', 'completed', 'errored', 'aborted'];

/**
 * Shows one story in the page. The first call loads iframe.html; later calls switch story
 * over Storybook's channel, which skips reloading the whole preview bundle for each story.
 */
export async function openStory(page, baseUrl, id, globals = '') {
  const loaded = page.url().startsWith(`${baseUrl}/iframe.html`);
  if (loaded) {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  } else {
    const query = new URLSearchParams({ id, viewMode: 'story' });
    // Our own axe run checks the story: switch off the a11y addon's automatic run (saves
    // about a second per story and keeps two axe instances off one page).
    query.set('globals', ['a11y.manual:!true', globals].filter(Boolean).join(';'));
    await page.goto(`${baseUrl}/iframe.html?${query.toString()}`, { waitUntil: 'load' });
  }
  // Done when this story's render has finished. (#storybook-root is not a signal: modal
  // stories render only into portals.)
  await page.waitForFunction(
    ({ storyId, done }) => {
      if (document.body.classList.contains('sb-show-errordisplay')) return true;
      const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      return renders.some((render) => render.id === storyId && done.includes(render.phase));
    },
    { storyId: id, done: DONE_PHASES },
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready);
  // Let effects, portals and entry transitions settle.
  await page.waitForTimeout(150);
  const failed = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.getElementById('error-message')?.textContent ?? 'story failed to render')
      : null,
  );
  return { failed };
}
