// Stores and workshop prices (issue 19, journeys 5 and 6) in Debian's Chromium against the
// embedded sandbox: find a store in Madrid, open its page, book a product in it from the
// product page and read the booking the sandbox stored; the no-stock-in-store message; the
// mx-es workshop table with the more-than-two-years toggle; sa-ar (RTL); axe on every screen.
import { mkdirSync } from 'node:fs';
import { expect, request, test, type Page } from '@playwright/test';
import { quietContext, waitForHydration } from './helpers.js';
import { SANDBOX_URL } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

// Screenshots go where STORES_SHOTS says (outside the e2e output folder the next run empties).
const SHOTS = process.env['STORES_SHOTS'] ?? 'test-results/screenshots';
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };
// Madrid Serrano (sandbox seed-stores.ts) stocks every product early in each category;
// 100701 is one of them, without sizes.
const PRODUCT = '100701';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${device}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** What the sandbox stored for a booking (its admin side; never reachable through the shop). */
async function storedBooking(id: string): Promise<unknown> {
  const api = await request.newContext({ baseURL: SANDBOX_URL });
  const answer = await api.get(`/sandbox/reservations/${id}`);
  const body = answer.ok() ? ((await answer.json()) as unknown) : null;
  await api.dispose();
  return body;
}

async function fillBooking(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Madrid Serrano/ }).check();
  await dialog.getByTestId('booking-name').fill('Ana Martín');
  await dialog.getByTestId('booking-email').fill('ana.booking@example.com');
  await dialog.getByTestId('booking-phone').fill('+34 600 111 222');
  await dialog.getByTestId('booking-consent').check();
}

test('journey 5: find a store in Madrid, open its page, book a product in it', async ({ page }) => {
  await page.goto('/es-es/stores/');
  await waitForHydration(page);
  await expect(page.getByTestId('store-item').first()).toBeVisible();
  await page.getByTestId('store-search').fill('Madrid');
  await page.getByTestId('store-search').press('Enter');
  await expect(page).toHaveURL(/\/es-es\/stores\/\?q=Madrid&country=ES$/);
  const items = page.getByTestId('store-item');
  await expect(items).toHaveCount(3);
  await expect(page.getByTestId('store-results')).toContainText('3');
  // The map places the three shops inside Spain's bounds (so close they are one marker with
  // their count), and names itself.
  const map = page.getByTestId('store-map');
  await expect(map.locator('[data-store-id]')).toHaveAttribute('data-store-id', '1001 1002 1003');
  await expect(map.locator('[data-store-id]')).toContainText('3');
  await expect(map).toHaveAttribute('aria-label', /3/);
  expect(await seriousViolations(page), 'store finder').toEqual([]);
  await shoot(page, 'stores-finder-es-es');

  await items.first().getByRole('link', { name: 'Madrid Serrano' }).click();
  await expect(page).toHaveURL(/\/es-es\/stores\/1001-/);
  const detail = page.getByTestId('store-detail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Madrid Serrano');
  await expect(detail.locator('address')).toContainText('Calle de Serrano 18');
  await expect(detail.getByRole('definition').first()).toContainText(/\d{2}:\d{2}/);
  await expect(page.getByTestId('store-directions')).toHaveAttribute(
    'href',
    /destination=40\.4237,-3\.6875/,
  );
  expect(await seriousViolations(page), 'store page').toEqual([]);
  await shoot(page, 'stores-detail-es-es');

  await page.goto(`/es-es/p/${PRODUCT}`);
  await waitForHydration(page);
  await page.getByTestId('book-in-store').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('booking-store').first()).toBeVisible();
  // Nothing chosen or typed: every mistake is said, nothing is booked.
  await dialog.getByTestId('booking-submit').click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await fillBooking(page);
  expect(await seriousViolations(page), 'booking dialog').toEqual([]);
  await shoot(page, 'stores-booking-es-es');
  await dialog.getByTestId('booking-submit').click();
  const done = dialog.getByTestId('booking-done');
  await expect(done).toContainText('Madrid Serrano');
  const code = /(\d+)\.?$/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(code).not.toBe('');
  expect(await storedBooking(code)).toMatchObject({
    productCode: PRODUCT,
    storeId: '1001',
    userData: { name: 'Ana Martín', email: 'ana.booking@example.com', phone: '+34 600 111 222' },
  });
});

