import { expect, test, type Page } from '@playwright/test';
import { cartGuid, openSandboxDb, type SandboxDb } from './cart-sandbox.js';
import { giveGuestEmail, GOOD_CARD, openCheckout, payByCard } from './checkout-steps.js';
import { quietContext, waitForHydration, shootAtTwoWidths } from './helpers.js';
import { seriousViolations } from './axe.js';

// Issue 31 point 9: same-day delivery and best-cart selection (docs/product/shipping.md §2, §5;
// ADR 0052) reached by a shopper through the shop alone: a piece only Madrid's shops hold is
// added on its product page, the bag's postal-code check does the rest. Products are picked by
// their stock situation in the sandbox at the time of the run (earlier journeys sell stock).
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const POSTAL_CODE = '28001';
const SHOTS = process.env['SHOTS_DIR'] ?? '/tmp/shots-bag-rest';

const shots = (page: Page, name: string) => shootAtTwoWidths(page, SHOTS, name);

const SERVING = `SELECT store_id FROM store_sdd_postal_codes WHERE postal_code = '${POSTAL_CODE}'`;

/** A plain piece with no web stock that a shop serving 28001 holds (the seeded 'store' profile). */
function storeOnlyProduct(db: SandboxDb, above: number): { code: string; price: number } {
  const row = db
    .prepare<[number], { code: string; price: number }>(
      `SELECT p.code, pr.price FROM products p
       JOIN product_prices pr ON pr.code = p.code AND pr.currency = 'EUR'
       WHERE p.base_code IS NULL AND p.kind != 'ring' AND p.is_toussi = 0
         AND COALESCE((SELECT level FROM product_stock s WHERE s.code = p.code AND s.channel = 'WEB'), 0) = 0
         AND EXISTS (SELECT 1 FROM store_stock t WHERE t.code = p.code AND t.level >= 2
                     AND t.store_id IN (${SERVING}))
         AND pr.price > ? ORDER BY p.code LIMIT 1`,
    )
    .get(above);
  if (!row) throw new Error('no store-only product for 28001');
  return row;
}

/** A plain piece the web ships that no shop serving 28001 holds, cheaper than `below`. */
function webOnlyProduct(db: SandboxDb, below: number): { code: string; price: number } {
  const row = db
    .prepare<[number], { code: string; price: number }>(
      `SELECT p.code, pr.price FROM products p
       JOIN product_prices pr ON pr.code = p.code AND pr.currency = 'EUR'
       JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB'
       WHERE p.base_code IS NULL AND p.kind != 'ring' AND p.is_toussi = 0 AND p.notify_me = 0
         AND s.level >= 5 AND pr.price < ?
         AND NOT EXISTS (SELECT 1 FROM store_stock t WHERE t.code = p.code AND t.level > 0
                         AND t.store_id IN (${SERVING}))
       ORDER BY p.code LIMIT 1`,
    )
    .get(below);
  if (!row) throw new Error('no web-only product for 28001');
  return row;
}

function cartRow(guid: string) {
  const db = openSandboxDb();
  try {
    return db
      .prepare<[string], { delivery_mode: string | null; sdd_postal_code: string | null }>(
        'SELECT delivery_mode, sdd_postal_code FROM carts WHERE guid = ?',
      )
      .get(guid);
  } finally {
    db.close();
  }
}

/** The product page's own button, as a shopper adds; the drawer it opens is closed again. */
async function addOnProductPage(page: Page, code: string): Promise<string> {
  await page.goto(`/es-es/p/${code}`);
  await waitForHydration(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const before = Number(await page.getByTestId('bag-count').getAttribute('data-count'));
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByTestId('bag-count')).toHaveAttribute('data-count', String(before + 1));
  await page.keyboard.press('Escape');
  return name.trim();
}

async function openCart(page: Page): Promise<void> {
  await page.goto('/es-es/cart/');
  await waitForHydration(page);
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
}

const lines = (page: Page) => page.getByTestId('cart-lines').getByTestId('bag-line');

async function checkPostalCode(page: Page): Promise<void> {
  const check = page.getByTestId('sdd-check');
  await check
    .getByRole('textbox', { name: 'Código postal para la entrega en el día' })
    .fill(POSTAL_CODE);
  await check.getByRole('button').click();
  await expect(check.getByRole('status')).toBeVisible();
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
}

