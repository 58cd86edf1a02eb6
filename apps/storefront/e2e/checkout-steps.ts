// The checkout's steps as a shopper takes them (register, shipping, card payment), shared by the
// checkout journeys of both OCC dialects (checkout.spec.ts, standard-dialect.spec.ts).
import { expect, type Page } from '@playwright/test';

export const GOOD_CARD = '4111 1111 1111 1111';
export const REFUSED_CARD = '4000 0000 0000 0002';
/** A card order's confirmation URL carries the method and the cart it paid (docs/product/checkout.md §1.4). */
export const CARD_CONFIRMATION =
  /\/checkout\/confirmation\/\?paymentMode=card&originalCartIdForUser=[\w-]+$/;
export const SHOPPER = { email: 'shopper@example.com', password: 'Atelier-2026!' };

export const step = (page: Page) => page.locator('[data-testid="checkout-steps"]');

export async function openCheckout(page: Page, site: string): Promise<void> {
  await page.goto(`/${site}/checkout/register/`);
  await expect(page.getByTestId('checkout-loading')).toHaveCount(0);
}

export async function giveGuestEmail(page: Page, email: string): Promise<void> {
  await page.getByTestId('guest-form').getByRole('textbox').fill(email);
  await page.getByTestId('guest-form').getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/checkout\/shipping\/$/);
}

export async function fillShipping(page: Page): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByTestId('checkout-continue') });
  await form.locator('input[name="name"]').fill('Ana');
  await form.locator('input[name="surname"]').fill('García');
  await form.locator('input[name="address"]').fill('Gran Vía 12');
  await form.locator('input[name="postalCode"]').fill('28013');
  await form.locator('input[name="city"]').fill('Madrid');
  await expect(form.locator('input[name="region"]')).toHaveValue('Madrid');
  await form.locator('input[name="phone"]').fill('600000000');
}

/** Part B's card form: the method chosen (its code in the URL), then the card and pay. */
export async function payByCard(page: Page, site: string, number: string): Promise<void> {
  if (!/\/payment\/card\/$/.test(page.url())) {
    await page.getByTestId('payment-method-card').click();
    await expect(page).toHaveURL(new RegExp(`/${site}/checkout/payment/card/$`));
  }
  const card = page.getByTestId('card-payment');
  // A signed-in shopper with stored cards sees them first (issue 31.4): these journeys type a
  // new card. The panel shows once the stored cards are read, so the count is settled.
  await expect(card).toBeVisible();
  const newCard = card.getByTestId('stored-card-new');
  if ((await newCard.count()) > 0) await newCard.click();
  await card.getByLabel(/Name on the card|Nombre|الاسم/).fill('Ana García');
  await card.getByLabel(/Card number|Número|رقم/).fill(number);
  await card.getByLabel(/Expiry|Caducidad|تاريخ/).fill('03/30');
  await card.getByLabel(/Security code|CVC|رمز/).fill('737');
  await card.getByTestId('pay').click();
}

/** The login form of the register step, filled and sent. */
export async function signInOnRegisterStep(
  page: Page,
  email = SHOPPER.email,
  password = SHOPPER.password,
): Promise<void> {
  const login = page.getByTestId('login-form');
  await login.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await login.getByLabel('Contraseña', { exact: true }).fill(password);
  await login.getByTestId('login-submit').click();
}
