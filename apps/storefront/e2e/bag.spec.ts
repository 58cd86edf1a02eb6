import { expect, test, type Page } from '@playwright/test';
import { countText, quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

/** The product page's own price text, spaces normalised (Intl uses no-break spaces). */
async function pagePrice(page: Page): Promise<string> {
  // The current price (ui Price's <ins>), not a struck-through previous one.
  const text = await page.getByTestId('product-price').locator('ins').first().innerText();
  return text.replace(/\s/g, ' ').trim();
}

const normalised = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

// docs/product/bag.md §2, §3.1: add on the product page -> the drawer shows the
// line with the site's price -> increase -> decrease down to removal -> remove -> empty, and the
// bag survives a reload.
for (const site of ['es-es', 'sa-ar'] as const) {
  test(`bag drawer in ${site}`, async ({ page, context }) => {
    await page.goto(`/${site}/p/101801`);
    await waitForHydration(page);
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 0));
    const price = await pagePrice(page);
    const addToBag = page.getByTestId('add-to-bag');
    await expect(addToBag).toBeEnabled();
    await addToBag.click();

    const drawer = page.getByTestId('bag-drawer');
    await expect(drawer).toBeVisible();
    const line = drawer.getByTestId('bag-line');
    await expect(line).toHaveCount(1);
    await expect.poll(async () => normalised(await line.textContent())).toContain(price);
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 1));
    await expect(drawer.getByTestId('go-to-checkout')).toHaveAttribute(
      'href',
      `/${site}/checkout/shipping`,
    );
    await expect(drawer.getByTestId('go-to-bag')).toHaveAttribute('href', `/${site}/cart`);
    expect(await seriousViolations(page, '[data-testid="bag-drawer"]')).toEqual([]);

    // The drawer slides in from the reading end: the right in LTR, the left in RTL.
    const box = await drawer.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    if (!box) throw new Error('the drawer has no box');
    if (site === 'sa-ar') expect(box.x).toBeLessThan(width / 2);
    else expect(box.x + box.width).toBeGreaterThan(width / 2);

    // The cart id lives in a cookie (docs/product/bag.md §2.1), not in localStorage.
    const cookies = await context.cookies();
    const cartCookie = cookies.find((cookie) => cookie.name === `atelier_cart_${site}`);
    expect(cartCookie?.value).toMatch(/\S/);
    // Served over plain http here: Secure is only set on https pages.
    expect(cartCookie?.secure).toBe(false);

    await line.getByTestId('bag-line-increase').click();
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 2));
    // Two units: the unit price shows beside the line total.
    await expect
      .poll(async () => normalised(await line.getByTestId('bag-line-unit-price').textContent()))
      .toContain(price);

    // The bag survives a reload: it lives in the back-end, found again through the cookie.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 2));

    // Decreasing at quantity 1 removes the line (docs/product/bag.md §3.4): the minus button says
    // so.
    await addToBag.click();
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 3));
    const decrease = line.getByTestId('bag-line-decrease');
    await decrease.click();
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 2));
    await decrease.click();
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 1));
    const removeText = (await line.getByTestId('bag-line-remove').textContent()) ?? '';
    await expect(decrease).toHaveAccessibleName(removeText.trim());
    await decrease.click();
    await expect(drawer.getByTestId('bag-line')).toHaveCount(0);
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 0));
    await expect(drawer.getByTestId('bag-undo')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await addToBag.click();
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 1));
    await drawer.getByTestId('bag-line-remove').click();
    await expect(drawer.getByTestId('bag-line')).toHaveCount(0);
    await expect(page.getByTestId('bag-count')).toHaveText(countText(site, 0));
    await expect(drawer.getByTestId('bag-undo')).toBeVisible();
    await expect(drawer.locator(`a[href="/${site}/"]`)).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="bag-drawer"]')).toEqual([]);
  });
}
