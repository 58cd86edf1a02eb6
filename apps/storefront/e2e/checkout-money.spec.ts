import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  addThroughShop,
  cartGuid,
  openSandboxDb,
  plainProductPricedWithin,
  plainProducts,
  priceOf,
} from './cart-sandbox.js';
import { ordersOfCart } from './checkout-sandbox.js';
import {
  fillShipping,
  giveGuestEmail,
  GOOD_CARD,
  openCheckout,
  payByCard,
} from './checkout-steps.js';
import { quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

// Issue 31 points 1, 2 and 8: the free gifts of the gift-with-purchase promotions, the payment
// step noticing a bag changed in another tab, and stacked vouchers. Each journey asserts what
// the shopper sees and what the sandbox stored.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const SHOTS = '/tmp/shots-checkout-money';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openCart(page: Page, site: string): Promise<void> {
  await page.goto(`/${site}/cart/`);
  await waitForHydration(page);
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
}

/**
 * A plain product and the quantity that takes the bag past `euros` (both gifts at 200), one
 * unit staying under the first gift's threshold (100), so lowering the quantity to one takes
 * both gifts away.
 */
function productOver(euros: number): { code: string; quantity: number } {
  const db = openSandboxDb();
  const code = plainProductPricedWithin(db, 10, euros / 9, 99);
  const price = priceOf(db, code);
  db.close();
  return { code, quantity: Math.ceil(euros / price) };
}

const gifts = (page: Page) => page.getByTestId('cart-lines').getByTestId('bag-gift-line');

test('gifts: over 200 the bag shows both free gifts, not changeable, and they go below the threshold (es-es)', async ({
  page,
}) => {
  const line = productOver(210);
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [line]);
  await openCart(page, 'es-es');
  await expect(gifts(page)).toHaveCount(2);
  await expect(gifts(page).first()).toContainText('Regalo gratis');
  // A gift has none of the shopper's controls.
  await expect(gifts(page).first().getByTestId('bag-line-increase')).toHaveCount(0);
  await expect(gifts(page).first().getByTestId('bag-line-remove')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'cart-gifts-es-es-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'cart-gifts-es-es-390');

  // The checkout's summary lists them as gifts.
  await openCheckout(page, 'es-es');
  await giveGuestEmail(page, `gift-${Date.now()}@example.com`);
  await expect(page.getByTestId('summary-gift-line')).toHaveCount(2);
  await expect(page.getByTestId('summary-gift-line').first()).toContainText('Regalo gratis');
  await shot(page, 'checkout-gifts-es-es-390');

  // Down to one unit: under both thresholds, the gifts go.
  await openCart(page, 'es-es');
  const lines = page.getByTestId('cart-lines');
  for (let quantity = line.quantity - 1; quantity >= 1; quantity -= 1) {
    await lines.getByTestId('bag-line-decrease').click();
    // Each change read back before the next click (a click while the bag is busy is not one).
    await expect(lines.getByRole('group', { name: `Cantidad: ${quantity}` })).toBeVisible();
  }
  await expect(gifts(page)).toHaveCount(0);
});

test('gifts in Arabic (sa-ar): the gift reads as a gift, right to left', async ({ page }) => {
  const line = productOver(260);
  await page.goto('/sa-ar/');
  await waitForHydration(page);
  await addThroughShop(page, 'sa-ar', [line]);
  await openCart(page, 'sa-ar');
  await expect(gifts(page).first()).toContainText('هدية مجانية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'cart-gifts-sa-ar-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'cart-gifts-sa-ar-1280');
});

test('stacked vouchers: both chips show and either can be removed; the field empties once applied (es-es)', async ({
  page,
}) => {
  const db = openSandboxDb();
  const [code] = plainProducts(db, 5, 1);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: code!, quantity: 1 }]);
  await openCart(page, 'es-es');
  const input = page.getByTestId('voucher-input');
  for (const voucher of ['sandbox5', 'freeship']) {
    await input.fill(voucher);
    await page.getByTestId('voucher-apply').click();
    await expect(
      page.getByTestId('voucher-applied').filter({ hasText: voucher.toUpperCase() }),
    ).toBeVisible();
    await expect(input).toHaveValue('');
  }
  await expect(page.getByTestId('voucher-applied')).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'cart-vouchers-es-es-390');
  await page.getByRole('button', { name: /SANDBOX5/ }).click();
  await expect(page.getByTestId('voucher-applied')).toHaveCount(1);
  await expect(page.getByTestId('voucher-applied')).toContainText('FREESHIP');
});

test('the bag changed in another tab: the payment step shows the new total and pays nothing until paid again (es-es)', async ({
  page,
  context,
}) => {
  const db = openSandboxDb();
  const [first, second] = plainProducts(db, 10, 2);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: first!, quantity: 1 }]);
  const guid = await cartGuid(page, 'es-es');
  await openCheckout(page, 'es-es');
  await giveGuestEmail(page, `changed-${Date.now()}@example.com`);
  await fillShipping(page);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  const total = page.getByTestId('checkout-summary').getByTestId('summary-total');
  const before = (await total.textContent()) ?? '';

  // A second tab adds a product to the same bag.
  const other = await context.newPage();
  await other.goto('/es-es/');
  await waitForHydration(other);
  await addThroughShop(other, 'es-es', [{ code: second!, quantity: 1 }]);
  await other.close();

  await payByCard(page, 'es-es', GOOD_CARD);
  const notice = page.getByTestId('payment-amount-changed');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(total).not.toHaveText(before);
  const after = (await total.textContent()) ?? '';
  await expect(notice).toContainText(after.trim());
  await expect(page.getByTestId('payment-error')).toHaveCount(0);
  expect(ordersOfCart(guid)).toHaveLength(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'payment-changed-es-es-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'payment-changed-es-es-1280');

  // Paying again pays the total the shopper has now seen.
  await page.getByTestId('card-payment').getByTestId('pay').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/(?:\?.*)?$/);
  expect(ordersOfCart(guid)).toHaveLength(1);
});
