import { expect, test } from '@playwright/test';
import { quietContext, acceptCookies, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

test('shop the look asks a size for each sized product, then adds the look', async ({ page }) => {
  await page.goto('/es-es/shopthelook/look-de-noche');
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByTestId('add-look-to-bag').click();
  const modal = page.getByTestId('look-size-modal');
  await expect(modal).toBeVisible();
  // Step through every sized product: pick a size, confirm.
  while (await modal.isVisible()) {
    await modal
      .getByTestId('size-option')
      .and(page.locator(':not([data-disabled])'))
      .first()
      .click();
    await modal.getByTestId('look-size-confirm').click();
  }
  await expect
    .poll(async () => Number(await page.getByTestId('bag-count').textContent()))
    .toBeGreaterThan(0);
});

// Issue 32.3: the home page's looks link their pages by the slug of the site's language (they
// linked the look's id, a 404); the look module's button opens the same kind of page.
for (const site of ['es-es', 'sa-ar'] as const) {
  test(`home (${site}): each look links its page by its slug, and the page opens`, async ({
    page,
  }) => {
    await page.goto(`/${site}/`);
    const looks = page.locator(`main a[href^="/${site}/shopthelook/"]`);
    await expect(looks.first()).toBeVisible();
    const hrefs = await looks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of new Set(hrefs)) {
      // Never the look's id (the content's 'look-evening', 'look-weekend').
      expect(href).not.toMatch(/\/shopthelook\/look-(?:evening|weekend|spring)$/);
      expect((await page.request.get(href ?? '', { maxRedirects: 0 })).status(), href ?? '').toBe(
        200,
      );
    }
    await looks.first().click();
    await expect(page).toHaveURL(new RegExp(`/${site}/shopthelook/[^/]+$`));
    await expect(page.getByTestId('add-look-to-bag')).toBeVisible();
  });
}

test('a glossary page, reached from the glossary home', async ({ page }) => {
  const home = await page.goto('/es-es/wsj/');
  expect(home?.status()).toBe(200);
  await page.locator('.sf-link-list a').first().click();
  await expect(page).toHaveURL(/\/es-es\/wsj\/[a-z-]+/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(
    'Glosario',
  );
});

test('an unknown page answers 404 with the not-found content, header and footer', async ({
  page,
}) => {
  const response = await page.goto('/es-es/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const unknownSite = await page.goto('/xx-yy/');
  expect(unknownSite?.status()).toBe(404);
});

for (const [name, path] of [
  ['home', '/es-es/'],
  ['category', '/es-es/c/11'],
  ['product', '/es-es/p/100001'],
  ['home (RTL)', '/sa-ar/'],
  ['loyalty landing (RTL)', '/sa-ar/club'],
  ['product (RTL)', '/sa-ar/p/100001'],
] as const) {
  test(`axe: no serious or critical violations on ${name}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await acceptCookies(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