test('a store that lost its stock answers pointOfServiceCode: the no-stock message', async ({
  page,
}) => {
  await page.goto(`/es-es/p/${PRODUCT}`);
  await waitForHydration(page);
  // The shop sold the last one between the list and the booking: the back-end's own refusal.
  await page.route('**/productreservation', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [
          {
            type: 'ValidationError',
            message: 'No stock',
            reason: 'invalid',
            subject: 'pointOfServiceCode',
          },
        ],
      }),
    }),
  );
  await page.getByTestId('book-in-store').click();
  await fillBooking(page);
  await page.getByRole('dialog').getByTestId('booking-submit').click();
  await expect(page.getByTestId('booking-error')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('booking-error')).toContainText(/stock/i);
  await expect(page.getByTestId('booking-name')).toHaveValue('Ana Martín');
});

test('an unknown store is the 404 page', async ({ page }) => {
  const answer = await page.goto('/es-es/stores/9999-nowhere');
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
});

test('sa-ar (RTL): no shops in the country, then Spain from the country select', async ({
  page,
}) => {
  await page.goto('/sa-ar/stores/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('no-stores')).toBeVisible();
  await page.getByTestId('store-country').selectOption('ES');
  await page.getByTestId('store-search').fill('Madrid');
  await page.getByTestId('store-search').press('Enter');
  await expect(page.getByTestId('store-item')).toHaveCount(3);
  expect(await seriousViolations(page), 'store finder sa-ar').toEqual([]);
  await shoot(page, 'stores-finder-sa-ar');
  await page.getByTestId('store-item').first().getByRole('link').first().click();
  await expect(page.getByTestId('store-detail')).toBeVisible();
  expect(await seriousViolations(page), 'store page sa-ar').toEqual([]);
  await shoot(page, 'stores-detail-sa-ar');
});

test('journey 6: the mx-es workshop table with the two-years toggle', async ({ page }) => {
  // Reached as a shopper reaches it: the services menu links it (issue 32.7).
  await page.goto('/mx-es/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Precios del taller' }).first().click();
  await expect(page).toHaveURL(/\/mx-es\/workshop\/$/);
  const table = page.getByTestId('workshop-table');
  await expect(table.getByTestId('workshop-category')).toHaveCount(4);
  // Maintenance first; then the repair table, in pesos.
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await table.getByTestId('sort-select').selectOption('repair');
  const shrink = table
    .getByTestId('workshop-row')
    .filter({ hasText: /anillo/i })
    .first();
  await expect(shrink).toContainText('380');
  await expect(shrink).toContainText('500');
  expect(await seriousViolations(page), 'workshop table').toEqual([]);
  await shoot(page, 'workshop-mx-es');

  await page.getByTestId('workshop-two-years').click();
  await expect(table.getByTestId('workshop-category')).toHaveCount(3);
  await expect(table.getByRole('switch')).toBeChecked();
  expect(await seriousViolations(page), 'workshop table, older pieces').toEqual([]);
  await shoot(page, 'workshop-mx-es-older');
});

test('the workshop page exists only where there are tables', async ({ page }) => {
  await page.goto('/es-es/workshop/');
  await expect(page.getByTestId('workshop-table')).toBeVisible();
  await expect(page.getByTestId('workshop-table')).toContainText('€');
  await shoot(page, 'workshop-es-es');
  const answer = await page.goto('/fr-fr/workshop/');
  expect(answer?.status()).toBe(404);
  // No menu links a page the site does not have.
  await page.goto('/fr-fr/');
  await expect(page.locator('a[href="/fr-fr/workshop/"]')).toHaveCount(0);
  const rtl = await page.goto('/sa-ar/workshop/');
  expect(rtl?.status()).toBe(404);
  await shoot(page, 'workshop-sa-ar-404');
});
