import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  addThroughShop,
  cartGuid,
  openSandboxDb,
  plainProductPricedWithin,
} from './cart-sandbox.js';
import { quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';
import { addFaults, clearFaults, SANDBOX_URL, userToken } from './sandbox-admin.js';

// Issue 31 point 6: express checkout from the bag page and the bag drawer
// (docs/product/payments.md §5.1, docs/product/checkout.md §11). The wallet's sheet gives the
// contact, its address fills the checkout, the wallet pays what the back-end decides, and the
// shopper lands on the confirmation with isExpress=true, where a guest may register.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));
test.afterEach(async () => clearFaults());

const SHOTS = '/work/notes/shots-express';
const VIEWPORTS = [
  ['1280', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const;
const unique = (what: string) =>
  `express.${what}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;

interface StoredOrder {
  code: string;
  payment_mode: string;
  payment_status: string;
}

/** The orders the sandbox placed for the cart. */
function ordersOf(guid: string): StoredOrder[] {
  const db = openSandboxDb();
  try {
    return db
      .prepare<[string], StoredOrder>(
        `SELECT o.code, o.payment_mode, o.payment_status
           FROM orders o JOIN carts c ON c.code = o.cart_code WHERE c.guid = ?`,
      )
      .all(guid);
  } finally {
    db.close();
  }
}

/** A guest bag with one plain product (picked by price: stock changes as the suite runs). */
async function guestBag(page: Page, site: string): Promise<string> {
  const db = openSandboxDb();
  const product = plainProductPricedWithin(db, 5, 20, 150);
  db.close();
  await page.goto(`/${site}/`);
  await waitForHydration(page);
  await addThroughShop(page, site, [{ code: product }]);
  return cartGuid(page, site);
}

async function openCart(page: Page, site: string): Promise<Locator> {
  await page.goto(`/${site}/cart/`);
  await waitForHydration(page);
  const cart = page.getByTestId('cart');
  await expect(cart).toHaveAttribute('aria-busy', 'false');
  return cart;
}

/** The wallet's sheet: the e-mail it shares, then pay. */
async function payInSheet(page: Page, email: string): Promise<void> {
  const sheet = page.getByTestId('wallet-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('wallet-email').fill(email);
  await sheet.getByTestId('wallet-pay').click();
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, size] of VIEWPORTS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('es-es: a guest pays from the bag page with Google Pay, lands on the confirmation and registers', async ({
  page,
}) => {
  const guid = await guestBag(page, 'es-es');
  const cart = await openCart(page, 'es-es');
  const express = cart.getByTestId('express-checkout');
  // The site's express wallets the back-end enables, as their own buttons in Spanish.
  await expect(express.getByRole('button')).toHaveCount(3);
  await expect(express.getByRole('button', { name: 'Pagar con Apple Pay' })).toBeVisible();
  await expect(express.getByRole('button', { name: 'Pagar con Google Pay' })).toBeVisible();
  await expect(express.getByRole('button', { name: 'Pagar con PayPal' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'es-es-bag');
  // The buttons close up, to compare with the wallets' own.
  await express.screenshot({ path: `${SHOTS}/es-es-wallet-buttons.png` });

  const email = unique('bag');
  await express.getByTestId('express-googlepay').click();
  await payInSheet(page, email);
  await expect(page).toHaveURL(/\/es-es\/checkout\/confirmation\/\?.*isExpress=true/);
  const code = page.getByTestId('order-code');
  await expect(code).toBeVisible();
  const orders = ordersOf(guid);
  expect(orders).toEqual([
    expect.objectContaining({ payment_mode: 'googlepay', payment_status: 'PAID' }),
  ]);
  await expect(code).toHaveText(orders[0]!.code);

  // The express register: the wallet's e-mail, a password, the privacy policy.
  const register = page.getByTestId('express-register');
  await expect(register.getByTestId('express-register-email')).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'es-es-confirmation');
  await register.getByTestId('express-register-password').fill('Express-2026!');
  await register.getByTestId('express-register-privacy').check();
  await register.getByTestId('express-register-submit').click();
  await expect(page.getByTestId('express-registered')).toBeVisible({ timeout: 30_000 });
  // The account exists with that password (the back-end's own token endpoint says so).
  expect(await userToken(email, 'Express-2026!')).not.toBe('');
});

test('es-es: from the bag drawer with Apple Pay; the express register cannot take over an existing account', async ({
  page,
}) => {
  const guid = await guestBag(page, 'es-es');
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('banner').getByTestId('bag-count').locator('..').click();
  const drawer = page.getByTestId('bag-drawer');
  await expect(drawer.getByTestId('bag-line')).toHaveCount(1);
  const apple = drawer.getByTestId('express-applepay');
  await expect(apple).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="bag-drawer"]')).toEqual([]);
  // The drawer is over the page: the viewport is what the shopper sees.
  await shoot(page, 'es-es-drawer', false);

  // The wallet shares the e-mail of a shopper who has an account: a guest may buy with it...
  await apple.click();
  await payInSheet(page, 'shopper@example.com');
  await expect(page).toHaveURL(/\/es-es\/checkout\/confirmation\/\?.*isExpress=true/);
  await expect(page.getByTestId('order-code')).toBeVisible();
  expect(ordersOf(guid)).toEqual([
    expect.objectContaining({ payment_mode: 'applepay', payment_status: 'PAID' }),
  ]);
  // ...but registering it is refused: the error modal with the create-account labels, nobody
  // signed in, and the account's own password still the one that works.
  const register = page.getByTestId('express-register');
  await register.getByTestId('express-register-password').fill('Takeover-2026!');
  await register.getByTestId('express-register-privacy').check();
  await register.getByTestId('express-register-submit').click();
  const modal = page.getByRole('alertdialog');
  await expect(modal).toContainText('No hemos podido crear tu cuenta');
  await expect(page.getByTestId('express-registered')).toHaveCount(0);
  expect(await userToken('shopper@example.com', 'Atelier-2026!')).not.toBe('');
  const refused = await page.request.post(`${SANDBOX_URL}/authorizationserver/oauth/token`, {
    form: { grant_type: 'password', username: 'shopper@example.com', password: 'Takeover-2026!' },
  });
  expect(refused.ok()).toBe(false);
});

test('es-es: a refused express payment from the bag shows the error naming the method; the bag stays', async ({
  page,
}) => {
  const guid = await guestBag(page, 'es-es');
  const cart = await openCart(page, 'es-es');
  const lines = await cart.getByTestId('bag-line').count();
  await addFaults([{ path: '*/googlepay/createpayment', method: 'POST', status: 400, times: 3 }]);
  await cart.getByTestId('express-googlepay').click();
  await payInSheet(page, unique('refused'));
  const modal = page.getByTestId('express-error');
  await expect(modal).toContainText('Google Pay');
  await expect(page).toHaveURL(/\/es-es\/cart\/$/);
  expect(ordersOf(guid)).toEqual([]);
  await modal.getByRole('button').first().click();
  await expect(cart.getByTestId('bag-line')).toHaveCount(lines);
  await expect(page.getByTestId('bag-count')).not.toHaveAttribute('data-count', '0');
});

test('sa-ar: Apple Pay from the bag page to the confirmation, in Arabic with its own digits', async ({
  page,
}) => {
  const guid = await guestBag(page, 'sa-ar');
  const cart = await openCart(page, 'sa-ar');
  const apple = cart.getByTestId('express-applepay');
  await expect(apple).toBeVisible();
  // Named in Arabic; its mark stays the brand's, left to right.
  await expect(apple).not.toHaveAttribute('aria-label', /Pay with/);
  await expect(apple.locator('[dir="ltr"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'sa-ar-bag');
  await apple.screenshot({ path: `${SHOTS}/sa-ar-wallet-button.png` });

  await apple.click();
  // The sheet's pay button writes the amount in the site's digits.
  await expect(page.getByTestId('wallet-pay')).toHaveText(/[٠-٩]/);
  await payInSheet(page, unique('sa'));
  await expect(page).toHaveURL(/\/sa-ar\/checkout\/confirmation\/\?.*isExpress=true/);
  await expect(page.getByTestId('order-code')).toBeVisible();
  expect(ordersOf(guid)).toEqual([
    expect.objectContaining({ payment_mode: 'applepay', payment_status: 'PAID' }),
  ]);
  await expect(page.getByTestId('order-total')).toHaveText(/[٠-٩]/);
  await expect(page.getByTestId('express-register')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'sa-ar-confirmation');
});
