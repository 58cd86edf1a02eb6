// The frame's CSS split (issue 34, ADR 0056): the first screen's rules inline in the head,
// the whole stylesheet linked at the end of the body, the page's own stylesheets linked
// again after it (and, once the page runs, the stylesheet moved to the head). Every
// element's computed style, ::before and ::after included, must be what it was with the
// whole frame CSS first in the head and the page's stylesheets after it, as before the
// split (the frame file holds the same eight sheets in the same order as the old inline
// style). The reference is built in the same page after it has fully loaded (the same DOM,
// so one load per case): the frame file linked at the start of the head, the inline part
// and the links at the body's end removed. A lost rule, or the page's stylesheet losing a
// tie to the frame's later copy, shows as a difference.
import { expect, test, type Page } from '@playwright/test';
import { quietContext, waitForHydration } from './helpers.js';

interface Case {
  path: string;
  width: 390 | 1280;
  /** Without the page's scripts: the document as the server sent it (no JavaScript, or before hydration). */
  scripts: boolean;
}

const CASES: Case[] = [
  { path: '/es-es/', width: 390, scripts: false },
  { path: '/sa-ar/', width: 1280, scripts: false },
  { path: '/es-es/c/7', width: 1280, scripts: false },
  { path: '/sa-ar/c/7', width: 390, scripts: false },
  { path: '/es-es/p/101801', width: 390, scripts: false },
  { path: '/es-es/cart/', width: 1280, scripts: false },
  { path: '/es-es/', width: 1280, scripts: true },
  { path: '/sa-ar/p/101801', width: 1280, scripts: true },
  { path: '/sa-ar/cart/', width: 390, scripts: true },
  { path: '/es-es/checkout/shipping/', width: 390, scripts: true },
  { path: '/sa-ar/checkout/shipping/', width: 1280, scripts: true },
  // The page whose own rule ties with the frame's (`.sf-tracking` padding at 1280 px).
  { path: '/il-iw/tracking-order/', width: 1280, scripts: true },
];

/**
 * Properties whose getComputedStyle value is the laid-out size or position (CSSOM's resolved
 * values): a lazy image or a carousel loading between the two reads moves them by fractions of
 * a pixel. Every other property (display, grid and flex settings, margins, paddings, colours,
 * fonts, borders, visibility, ...) is compared exactly.
 */
const LAYOUT_RESOLVED =
  /^(width|height|block-size|inline-size|top|right|bottom|left|inset-.*|grid-template-(columns|rows)|transform-origin|perspective-origin)$/;

/** Elements (and their ::before/::after) whose computed style differs from the reference. */
async function differencesFromWholeCss(page: Page): Promise<string[]> {
  return page.evaluate(async (layoutResolved) => {
    const skip = new RegExp(layoutResolved);
    const elements = [document.documentElement, ...document.documentElement.querySelectorAll('*')];
    const styles = () =>
      elements.map((element) =>
        [null, '::before', '::after']
          .map((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            // A pseudo-element without content is not drawn (and reading it all is slow).
            if (pseudo && style.content === 'none') return '';
            let text = '';
            for (let i = 0; i < style.length; i++)
              if (!skip.test(style[i]!))
                text += `${style[i]}:${style.getPropertyValue(style[i]!)};`;
            return text;
          })
          .join('|'),
      );
    const split = styles();
    const frame = document.getElementById('sf-frame-css');
    const inline = document.getElementById('sf-shell-css');
    if (!frame || !inline) return ['the page has no split frame CSS'];
    const whole = document.createElement('link');
    whole.rel = 'stylesheet';
    whole.href = frame.getAttribute('href')!;
    const loaded = new Promise((resolve) => whole.addEventListener('load', resolve));
    document.head.prepend(whole);
    await loaded;
    inline.remove();
    frame.remove();
    for (const again of document.querySelectorAll('link[data-sf-again]')) again.remove();
    const reference = styles();
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
    const differences: string[] = [];
    split.forEach((text, index) => {
      // The inline style and the links just removed have no style any more.
      if (text === reference[index] || !elements[index]!.isConnected) return;
      const a = text.split(';');
      const b = new Set(reference[index]!.split(';'));
      differences.push(
        `${describe(elements[index]!)}: ${a
          .filter((d) => !b.has(d))
          .slice(0, 3)
          .join('; ')}`,
      );
    });
    return differences.slice(0, 10);
  }, LAYOUT_RESOLVED.source);
}

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

for (const { path, width, scripts } of CASES) {
  test(`${path} at ${width} px${scripts ? ', hydrated' : ', as sent'}: computed styles as with the whole frame CSS first`, async ({
    page,
  }) => {
    // Reduced motion: a style changing under a transition would be read mid-way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (!scripts) await page.route('**/assets/entries/**', (route) => route.abort());
    await page.goto(path, { waitUntil: 'load' });
    if (scripts) await waitForHydration(page);
    // Hydration leaves the frame's stylesheet where it is: it moves to the head at the first
    // client navigation (src/shell/browser/frame-stylesheet.ts, ADR 0062).
    await expect(page.locator('body > link#sf-frame-css')).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    expect(await differencesFromWholeCss(page)).toEqual([]);
  });
}

test('a client navigation moves the frame stylesheet to the head first: the next page’s rules win their ties', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/il-iw/', { waitUntil: 'load' });
  await waitForHydration(page);
  // A link of the page, followed by Vike's client router (the tracking page's own rule ties
  // with the frame's: `.sf-tracking` padding at 1280 px).
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/il-iw/tracking-order/';
    link.id = 'to-tracking';
    link.textContent = 'tracking';
    document.body.append(link);
  });
  await page.locator('#to-tracking').click();
  await expect(page.locator('.sf-tracking')).toBeVisible();
  await expect(page.locator('head > link#sf-frame-css')).toHaveCount(1);
  await expect(page.locator('body > link#sf-frame-css')).toHaveCount(0);
  await expect(page.locator('link[data-sf-again]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  expect(await differencesFromWholeCss(page)).toEqual([]);
});
