import { expect, test, type Locator, type Page } from '@playwright/test';
import { quietContext, waitForHydration } from './helpers.js';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const scrollOf = (viewport: Locator) => viewport.evaluate((element) => element.scrollLeft);

/** The scrolling list of the slider module with this title. */
function sliderViewport(page: Page, title: string): Locator {
  return page
    .locator('[data-module="grid-slider"]')
    .getByRole('region', { name: title })
    .locator('div:has(> div > [aria-roledescription="slide"])');
}

test('home: every module kind renders, with one h1 from the hero and no repeated title', async ({
  page,
}) => {
  await page.goto('/es-es/');
  const kinds = await page
    .locator('[data-module]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-module')));
  for (const kind of ['hero', 'grid-slider', 'novelties', 'tabs', 'looks', 'look', 'four']) {
    expect(kinds).toContain(kind);
  }
  for (const kind of ['image-grid', 'products', 'media', 'text', 'section', 'toussis']) {
    expect(kinds).toContain(kind);
  }
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(page.locator('[data-module="hero"]').getByRole('heading', { level: 1 })).toHaveCount(
    1,
  );
  // The heading banner that repeated the hero's title is gone.
  await expect(page.locator('[data-module="heading"]')).toHaveCount(0);
});

for (const [site, direction] of [
  ['es-es', 1],
  ['sa-ar', -1],
] as const) {
  test(`home (${site}): the slider's next arrow scrolls towards the reading end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${site}/`);
    await waitForHydration(page);
    const module = page.locator('[data-module="grid-slider"]');
    const title = await module.getByRole('heading', { level: 2 }).textContent();
    const viewport = sliderViewport(page, title ?? '');
    expect(await scrollOf(viewport)).toBe(0);
    await module.locator('button').nth(1).click();
    await expect.poll(async () => Math.sign(await scrollOf(viewport))).toBe(direction);
    // Back at the start again with the previous arrow.
    await module.locator('button').nth(0).click();
    await expect.poll(() => scrollOf(viewport)).toBe(0);
  });
}

test('home: category tabs switch their products with a click and the arrow keys', async ({
  page,
}) => {
  await page.goto('/es-es/');
  await waitForHydration(page);
  const tabs = page.locator('[data-module="tabs"]');
  const tabList = tabs.getByRole('tab');
  await expect(tabList).toHaveCount(3);
  await expect(tabList.first()).toHaveAttribute('aria-selected', 'true');
  await tabList.nth(1).click();
  await expect(tabList.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toHaveAccessibleName(
    (await tabList.nth(1).textContent()) ?? '',
  );
  await page.keyboard.press('ArrowRight');
  await expect(tabList.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(tabList.nth(2)).toBeFocused();
});

test('home (sa-ar): prices in the site locale and currency', async ({ page }) => {
  await page.goto('/sa-ar/');
  const card = page.locator('[data-module="novelties"] [aria-roledescription="slide"]').first();
  await expect(card).toContainText('ر.س');
});

test('loyalty landing: the anchor menu lists its sections and jumps to them', async ({ page }) => {
  await page.goto('/es-es/club');
  await waitForHydration(page);
  const menu = page.locator('[data-module="anchors"]').getByRole('navigation');
  const links = menu.getByRole('link');
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(hrefs).toHaveLength(3);
  for (const href of hrefs) {
    // Each link names a section of the page by its title.
    const target = page.locator(href ?? '#none');
    await expect(target).toHaveCount(1);
  }
  const last = links.last();
  const targetId = ((await last.getAttribute('href')) ?? '').slice(1);
  await last.click();
  await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
  await expect(page.locator(`[id="${targetId}"]`)).toBeInViewport();
  await expect(page.locator(`[id="${targetId}"]`).getByRole('heading')).toHaveText(
    (await last.textContent()) ?? '',
  );
});
