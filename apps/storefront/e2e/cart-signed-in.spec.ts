import { expect, test, type Page } from '@playwright/test';
import { emptyAccountBags, openSandboxDb, type SandboxDb } from './cart-sandbox.js';
import { quietContext, waitForHydration } from './helpers.js';

// Issue 17, the bag page of a signed-in shopper (docs/product/shipping.md §7;
// docs/product/bag.md §8.2; docs/product/shipping.md §7; docs/product/loyalty.md §5.3): the loyalty
// free-shipping box, the employee discount and the toussis, each asserted on screen and in what the
// sandbox stored.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const SITE = 'es-es';
const PASSWORD = 'Atelier-2026!';

/** A product cheaper than free shipping (standard shipping costs 4.95 below it), in stock. */
function cheapProduct(db: SandboxDb): string {
  const row = db
    .prepare<[], { code: string }>(
      `SELECT p.code FROM products p JOIN product_prices r ON r.code = p.code AND r.currency = 'EUR'
       JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB'
       WHERE p.base_code IS NULL AND p.kind != 'ring' AND p.is_toussi = 0 AND p.notify_me = 0
         AND r.price < 40 AND s.level > 20 ORDER BY p.code LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no cheap product in stock');
  return row.code;
}

/** The switches the account's current bag holds (shouldApplyPromotion), as stored. */
function storedSwitches(uid: string): Record<string, boolean> {
  const db = openSandboxDb();
  try {
    const row = db
      .prepare<[string], { applied_promotions: string }>(
        `SELECT applied_promotions FROM carts WHERE user_uid = ? AND status = 'open'
         AND EXISTS (SELECT 1 FROM cart_entries e WHERE e.cart_code = carts.code)
         ORDER BY updated_at DESC LIMIT 1`,
      )
      .get(uid);
    return row ? (JSON.parse(row.applied_promotions) as Record<string, boolean>) : {};
  } finally {
    db.close();
  }
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`/${SITE}/register/`);
  await waitForHydration(page);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByTestId('login-submit').click();
  await page.waitForURL(`**/${SITE}/my-account/**`);
}

async function addFromProductPage(page: Page, code: string): Promise<void> {
  await page.goto(`/${SITE}/p/${code}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await page.keyboard.press('Escape');
}

async function openCart(page: Page): Promise<void> {
  await page.goto(`/${SITE}/cart/`);
  await waitForHydration(page);
  await expect(page.getByTestId('cart-lines').getByTestId('bag-line')).toHaveCount(1);
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
}

const shippingRow = (page: Page) =>
  page
    .getByRole('region', { name: 'Resumen del pedido' })
    .locator('dt', { hasText: 'Envío' })
    .locator('+ dd');

/** Standard shipping, chosen on the page (the account's bag was reset to no method). */
async function chooseStandardShipping(page: Page): Promise<void> {
  await page.getByTestId('shipping-method-standard').click();
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
  await expect(shippingRow(page)).toContainText('4,95');
}

test('a loyalty member ships free with the loyalty box, kept after a reload; four toussis to pick up', async ({
  page,
}) => {
  const uid = 'shopper@example.com';
  const db = openSandboxDb();
  const product = cheapProduct(db);
  emptyAccountBags(db, uid);
  // Six rewards ready to pick up, each with stock: the bag lists the first four
  // (docs/product/loyalty.md §5.3).
  const rewards = db
    .prepare<[], { code: string }>(
      `SELECT p.code FROM products p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB'
       WHERE p.base_code IS NULL AND p.kind != 'ring' AND s.level > 5 ORDER BY p.code DESC LIMIT 6`,
    )
    .all()
    .map((row) => row.code);
  const insert = db.prepare(
    'INSERT INTO loyalty_toussis (user_uid, toussi_number, product_code, state, needed_points) VALUES (?, ?, ?, 2, 10)',
  );
  rewards.forEach((code, index) => insert.run(uid, 900 + index, code));
  db.close();
  try {
    await signIn(page, uid);
    await addFromProductPage(page, product);
    await openCart(page);
    await chooseStandardShipping(page);

    const box = page.getByTestId('loyalty-free-shipping');
    await expect(box).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(page.getByLabel('Usar mi envío gratuito')).toBeVisible();
    await expect(shippingRow(page)).toContainText('4,95');
    const total = page.getByTestId('summary-total');
    const before = await total.textContent();

    await box.click();
    await expect(box).toBeChecked();
    await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
    await expect(shippingRow(page)).toHaveText('Gratis');
    await expect(total).not.toHaveText(before ?? '');
    expect(storedSwitches(uid)).toMatchObject({ LOYALTY_FREE_SHIPPING: true });

    // The box stays (checked) after a reload, so the shopper can switch it off again.
    await openCart(page);
    await expect(page.getByTestId('loyalty-free-shipping')).toBeChecked();
    await expect(shippingRow(page)).toHaveText('Gratis');
    await page.getByTestId('loyalty-free-shipping').click();
    await expect(page.getByTestId('loyalty-free-shipping')).not.toBeChecked();
    await expect(shippingRow(page)).toContainText('4,95');
    expect(storedSwitches(uid)).toMatchObject({ LOYALTY_FREE_SHIPPING: false });

    const toussis = page.getByRole('region', { name: 'Tus recompensas para recoger en tienda' });
    await expect(toussis.getByRole('listitem')).toHaveCount(4);
  } finally {
    const cleanup = openSandboxDb();
    cleanup
      .prepare('DELETE FROM loyalty_toussis WHERE user_uid = ? AND toussi_number >= 900')
      .run(uid);
    emptyAccountBags(cleanup, uid);
    cleanup.close();
  }
});

test('an employee switches the employee discount on and off; a guest is never offered it', async ({
  page,
}) => {
  const uid = 'employee@example.com';
  const db = openSandboxDb();
  const product = cheapProduct(db);
  emptyAccountBags(db, uid);
  db.close();

  await signIn(page, uid);
  await addFromProductPage(page, product);
  await openCart(page);
  await chooseStandardShipping(page);
  // No loyalty membership: no free-shipping box for the employee.
  await expect(page.getByTestId('loyalty-free-shipping')).toHaveCount(0);
  const discount = page.getByTestId('employee-discount');
  await expect(discount).not.toBeChecked();
  const total = page.getByTestId('summary-total');
  const before = await total.textContent();

  await discount.click();
  await expect(discount).toBeChecked();
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
  await expect(total).not.toHaveText(before ?? '');
  expect(storedSwitches(uid)).toMatchObject({ EMPLOYEE_DISCOUNT: true });

  await discount.click();
  await expect(discount).not.toBeChecked();
  await expect(total).toHaveText(before ?? '');
  expect(storedSwitches(uid)).toMatchObject({ EMPLOYEE_DISCOUNT: false });

  // A guest's bag page has neither switch.
  await page.context().clearCookies();
  await page.goto(`/${SITE}/p/${product}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await openCart(page);
  await expect(page.getByTestId('employee-discount')).toHaveCount(0);
  await expect(page.getByTestId('loyalty-free-shipping')).toHaveCount(0);
});
