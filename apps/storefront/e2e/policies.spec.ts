import { expect, test, type Page } from '@playwright/test';
import { quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

// docs/product/routes.md §1: policies are also shown as a modal. A form's policy link opens the
// policy over the page, so what the shopper typed stays; it is still a link to the policy's page.

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const CONTACT = '/es-es/help/contact';
const privacyLink = (page: Page) =>
  page.getByTestId('contact-form').getByRole('link', { name: 'Política de privacidad' });

test('a policy link opens the policy in a modal; Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto(CONTACT);
  await waitForHydration(page);
  await page.getByTestId('contact-form').getByLabel('Nombre').fill('Ana');
  const link = privacyLink(page);
  await link.click();
  const modal = page.getByTestId('policy-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Política de privacidad' })).toBeVisible();
  await expect(modal).toContainText('Tratamos tus datos');
  // Still the same page, with what the shopper typed.
  expect(new URL(page.url()).pathname).toBe(CONTACT);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page.getByTestId('contact-form').getByLabel('Nombre')).toHaveValue('Ana');
});

test('a policy the server does not know shows a clear error in the modal; the page stays', async ({
  page,
}) => {
  // As the endpoint answers for an unknown slug.
  await page.route('**/api/policy/**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not found"}' }),
  );
  await page.goto(CONTACT);
  await waitForHydration(page);
  await privacyLink(page).click();
  const error = page.getByTestId('policy-modal').getByTestId('policy-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute('role', 'alert');
  await expect(error.getByRole('link')).toHaveAttribute('href', '/es-es/policies');
  expect(new URL(page.url()).pathname).toBe(CONTACT);
});

test('with a modifier the link opens the policy page in a new tab, no modal', async ({
  page,
  context,
}) => {
  await page.goto(CONTACT);
  await waitForHydration(page);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    privacyLink(page).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/es-es/policies/privacy');
  await expect(page.getByTestId('policy-modal')).toHaveCount(0);
});

test('without JavaScript the link goes to the policy page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await quietContext(context, baseURL);
  const page = await context.newPage();
  await page.goto(`${baseURL}${CONTACT}`);
  await privacyLink(page).click();
  await expect(page).toHaveURL(/\/es-es\/policies\/privacy$/);
  await expect(page.locator('h1')).toHaveText('Política de privacidad');
  await context.close();
});

for (const path of ['/es-es/help', '/sa-ar/help', '/il-iw/policies/privacy', '/es-es/stores/']) {
  test(`axe: no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('from the newsletter popup the policy opens on top; Escape closes only the policy', async ({
  browser,
  baseURL,
}) => {
  // A visitor who has not seen the popup yet (consent given, so no cookie notice).
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'atelier_consent', value: 'all', url: baseURL ?? '' },
    { name: 'atelier_download_app', value: 'closed', url: baseURL ?? '' },
  ]);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${baseURL}/es-es/help`);
  await waitForHydration(page);
  // The site's popup delay, without waiting for it. The popup's part loads after hydration
  // (ADR 0057), so its timer may start after a first jump of the installed clock: the clock
  // moves on until the popup is there, as a real one would.
  const popup = page.getByRole('dialog', { name: 'Suscríbete a la newsletter' });
  await expect(async () => {
    await page.clock.fastForward(20_000);
    await expect(popup).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const link = popup.getByRole('link', { name: 'Política de privacidad' });
  await link.click();
  const policy = page.getByTestId('policy-modal');
  await expect(policy).toContainText('Tratamos tus datos');
  await page.keyboard.press('Escape');
  await expect(policy).toBeHidden();
  await expect(popup).toBeVisible();
  await expect(link).toBeFocused();
  await context.close();
});
