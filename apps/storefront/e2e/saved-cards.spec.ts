import { expect, request, test, type Page } from '@playwright/test';
import { addThroughShop, cartGuid, openSandboxDb, plainProducts } from './cart-sandbox.js';
import { ordersOfCart } from './checkout-sandbox.js';
import { CARD_CONFIRMATION, fillShipping, giveGuestEmail, openCheckout } from './checkout-steps.js';
import { quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';
import { shoot, signInByApi, unique } from './my-account-helpers.js';
import { occGet, occPost, SANDBOX_URL, userToken } from './sandbox-admin.js';

// Issue 31.4, saved cards at the card step (docs/product/payments.md §1.4, §2.2; ADR 0042): a
// signed-in shopper pays with a stored card and its security code, saves a new card that
// my-account and the next checkout then list; an expired card is not offered; a guest sees
// none; and the shop's proxy answers a foreign, an unknown and a guest's saving request with
// the same 4xx the back-end gives, never a 5xx.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const PASSWORD = 'Secret-2026';
const SHOTS = '/tmp/shots-saved-cards';

const HOME_ADDRESSES = {
  'es-es': {
    firstName: 'Marta',
    lastName: 'Ruiz',
    line1: 'Gran Vía 12',
    postalCode: '28013',
    town: 'Madrid',
    city: { code: 'MAD', name: 'Madrid' },
    region: { isocode: 'ES-M', name: 'Madrid' },
    country: { isocode: 'ES' },
    phone: '+34600000000',
    nationalId: '12345678Z',
    defaultAddress: true,
  },
  'sa-ar': {
    firstName: 'Layla',
    lastName: 'Haddad',
    line1: 'King Fahd Road 1',
    postalCode: '12211',
    town: 'Riyadh',
    city: { code: 'RUH', name: 'Riyadh' },
    region: { isocode: 'SA-01', name: 'Riyadh' },
    country: { isocode: 'SA' },
    phone: '+966501234567',
    nationalId: '1234567890',
    defaultAddress: true,
  },
} as const;
type Site = keyof typeof HOME_ADDRESSES;

/** A shopper registered in the sandbox with a home address on the site, so checkout starts at payment. */
async function registerShopper(site: Site): Promise<{ email: string; token: string }> {
  const email = unique('cards');
  const created = await occPost(site, '/users', {
    email,
    name: HOME_ADDRESSES[site].firstName,
    surname: HOME_ADDRESSES[site].lastName,
    password: PASSWORD,
  });
  expect(created.status).toBe(201);
  const token = await userToken(email, PASSWORD);
  const address = await occPost(site, '/users/current/addresses', HOME_ADDRESSES[site], token);
  expect(address.status).toBe(201);
  return { email, token };
}

/** A card the provider keeps for the shopper (the sandbox's test-only admin endpoint). */
async function giveStoredCard(
  uid: string,
  card: { type: string; last: string; month: number; year: number },
): Promise<string> {
  const api = await request.newContext({ baseURL: SANDBOX_URL });
  const answer = await api.post('/sandbox/stored-cards', {
    data: {
      uid,
      type: card.type,
      number: `************${card.last}`,
      holderName: 'Marta Ruiz',
      month: card.month,
      year: card.year,
    },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await api.dispose();
  return id;
}

/**
 * Signed in, one product in the shopper's own bag (put there over the sandbox's OCC API, as
 * another device would), on the card method of the payment step.
 */
async function toCardStep(page: Page, baseURL: string | undefined, site: Site, email: string) {
  const db = openSandboxDb();
  const [product] = plainProducts(db, 5, 1);
  db.close();
  const token = await userToken(email, PASSWORD);
  const cart = await occPost(site, '/users/current/carts', {}, token);
  expect(cart.status).toBe(201);
  const code = (cart.body as { code: string }).code;
  const added = await occPost(
    site,
    `/users/current/carts/${code}/entries`,
    { product: { code: product }, quantity: 1 },
    token,
  );
  expect(added.status).toBeLessThan(300);
  await signInByApi(page, baseURL, email, PASSWORD);
  // The home page restores a signed-in shopper's latest bag (docs/product/accounts.md §2.4).
  await page.goto(`/${site}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('bag-count')).toHaveAttribute('data-count', '1');
  await page.goto(`/${site}/checkout/payment/`);
  await expect(page.getByTestId('payment-method-card')).toBeVisible();
  await page.getByTestId('payment-method-card').click();
  await expect(page).toHaveURL(new RegExp(`/${site}/checkout/payment/card/$`));
  await expect(page.getByTestId('card-payment')).toBeVisible();
}

/** The card number an order was paid with, as the sandbox keeps it (masked). */
function paidCard(orderCode: string): string {
  const db = openSandboxDb();
  try {
    const row = db
      .prepare<[string], { data: string }>('SELECT data FROM payments WHERE order_code = ?')
      .get(orderCode);
    return (JSON.parse(row?.data ?? '{}') as { card?: { last4?: string } }).card?.last4 ?? '';
  } finally {
    db.close();
  }
}

test('journey 1 (es-es): a stored card pays with its security code; an expired one is not offered', async ({
  page,
  baseURL,
}) => {
  const { email } = await registerShopper('es-es');
  await giveStoredCard(email, { type: 'visa', last: '1111', month: 3, year: 2031 });
  await giveStoredCard(email, { type: 'mc', last: '4444', month: 1, year: 2025 });
  await toCardStep(page, baseURL, 'es-es', email);

  const picker = page.getByRole('radiogroup', { name: 'Tus tarjetas guardadas' });
  await expect(picker.getByRole('radio')).toHaveCount(2);
  const visa = picker.getByRole('radio', { name: /Visa terminada en 1111/ });
  await expect(visa).toBeChecked();
  await expect(page.getByTestId('stored-card-option')).toHaveCount(1);
  await expect(page.getByTestId('stored-card-option')).toContainText('Caduca 03/2031');
  await expect(page.getByTestId('stored-card-option').locator('bdi[translate="no"]')).toHaveText(
    '1111',
  );
  await expect(page.getByText(/4444/)).toHaveCount(0);
  expect(await seriousViolations(page, '[data-testid="card-payment"]')).toEqual([]);
  await shoot(page, SHOTS, 'stored-card-es-es');

  // Without its security code nothing is paid.
  await page.getByTestId('card-payment').getByTestId('pay').click();
  await expect(page.getByText('Revisa el código de seguridad.')).toBeVisible();
  await page
    .getByTestId('stored-card-pay')
    .getByLabel(/Código de seguridad/)
    .fill('737');
  await page.getByTestId('card-payment').getByTestId('pay').click();
  await expect(page).toHaveURL(CARD_CONFIRMATION);
  const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
  expect(paidCard(code)).toBe('1111');
});

test('journey 2 (es-es): a new card saved while paying is listed in my-account and at the next checkout', async ({
  page,
  baseURL,
}) => {
  const { email, token } = await registerShopper('es-es');
  await toCardStep(page, baseURL, 'es-es', email);
  // No stored card yet: the card form alone, with the choice to save the card.
  await expect(page.getByTestId('stored-card-picker')).toHaveCount(0);
  const card = page.getByTestId('card-payment');
  await card.locator('input[autocomplete="cc-name"]').fill('Marta Ruiz');
  await card.locator('input[autocomplete="cc-number"]').fill('5555 5555 5555 4444');
  await card.locator('input[autocomplete="cc-exp"]').fill('05/31');
  await card.locator('input[autocomplete="cc-csc"]').fill('737');
  await card
    .getByRole('checkbox', { name: 'Guardar esta tarjeta para mis próximas compras' })
    .check();
  await card.getByTestId('pay').click();
  await expect(page).toHaveURL(CARD_CONFIRMATION);

  expect(await occGet('es-es', '/users/current/adyen/card/storedcards', token)).toEqual({
    storedCards: [
      expect.objectContaining({
        type: 'mc',
        number: '************4444',
        holderName: 'Marta Ruiz',
        expiryDate: { month: '05', year: '2031' },
      }),
    ],
  });
  await page.goto('/es-es/my-account/youraccount/');
  await expect(page.getByTestId('stored-card')).toContainText('Mastercard terminada en 4444');

  await toCardStep(page, baseURL, 'es-es', email);
  await expect(page.getByRole('radio', { name: /Mastercard terminada en 4444/ })).toBeChecked();
  await expect(page.getByTestId('stored-card-option')).toContainText('Caduca 05/2031');
});

test('journey 3 (sa-ar): the stored card in the site’s language, expiry in its digits, last four verbatim', async ({
  page,
  baseURL,
}) => {
  const { email } = await registerShopper('sa-ar');
  await giveStoredCard(email, { type: 'visa', last: '1111', month: 3, year: 2031 });
  // amex is not a brand sa-ar takes: not offered there.
  await giveStoredCard(email, { type: 'amex', last: '0005', month: 3, year: 2031 });
  await toCardStep(page, baseURL, 'sa-ar', email);
  const option = page.getByTestId('stored-card-option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText('Visa تنتهي بـ 1111');
  await expect(option.locator('time')).toHaveText('٠٣/٢٠٣١');
  await expect(option.locator('time')).toHaveAttribute('datetime', '2031-03');
  await expect(option.locator('bdi[translate="no"]')).toHaveText('1111');
  await expect(page.getByTestId('stored-card-new')).toContainText('الدفع ببطاقة أخرى');
  expect(await seriousViolations(page, '[data-testid="card-payment"]')).toEqual([]);
  await shoot(page, SHOTS, 'stored-card-sa-ar');
  await page.getByTestId('stored-card-pay').locator('input[autocomplete="cc-csc"]').fill('737');
  await page.getByTestId('card-payment').getByTestId('pay').click();
  await expect(page).toHaveURL(CARD_CONFIRMATION);
});

test('a guest sees no stored cards and no saving; through the shop a foreign or unknown card and a guest’s save are the same 4xx', async ({
  page,
}) => {
  const { email } = await registerShopper('es-es');
  const foreign = await giveStoredCard(email, { type: 'visa', last: '1111', month: 3, year: 2031 });
  const db = openSandboxDb();
  const [product] = plainProducts(db, 5, 1);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: product! }]);
  const guid = await cartGuid(page, 'es-es');
  await openCheckout(page, 'es-es');
  await giveGuestEmail(page, `guest-${Date.now()}@example.com`);
  await fillShipping(page);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/es-es\/checkout\/payment\/$/);
  await page.getByTestId('payment-method-card').click();

  // The guest's card step: the card form alone, no stored cards and nothing to save.
  await expect(
    page.getByTestId('card-payment').locator('input[autocomplete="cc-number"]'),
  ).toBeVisible();
  await expect(page.getByTestId('stored-card-picker')).toHaveCount(0);
  await expect(page.getByTestId('save-card')).toHaveCount(0);

  // The same guest's cart asked straight through the shop's proxy, as an attacker would.
  const answers = await page.evaluate(
    async ({ cartGuid: id, cardId }) => {
      const cart = `/api/commerce/occ/v2/es-es/users/anonymous/carts/${id}`;
      const pay = async (data: unknown) => {
        const res = await fetch(`${cart}/adyen/card/createpayment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(data),
        });
        return { status: res.status, body: (await res.json()) as { errors?: unknown[] } };
      };
      return [
        await pay({ storedCardId: cardId, cvc: '737' }),
        await pay({ storedCardId: 'card-nobody-has', cvc: '737' }),
        await pay({
          card: {
            number: '4111111111111111',
            expiryMonth: 5,
            expiryYear: 2031,
            cvc: '737',
            holderName: 'Guest',
          },
          storeCard: true,
        }),
      ];
    },
    { cartGuid: guid, cardId: foreign },
  );
  const [other, unknown, save] = answers;
  expect(other?.status).toBe(400);
  const strip = (e: unknown) => ({ ...(e as object), subject: null, message: null });
  expect(strip(other?.body.errors?.[0])).toEqual(strip(unknown?.body.errors?.[0]));
  expect(other?.body.errors?.[0]).toMatchObject({ errorCode: 'payment.storedCard.unknown' });
  expect(save?.status).toBe(400);
  expect(save?.body.errors?.[0]).toMatchObject({ errorCode: 'payment.storeCard.guest' });
  expect(ordersOfCart(guid)).toEqual([]);
});
