import { expect, test, type Page } from '@playwright/test';
import { addThroughShop, openSandboxDb, plainProducts } from './cart-sandbox.js';
import { openCheckout } from './checkout-steps.js';
import { quietContext, waitForHydration, shootAtTwoWidths } from './helpers.js';
import { unique } from './my-account-helpers.js';
import { occPost, userToken } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

// Issue 31 points 5 and 7, journeys a shopper takes a second time round: signing in at the
// checkout when the account already held a bag (the merge warning my-account shows,
// docs/product/bag.md §2.3), and paying by card a cart whose OXXO order was already placed
// (docs/product/checkout.md §8.1: the order's confirmation, not a generic error).
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const SHOTS = process.env['SHOTS_DIR'] ?? '/tmp/shots-bag-rest';
const PASSWORD = 'Atelier-2026!';

const shots = (page: Page, name: string) => shootAtTwoWidths(page, SHOTS, name);

/** The codes in the account's open bag on the sandbox (one bag after the merge). */
function accountBag(email: string): string[] {
  const db = openSandboxDb();
  try {
    return db
      .prepare<[string], { product_code: string }>(
        `SELECT e.product_code FROM cart_entries e JOIN carts c ON c.code = e.cart_code
         WHERE c.user_uid = ? AND c.status = 'open' AND e.is_gift = 0`,
      )
      .all(email.toLowerCase())
      .map((row) => row.product_code);
  } finally {
    db.close();
  }
}

const NAMES = { 'es-es': 'Lola', 'sa-ar': 'ليلى' } as const;

