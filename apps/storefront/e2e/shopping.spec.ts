import { expect, test } from '@playwright/test';
import { quietContext, acceptCookies, bagCount, countText, waitForHydration } from './helpers.js';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

// docs/product/routes.md §1 / issue 10 done-when: pick a site at `/`, browse home -> category ->
// filter -> sort -> load more -> product -> choose size -> add to bag, in LTR, RTL and Japanese.
for (const site of ['es-es', 'sa-ar', 'jp-ja'] as const) {
  test(`shopping path in ${site}`, async ({ page }) => {
    await page.goto('/');
    await page.locator(`a[data-site="${site}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${site}/$`));
    await expect(page.locator('html')).toHaveAttribute('dir', site === 'sa-ar' ? 'rtl' : 'ltr');
    await waitForHydration(page);
    await acceptCookies(page);
    expect(await bagCount(page)).toBe(0);

    // Home -> rings (category 11) from the header menu.
    // The menu links the category at its own address (slugs on Latin-script sites): no 301.
    await page.locator(`header a[href^="/${site}/"][href$="/c/11"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${site}/([a-z0-9-]+/)*c/11$`));
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // Filter: the first value of the first group (ui Filters: a disclosure of checkboxes).
    await page.getByTestId('filters').getByRole('button', { expanded: false }).first().click();
    const option = page.getByTestId('filter-option').first();
    await expect(option).toBeVisible();
    const value = await option.getAttribute('data-value');
    await option.click();
    // The address names the value in the site's words (docs/product/catalogue.md §3.4).
    await expect(page).toHaveURL(/\/c\/11\/[a-z]+-[a-z0-9-]+$/);
    await expect(
      page.locator(`[data-testid="filter-option"][data-value="${value}"][data-selected="true"]`),
    ).toHaveCount(1);

    // Sort: lowest price first, and the prices go up.
    await page.getByTestId('sort-select').selectOption('lowestPrice');
    await expect(page).toHaveURL(/order=lowestPrice/);
    await expect(page.getByTestId('sort-select')).toHaveValue('lowestPrice');

    // Load more: another page of cards comes in under the first.
    const before = await page.getByTestId('product-card').count();
    const loadMore = page.getByTestId('load-more');
    if (await loadMore.isVisible()) {
      await loadMore.click();
      await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(before);
    }

    // Product -> size -> add to bag.
    await page.getByTestId('product-card').first().click();
    await expect(page).toHaveURL(/\/p\/\d+$/);
    await waitForHydration(page);
    const addToBag = page.getByTestId('add-to-bag');
    const sizes = page.getByTestId('size-option');
    await expect(sizes.first()).toBeVisible();
    await expect(addToBag).toBeDisabled();
    // Sizes are ui SizeSelector radios: a sold-out one carries data-disabled.
    await sizes.and(page.locator(':not([data-disabled])')).first().click();
    await expect(addToBag).toBeEnabled();
    await addToBag.click();
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 1));
    // The count survives a reload (the bag lives in the back-end).
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 1));
  });
}
