// Order tracking without an account (issue 18, journey 1's end; docs/product/orders.md §5) in
// Debian's Chromium against the embedded sandbox: an order placed in the sandbox over its OCC API
// is found by code + e-mail and by id + surname + postal code; a wrong e-mail is not found; the
// seeded shopper's orders in other statuses show their own step as current; a site tracks
// its own orders only (sa-ar finds a sa-ar order, not the es-es shop's).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { quietContext, waitForHydration } from './helpers.js';
import { DELIVERY_ADDRESSES, placeOrder, productInStock, setOrderStatus } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

const SITE = 'es-es';
// Screenshots go where TRACKING_SHOTS says (outside the e2e output folder the next run empties).
const SHOTS = process.env['TRACKING_SHOTS'] ?? 'test-results/screenshots';
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };
// The seeded shopper (sandbox seed-orders.ts): one order per back-end status from 90000001,
// shipping methods in turn, every one with surname Martín and postal code 28001.
const SHOPPER = 'shopper@example.com';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const unique = () => `guest-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function openTracking(page: Page, site = SITE): Promise<void> {
  await page.goto(`/${site}/tracking-order/`);
  await waitForHydration(page);
}

async function trackByEmail(page: Page, code: string, email: string): Promise<number> {
  await page.getByTestId('tracking-code').fill(code);
  await page.getByTestId('tracking-email').fill(email);
  const answer = page.waitForResponse((r) => r.url().includes('/api/tracking-order/'));
  await page.getByTestId('tracking-submit').click();
  return (await answer).status();
}

const steps = (page: Page) => page.getByTestId('order-timeline').getByTestId('timeline-step');

async function currentStep(page: Page): Promise<string | null> {
  return page
    .getByTestId('order-timeline')
    .locator('[data-testid="timeline-step"][data-state="current"]')
    .getAttribute('data-status');
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a guest tracks a new order by code and e-mail, then by id, surname and postal code', async ({
  page,
}) => {
  const email = unique();
  const code = await placeOrder(
    SITE,
    { guestEmail: email },
    { lastName: 'Serrano', productCode: await productInStock(SITE) },
  );
  await openTracking(page);
  await expect(page).toHaveTitle(/^Seguimiento de pedido/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seguimiento de pedido');
  expect(await seriousViolations(page), 'the tracking form').toEqual([]);

  // Empty fields are said field by field, and nothing is asked of the server.
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByText('Rellena este campo')).toHaveCount(2);
  await expect(page.getByTestId('tracking-code')).toBeFocused();

  expect(await trackByEmail(page, code, email.toUpperCase())).toBe(200);
  await expect(page.getByTestId('order-code')).toHaveText(code);
  await expect(steps(page)).toHaveCount(4);
  await expect(steps(page).first()).toHaveAttribute('data-status', 'BOUGHT');
  await expect(steps(page).first()).toHaveAttribute('data-state', 'current');
  await expect(steps(page).nth(1)).toHaveAttribute('data-state', 'pending');
  await expect(page.getByTestId('order-status')).toHaveText('Pedido realizado');
  expect(await seriousViolations(page), 'a found order').toEqual([]);

  await page.getByTestId('tracking-another').click();
  await page.getByTestId('tracking-mode-postalCode').check();
  await page.getByTestId('tracking-id').fill(code);
  await page.getByLabel('Primer apellido', { exact: true }).fill('serrano');
  await page.getByLabel('Código postal', { exact: true }).fill('28001');
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('order-code')).toHaveText(code);
  expect(await currentStep(page)).toBe('BOUGHT');
});

test("another shopper's order code with a wrong e-mail is not found, like a missing order", async ({
  page,
}) => {
  await openTracking(page);
  expect(await trackByEmail(page, '90000001', 'attacker@example.com')).toBe(404);
  const alert = page.getByRole('alert').filter({ hasText: 'No encontramos' });
  await expect(alert).toHaveText(
    'No encontramos ningún pedido con estos datos. Revísalos e inténtalo de nuevo.',
  );
  await expect(page.getByTestId('tracked-order')).toHaveCount(0);
  // What was typed stays; a missing code answers the very same.
  await expect(page.getByTestId('tracking-email')).toHaveValue('attacker@example.com');
  expect(await trackByEmail(page, '00000000', 'attacker@example.com')).toBe(404);
  await expect(alert).toBeVisible();
  expect(await seriousViolations(page), 'the not-found message').toEqual([]);
});

test('orders in other statuses show their own step as current, per shipping method', async ({
  page,
}) => {
  // code -> [back-end status, shipping method, the step that is current]
  const cases: [string, string, string][] = [
    ['90000002', 'IN_PROCESS / express', 'IN_PREPARATION'],
    ['90000015', 'CONVERT / sdd, OXXO', 'PAYMENT_PENDING'],
    ['90000016', 'CANCELLED / pickup_2h', 'CANCELLED'],
    ['90000024', 'SHIPPED / pickup', 'RECEIVED_IN_STORE'],
    ['90000028', 'CUSTOMER_RECEIVED / pickup_2h', 'DELIVERED'],
    ['90000031', 'IN_DISTRIBUTION_CARRIER / standard', 'IN_DISTRIBUTION_CARRIER'],
  ];
  await openTracking(page);
  for (const [code, what, step] of cases) {
    expect(await trackByEmail(page, code, SHOPPER), what).toBe(200);
    await expect(page.getByTestId('order-code')).toHaveText(code);
    expect(await currentStep(page), what).toBe(step);
    if (step === 'IN_DISTRIBUTION_CARRIER') {
      // The AfterShip page is preferred as the locate-order link.
      await expect(page.getByTestId('locate-order')).toHaveAttribute(
        'href',
        'https://aftership.example.com/90000031',
      );
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await shoot(page, `tracking-result-es-es-${name}`);
      }
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    await page.getByTestId('tracking-another').click();
  }
  await page.getByTestId('tracking-submit').click();
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await shoot(page, `tracking-form-es-es-${name}`);
  }
});

test('sa-ar (RTL): the tracking page in Arabic, right to left; a sa-ar order only', async ({
  page,
}) => {
  // A base site tracks its own orders: a guest's sa-ar order, on its way with the carrier.
  const email = unique();
  const code = await placeOrder(
    'sa-ar',
    { guestEmail: email },
    {
      lastName: 'Haddad',
      productCode: await productInStock(SITE),
      address: DELIVERY_ADDRESSES['sa-ar'],
    },
  );
  await setOrderStatus(code, 'IN_DISTRIBUTION_CARRIER');
  await openTracking(page, 'sa-ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(/^تتبع طلبك/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تتبع طلبك');
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await shoot(page, `tracking-form-sa-ar-${name}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  expect(await seriousViolations(page), 'the Arabic form').toEqual([]);
  // The es-es shop's order is not found here, the same answer as a missing one.
  expect(await trackByEmail(page, '90000031', SHOPPER)).toBe(404);
  await expect(page.getByTestId('tracked-order')).toHaveCount(0);
  expect(await trackByEmail(page, code, email)).toBe(200);
  await expect(page.getByTestId('order-code')).toHaveText(code);
  expect(await currentStep(page)).toBe('IN_DISTRIBUTION_CARRIER');
  await expect(page.getByTestId('order-status')).toHaveText('في الطريق');
  expect(await seriousViolations(page), 'an Arabic result').toEqual([]);
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await shoot(page, `tracking-result-sa-ar-${name}`);
  }
});

test('the cross-border checkout page: on a provider-managed site only; an empty bag goes to the bag', async ({
  page,
}) => {
  // The provider's checkout and its fallback are cross-border.spec.ts's (ADR 0054).
  const managed = await page.goto('/ic-en/checkout/');
  expect(managed?.status()).toBe(200);
  await expect(page).toHaveURL(/\/ic-en\/cart\/$/);
  // Elsewhere the address is the shop's own checkout; with an empty bag that is the cart.
  await page.goto('/es-es/checkout/');
  await expect(page).toHaveURL(/\/es-es\/cart\/$/);
});