test('a piece only Madrid shops hold is offered on its page, and 28001 on the bag keeps the dearer half (best cart)', async ({
  page,
}) => {
  const db = openSandboxDb();
  const store = storeOnlyProduct(db, 100);
  const web = webOnlyProduct(db, store.price);
  db.close();

  // Not "sold out": the page says where it can come from, and adds it.
  await page.goto(`/es-es/p/${store.code}`);
  await waitForHydration(page);
  await expect(page.getByTestId('stock')).toContainText('Solo en nuestras tiendas');
  await expect(page.getByTestId('add-to-bag')).toBeEnabled();
  await shots(page, 'store-only-product-es-es');
  const storeName = await addOnProductPage(page, store.code);
  const webName = await addOnProductPage(page, web.code);

  await openCart(page);
  await expect(lines(page)).toHaveCount(2);
  // No one method can carry both halves until a postal code says which shops serve it.
  await checkPostalCode(page);
  const removed = page.getByTestId('best-cart-removed');
  await expect(removed).toContainText(webName);
  await expect(removed).not.toContainText(storeName);
  await expect(lines(page)).toHaveCount(1);
  await expect(lines(page).first()).toContainText(storeName);
  await expect(page.getByTestId('sdd-check').getByRole('status')).toContainText('disponible');
  await expect(page.getByTestId('shipping-method-sdd')).not.toHaveAttribute('data-disabled');
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'best-cart-es-es');
  expect(cartRow(await cartGuid(page, 'es-es'))?.sdd_postal_code).toBe(POSTAL_CODE);
});

test('same-day delivery chosen on the bag: the mini-bag says its 7,95 €, and the order is paid and shows the method', async ({
  page,
}) => {
  const db = openSandboxDb();
  const store = storeOnlyProduct(db, 60);
  db.close();
  await addOnProductPage(page, store.code);
  await openCart(page);
  await checkPostalCode(page);
  await page.getByTestId('shipping-method-sdd').click();
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('radio', { name: /^Entrega en el día/ })).toBeChecked();
  const guid = await cartGuid(page, 'es-es');
  await expect.poll(() => cartRow(guid)?.delivery_mode).toBe('sdd');

  // The mini-bag: the bag is above the free-shipping range, but same-day delivery is charged.
  await page.goto(`/es-es/p/${store.code}`);
  await waitForHydration(page);
  await page.getByTestId('bag-count').click();
  const drawer = page.getByTestId('bag-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('bag-drawer-shipping')).toContainText('Entrega en el día');
  await expect(drawer.getByTestId('bag-drawer-shipping')).toContainText('7,95');
  await expect(drawer).not.toContainText('envío gratuito');
  await shots(page, 'mini-bag-sdd-es-es');
  await page.keyboard.press('Escape');

  await openCheckout(page, 'es-es');
  await giveGuestEmail(page, `sdd-${Date.now()}@example.com`);
  await expect(page.getByRole('radio', { name: /^Entrega en el día/ })).toBeChecked();
  const panel = page.getByTestId('ship-from-store');
  await expect(panel.getByTestId('ship-from-store-status')).toHaveAttribute(
    'data-status',
    'available',
  );
  const form = page.locator('form').filter({ has: page.getByTestId('checkout-continue') });
  await form.locator('input[name="name"]').fill('Ana');
  await form.locator('input[name="surname"]').fill('García');
  await form.locator('input[name="address"]').fill('Calle de Serrano 5');
  await form.locator('input[name="postalCode"]').fill(POSTAL_CODE);
  await form.locator('input[name="city"]').fill('Madrid');
  await expect(form.locator('input[name="region"]')).toHaveValue('Madrid');
  await form.locator('input[name="phone"]').fill('600000000');
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/es-es\/checkout\/payment\/$/);
  await expect(page.getByTestId('order-summary').getByTestId('details-method')).toHaveText(
    'Entrega en el día',
  );
  await payByCard(page, 'es-es', GOOD_CARD);
  const confirmation = page.getByTestId('checkout-confirmation');
  await expect(confirmation).toBeVisible({ timeout: 30_000 });
  await expect(confirmation.getByTestId('details-method')).toHaveText('Entrega en el día');
  await shots(page, 'sdd-confirmation-es-es');
});