for (const site of ['es-es', 'sa-ar'] as const) {
  test(`point 5 on ${site}: signing in at the checkout merges the account's saved bag and says so`, async ({
    page,
  }) => {
    // A shopper of their own (the seeded one's bag would meet later journeys), whose account
    // already holds a bag from another visit.
    const email = unique('merge');
    const firstName = NAMES[site];
    const created = await occPost(site, '/users', {
      email,
      name: firstName,
      surname: 'Test',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const token = await userToken(email, PASSWORD);
    const db = openSandboxDb();
    const [saved, guest] = plainProducts(db, 20, 2);
    db.close();
    const cart = await occPost(site, '/users/current/carts', {}, token);
    const code = (cart.body as { code: string }).code;
    const added = await occPost(
      site,
      `/users/current/carts/${code}/entries`,
      { product: { code: saved! }, quantity: 1 },
      token,
    );
    expect(added.status).toBeLessThan(300);

    await page.goto(`/${site}/`);
    await waitForHydration(page);
    await addThroughShop(page, site, [{ code: guest! }]);
    await openCheckout(page, site);
    const login = page.getByTestId('login-form');
    await login.locator('input[name="email"]').fill(email);
    await login.locator('input[name="password"]').fill(PASSWORD);
    await login.getByTestId('login-submit').click();

    const warning = page.getByTestId('merge-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(firstName);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `checkout-merge-warning-${site}`);
    // Going on keeps the shopper in the checkout with both products.
    await warning.getByRole('button').last().click();
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${site}/checkout/`));
    const stored = accountBag(email);
    expect(stored).toEqual(expect.arrayContaining([saved, guest]));
  });
}

const MX_ADDRESS = {
  firstName: 'Lucía',
  lastName: 'Pérez',
  line1: 'Avenida Reforma 10',
  postalCode: '06600',
  town: 'Ciudad de México',
  city: { code: 'CDMX', name: 'Ciudad de México' },
  region: { isocode: 'MX-CMX', name: 'Ciudad de México' },
  country: { isocode: 'MX' },
  phone: '5512345678',
};

/** A guest bag on mx-es with e-mail, address and standard delivery set as the steps set them. */
async function readyMexicanBag(page: Page): Promise<string> {
  const db = openSandboxDb();
  const [product] = plainProducts(db, 5, 1);
  db.close();
  await page.goto('/mx-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'mx-es', [{ code: product! }]);
  const mail = `oxxo.${Date.now()}@example.com`;
  const answer = await page.evaluate(
    async ({ body, email }) => {
      const guid = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((part) => part.startsWith('atelier_cart_mx-es='))
          ?.split('=')[1] ?? '',
      );
      const cart = `/api/commerce/occ/v2/mx-es/users/anonymous/carts/${guid}`;
      const json = { 'content-type': 'application/json' };
      const put = (path: string, data: unknown) =>
        fetch(`${cart}${path}`, { method: 'PUT', headers: json, body: JSON.stringify(data) });
      const codes = [
        (await put('/email', { email })).status,
        (await put('/guestdata', { email, name: body.firstName, surname: body.lastName })).status,
        (await put('/addresses/delivery', body)).status,
        (await fetch(`${cart}/deliverymode?deliveryModeId=standard`, { method: 'PUT' })).status,
      ];
      return { guid, codes };
    },
    { body: MX_ADDRESS, email: mail },
  );
  expect(answer.codes.every((status) => status < 300)).toBe(true);
  return answer.guid;
}

function ordersOf(guid: string): { code: string; payment_mode: string }[] {
  const db = openSandboxDb();
  try {
    return db
      .prepare<[string], { code: string; payment_mode: string }>(
        `SELECT o.code, o.payment_mode FROM orders o JOIN carts c ON c.code = o.cart_code
         WHERE c.guid = ?`,
      )
      .all(guid);
  } finally {
    db.close();
  }
}

/** Fills a field of the shipping form by its name; mx-es offers state and city as pickers. */
async function fillIf(page: Page, name: string, value: string): Promise<void> {
  const main = page.getByRole('main');
  const picker = main.locator(`select[name="${name}"]`).first();
  if ((await picker.count()) > 0 && (await picker.isVisible())) {
    await picker.selectOption({ label: value });
    return;
  }
  const field = main.locator(`input[name="${name}"]`).first();
  if ((await field.count()) === 0 || !(await field.isVisible())) return;
  await field.fill(value);
  if ((await field.getAttribute('role')) === 'combobox') {
    await page.getByRole('option', { name: value }).first().click();
  }
}

/** The checkout up to its payment step, the shipping form filled as a Mexican guest fills it. */
async function toPaymentStep(page: Page): Promise<void> {
  await page.goto('/mx-es/checkout/payment/');
  const card = page.getByTestId('payment-method-card');
  const send = page.getByTestId('checkout-continue');
  await expect(card.or(send).first()).toBeVisible();
  if (!(await card.isVisible())) {
    await fillIf(page, 'name', MX_ADDRESS.firstName);
    await fillIf(page, 'surname', MX_ADDRESS.lastName);
    await fillIf(page, 'address', MX_ADDRESS.line1);
    await fillIf(page, 'postalCode', MX_ADDRESS.postalCode);
    await fillIf(page, 'region', 'Ciudad de México');
    await fillIf(page, 'city', 'Cuauhtémoc');
    await fillIf(page, 'phone', MX_ADDRESS.phone);
    await fillIf(page, 'nationalId', 'PEGL800101HDFRRC09');
    await send.click();
  }
  await expect(card).toBeVisible();
}

test('point 7 on mx-es: an OXXO order placed, then card on the same cart goes to the OXXO order with its reference', async ({
  page,
}) => {
  const guid = await readyMexicanBag(page);
  await toPaymentStep(page);
  await page.getByTestId('payment-method-oxxo').click();
  await page.getByTestId('payment-panel-oxxo').getByTestId('pay').click();
  const voucher = page.getByTestId('payment-voucher');
  await expect(voucher).toBeVisible();
  const reference = ((await voucher.getByTestId('voucher-reference').textContent()) ?? '').trim();
  expect(reference).toMatch(/^\d{9}$/);
  const [order] = ordersOf(guid);
  expect(order?.payment_mode).toBe('oxxo');

  // Still on the payment step, the shopper changes their mind: card, and pay.
  const card = page.getByTestId('payment-method-card');
  await expect(card).toBeVisible();
  await card.click();
  const form = page.getByTestId('card-payment');
  await form.locator('input[autocomplete="cc-name"]').fill('Lucía Pérez');
  await form.locator('input[autocomplete="cc-number"]').fill('4111 1111 1111 1111');
  await form.locator('input[autocomplete="cc-exp"]').fill('03/30');
  await form.locator('input[autocomplete="cc-csc"]').fill('737');
  await form.getByTestId('pay').click();
  // The OXXO order's confirmation, its reference still there; no generic error, no new order.
  await expect(page.getByTestId('order-code')).toContainText(order!.code, { timeout: 30_000 });
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByTestId('checkout-error')).toHaveCount(0);
  expect(ordersOf(guid)).toHaveLength(1);
  // The summary column shows the order's lines and total, as the shopper saw them before.
  const summary = page.getByTestId('checkout-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('$');
  await shots(page, 'oxxo-then-card-mx-es');
});
