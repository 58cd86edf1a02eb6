import { expect, test, type Page } from '@playwright/test';
import { addThroughShop, openSandboxDb, plainProducts } from './cart-sandbox.js';
import { fillShipping, giveGuestEmail, openCheckout } from './checkout-steps.js';
import { quietContext, waitForHydration, shootAtTwoWidths } from './helpers.js';
import { seriousViolations } from './axe.js';

// Issue 31 point 3 (docs/product/checkout.md §5.2): the sandbox's address check suggests several
// premises for a street without its number; the shopper chooses one in the modal's radio
// group (keyboard and pointer), and the step goes on with it. A code written otherwise has one
// suggestion, which the step takes without asking.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const SHOTS = process.env['SHOTS_DIR'] ?? '/tmp/shots-bag-rest';

const shots = (page: Page, name: string) => shootAtTwoWidths(page, SHOTS, name);

const shippingForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByTestId('checkout-continue') });

async function toShipping(page: Page): Promise<void> {
  const db = openSandboxDb();
  const [product] = plainProducts(db, 20, 1);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: product! }]);
  await openCheckout(page, 'es-es');
  await giveGuestEmail(page, `suggest.${Date.now()}@example.com`);
  await fillShipping(page);
}

test('several suggestions: the shopper picks the second with the keyboard and goes on with it', async ({
  page,
}) => {
  await toShipping(page);
  const form = shippingForm(page);
  await form.locator('input[name="address"]').fill('Gran Vía');
  await form.getByTestId('checkout-continue').click();
  const dialog = page.getByRole('dialog', { name: '¿Quisiste decir?' });
  const radios = dialog.getByRole('radio');
  await expect(radios).toHaveCount(2);
  // The first is chosen and has the focus; the arrow key moves to the second.
  await expect(radios.first()).toBeChecked();
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /Gran Vía 2, 28013 Madrid/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'address-suggestions-es-es');
  await dialog.getByRole('button', { name: 'Usar esta dirección' }).click();
  await expect(page).toHaveURL(/\/es-es\/checkout\/payment\/$/);
  await expect(page.getByTestId('order-summary').getByTestId('details-address')).toContainText(
    'Gran Vía 2',
  );
});

test('one suggestion is taken without asking: a postal code written with a space', async ({
  page,
}) => {
  await toShipping(page);
  const form = shippingForm(page);
  await form.locator('input[name="postalCode"]').fill('28 013');
  await form.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/es-es\/checkout\/payment\/$/);
  await expect(page.getByTestId('order-summary').getByTestId('details-address')).toContainText(
    '28013 Madrid',
  );
});
