import { expect, test } from '@playwright/test';
import { acceptCookies, quietContext, waitForHydration } from './helpers.js';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

test('the sizes guide opens in a modal from the size selector and closes with Escape', async ({
  page,
}) => {
  await page.goto('/es-es/p/100001');
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Guía de tallas' }).click();
  const modal = page.getByTestId('size-guide-modal');
  await expect(modal).toBeVisible();
  // The content's ring table, with its sizes as row headers.
  await expect(modal.getByRole('table').first()).toBeVisible();
  await expect(modal.getByRole('rowheader').first()).toHaveText(/\d+/);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('?page=2 is its own server-rendered page with prev and next links', async ({ page }) => {
  const response = await page.goto('/es-es/c/11?page=2');
  expect(response?.status()).toBe(200);
  const first = await page.getByTestId('product-card').first().getAttribute('href');
  const pagination = page.getByRole('navigation', { name: 'Páginas' });
  await expect(pagination.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const previous = pagination.getByRole('link', { name: 'Página anterior' });
  await expect(previous).toHaveAttribute('rel', 'prev');
  await expect(previous).toHaveAttribute('href', /\/c\/11$/);
  await expect(pagination.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute(
    'href',
    /\/c\/11\?page=3$/,
  );
  // Crawlers get the sequence in the head as well.
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /\/c\/11$/);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', /\?page=3$/);

  // Page 1 lists other products than page 2.
  await waitForHydration(page);
  await previous.click();
  await expect(page).toHaveURL(/\/c\/11$/);
  await expect(page.getByTestId('product-card').first()).not.toHaveAttribute('href', first ?? '');

  const missing = await page.goto('/es-es/c/11?page=999');
  expect(missing?.status()).toBe(404);
});

test('a malformed filter path is a 404', async ({ page }) => {
  const response = await page.goto('/es-es/c/11/material');
  expect(response?.status()).toBe(404);
  const unknownValue = await page.goto('/es-es/c/11/material-unobtainium');
  expect(unknownValue?.status()).toBe(404);
});
