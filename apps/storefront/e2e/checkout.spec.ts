import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  addThroughShop,
  emptyAccountBags,
  cartGuid,
  engravableProduct,
  keepStock,
  openSandboxDb,
  plainProducts,
  setStoreStock,
  sizedRing,
  storedBag,
} from './cart-sandbox.js';
import { openCartOf, orderCount, ordersOfCart } from './checkout-sandbox.js';
import {
  fillShipping,
  giveGuestEmail,
  GOOD_CARD,
  openCheckout,
  payByCard,
  REFUSED_CARD,
  SHOPPER,
  signInOnRegisterStep,
  step,
  CARD_CONFIRMATION,
} from './checkout-steps.js';
import { quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

// Issue 18 part A, the checkout steps `/{lang}/checkout/{step}/`
// (docs/product/checkout.md §1.1, §3; docs/product/payments.md §2.1, §3, §6.2): each journey
// asserts what the shopper sees and what the sandbox stored.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const SHOTS = '/tmp/shots-checkout';
const SHOTS2 = '/tmp/shots-checkout2';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A sized ring (through the product page) and an engraved product in a guest's bag. */
async function fillBag(page: Page, site: string): Promise<{ ring: string; engraved: string }> {
  const db = openSandboxDb();
  const ring = sizedRing(db);
  const engraved = engravableProduct(db);
  db.close();
  await page.goto(`/${site}/p/${ring}`);
  await waitForHydration(page);
  await page.getByTestId('size-option').and(page.locator(':not([data-disabled])')).first().click();
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await page.keyboard.press('Escape');
  await addThroughShop(page, site, [{ code: engraved, engravingText: 'A & J' }]);
  return { ring, engraved };
}

test('journey 1: a guest on es-es buys a sized and an engraved product by card; the sandbox holds the order', async ({
  page,
}) => {
  const { engraved } = await fillBag(page, 'es-es');
  const guid = await cartGuid(page, 'es-es');
  // The steps' HTML is the same for everyone: private, never kept, no bag in it.
  const answer = await page.request.get('/es-es/checkout/shipping/');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  expect(html).not.toContain('A &amp; J');
  expect(html).not.toContain(engraved);
  await openCheckout(page, 'es-es');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('aml-notice')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'register-es-es-desktop');
  const email = `guest-${Date.now()}@example.com`;
  await giveGuestEmail(page, email);

  // Shipping: the step bar (1 shipping, 2 payment), the summary with both lines in euros.
  await expect(step(page).locator('[data-step]')).toHaveCount(2);
  await expect(step(page).locator('[data-state="current"]')).toHaveAttribute(
    'data-step',
    'shipping',
  );
  const summary = page.getByTestId('checkout-summary');
  await expect(summary).toContainText('A & J');
  await expect(summary).toContainText('Talla');
  await expect(summary.getByTestId('summary-total')).toContainText('€');
  await fillShipping(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'shipping-es-es-desktop');
  await page.getByTestId('checkout-continue').click();

  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await expect(step(page).locator('[data-state="current"]')).toHaveAttribute(
    'data-step',
    'payment',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'payment-es-es-desktop');
  await payByCard(page, 'es-es', GOOD_CARD);

  await expect(page).toHaveURL(CARD_CONFIRMATION);
  const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{8}$/);
  await expect(page.getByTestId('checkout-confirmation')).toContainText(email);
  await expect(page.getByTestId('register-offer')).toBeVisible();
  await expect(page.getByTestId('checkout-steps')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'confirmation-es-es-desktop');

  // The sandbox holds one order for the bag, with both lines and the engraving.
  const orders = ordersOfCart(guid);
  expect(orders.map((o) => o.code)).toEqual([code]);
  expect(orders[0]?.email).toBe(email);
  expect(orders[0]?.entries).toHaveLength(2);
  expect(orders[0]?.entries.find((e) => e.productCode === engraved)?.engravingText).toBe('A & J');
  // The bag is emptied: its cookie is gone, the shop's header counts nothing.
  expect((await page.context().cookies()).some((c) => c.name === 'atelier_cart_es-es')).toBe(false);
  await page.goto('/es-es/');
  await waitForHydration(page);
  await expect(page.getByTestId('bag-count')).toHaveText('0');

  // Tracked by its code and the guest's e-mail: the timeline's first step is the current one.
  await page.goto('/es-es/tracking-order/');
  await waitForHydration(page);
  await page.getByTestId('tracking-code').fill(code);
  await page.getByTestId('tracking-email').fill(email);
  await page.getByTestId('tracking-submit').click();
  await expect(page.getByTestId('order-code')).toHaveText(code);
  const timeline = page.getByTestId('order-timeline').getByTestId('timeline-step');
  await expect(timeline.first()).toHaveAttribute('data-state', 'current');
  await expect(timeline.nth(1)).toHaveAttribute('data-state', 'pending');
});

/** A guest's bag of one plain product, and the guest up to the payment step. */
async function guestToPayment(
  page: Page,
  site: string,
  shots?: string,
): Promise<{ guid: string; email: string; product: string }> {
  const db = openSandboxDb();
  const [product = ''] = plainProducts(db, 20, 1);
  db.close();
  await page.goto(`/${site}/`);
  await waitForHydration(page);
  await addThroughShop(page, site, [{ code: product }]);
  const guid = await cartGuid(page, site);
  await openCheckout(page, site);
  if (shots) await shot(page, `register-${shots}`);
  const email = `guest-${Date.now()}@example.com`;
  await giveGuestEmail(page, email);
  await fillShipping(page);
  if (shots) await shot(page, `shipping-${shots}`);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(new RegExp(`/${site}/checkout/payment/$`));
  await expect(page.getByTestId('payment-method-card')).toBeVisible();
  if (shots) await shot(page, `payment-${shots}`);
  return { guid, email, product };
}

test('journey 5: shopper@example.com signs in on the register step and, with a saved address, goes straight to payment and pays', async ({
  page,
}) => {
  const db = openSandboxDb();
  const [product = ''] = plainProducts(db, 20, 1);
  // A bag another journey left in the account would merge in and stop here with its warning.
  emptyAccountBags(db, SHOPPER.email);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: product }]);
  await openCheckout(page, 'es-es');
  await signInOnRegisterStep(page);

  // Auto-fill (docs/product/checkout.md §4): the default address and the standard method, then
  // payment.
  await expect(page).toHaveURL(/\/es-es\/checkout\/payment\/$/);
  await expect(step(page).locator('[data-state="current"]')).toHaveAttribute(
    'data-step',
    'payment',
  );
  await expect(page.getByTestId('checkout-summary')).toContainText('€');
  const cart = openCartOf(SHOPPER.email);
  expect(cart).not.toBeNull();
  const before = orderCount(SHOPPER.email);
  await payByCard(page, 'es-es', GOOD_CARD);
  await expect(page).toHaveURL(CARD_CONFIRMATION);
  const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
  // A signed-in shopper gets no registration offer.
  await expect(page.getByTestId('register-offer')).toHaveCount(0);
  const orders = ordersOfCart(cart ?? '');
  expect(orders.map((o) => o.code)).toEqual([code]);
  expect(orders[0]?.entries.some((e) => e.productCode === product)).toBe(true);
  expect(orderCount(SHOPPER.email)).toBe(before + 1);
});

test('journey 6: the refused card says why in role="alert", leaves the bag intact, and a second card pays (mobile)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { guid, product } = await guestToPayment(page, 'es-es', 'es-es-mobile');
  expect(await seriousViolations(page)).toEqual([]);
  await payByCard(page, 'es-es', REFUSED_CARD);
  const alert = page.getByTestId('payment-error');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).not.toHaveText('');
  await shot(page, 'payment-refused-es-es-mobile');
  // Still on payment, the bag as it was: no order, the line still in the sandbox's cart.
  await expect(page).toHaveURL(/\/checkout\/payment\/card\/$/);
  await expect(page.getByTestId('checkout-summary')).toBeVisible();
  expect(ordersOfCart(guid)).toEqual([]);
  expect((await storedBag(page, 'es-es')).entries.map((e) => e.code)).toEqual([product]);

  await payByCard(page, 'es-es', GOOD_CARD);
  await expect(page).toHaveURL(CARD_CONFIRMATION);
  const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';
  await shot(page, 'confirmation-es-es-mobile');
  expect(ordersOfCart(guid).map((o) => o.code)).toEqual([code]);
});

test('journey 7: back during payment, a double click on pay and a reload of the confirmation make one order', async ({
  page,
}) => {
  const { guid } = await guestToPayment(page, 'es-es');
  // Back from payment lands on shipping, with the address kept; forward again.
  await page.goBack();
  await expect(page).toHaveURL(/\/es-es\/checkout\/shipping\/$/);
  await expect(page.locator('input[name="address"]')).toHaveValue(/Gran Vía 12/);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/es-es\/checkout\/payment\/$/);

  await page.getByTestId('payment-method-card').click();
  const card = page.getByTestId('card-payment');
  await card.getByLabel(/Nombre|Name on the card/).fill('Ana García');
  await card.getByLabel(/Número|Card number/).fill(GOOD_CARD);
  await card.getByLabel(/Caducidad|Expiry/).fill('03/30');
  await card.getByLabel(/CVC|Security code/).fill('737');
  await card.getByTestId('pay').dblclick();
  await expect(page).toHaveURL(CARD_CONFIRMATION);
  const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';

  // A reload shows the same order; back from it stays on it; nothing is bought again.
  await page.reload();
  await expect(page.getByTestId('order-code')).toHaveText(code);
  await page.goBack();
  await expect(page.getByTestId('order-code')).toHaveText(code);
  expect(ordersOfCart(guid).map((o) => o.code)).toEqual([code]);
});

test('sa-ar (RTL): the steps read right to left with prices in riyals and no serious axe findings', async ({
  page,
}) => {
  for (const [device, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.context().clearCookies({ name: 'atelier_cart_sa-ar' });
    const db = openSandboxDb();
    const [product = ''] = plainProducts(db, 20, 1);
    db.close();
    await page.goto('/sa-ar/');
    await waitForHydration(page);
    await addThroughShop(page, 'sa-ar', [{ code: product }]);
    await openCheckout(page, 'sa-ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `register-sa-ar-${device}`);
    await giveGuestEmail(page, `guest-${Date.now()}@example.com`);
    const summary = page.getByTestId('checkout-summary');
    await expect(summary.getByTestId('summary-total')).toContainText(/ر\.س|SAR/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `shipping-sa-ar-${device}`);
  }
});

test('billing when it differs: three steps on the bar, axe, then back to shipping from the bar', async ({
  page,
}) => {
  const db = openSandboxDb();
  const [product = ''] = plainProducts(db, 20, 1);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: product }]);
  await openCheckout(page, 'es-es');
  await giveGuestEmail(page, `guest-${Date.now()}@example.com`);
  await fillShipping(page);
  await page.locator('input[name="billingDiffers"]').check();
  await page.getByTestId('checkout-continue').click();

  await expect(page).toHaveURL(/\/es-es\/checkout\/billing\/$/);
  await expect(step(page).locator('[data-step]')).toHaveCount(3);
  await expect(step(page).locator('[data-state="current"]')).toHaveAttribute(
    'data-step',
    'billing',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'billing-es-es-desktop');
  const form = page.locator('form').filter({ has: page.getByTestId('checkout-continue') });
  await form.locator('input[name="name"]').fill('Empresa');
  await form.locator('input[name="surname"]').fill('Joyas SL');
  await form.locator('input[name="address"]').fill('Calle Mayor 5');
  await form.locator('input[name="postalCode"]').fill('28013');
  await form.locator('input[name="city"]').fill('Madrid');
  await form.locator('input[name="region"]').fill('Madrid');
  await form.locator('input[name="phone"]').fill('600000001');
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/es-es\/checkout\/payment\/$/);
  await expect(step(page).locator('[data-state="current"]')).toHaveAttribute(
    'data-step',
    'payment',
  );

  // The bar's done step leads back (the machine walks back through billing to shipping).
  await step(page).getByRole('link', { name: /Envío/ }).click();
  await expect(page).toHaveURL(/\/es-es\/checkout\/shipping\/$/);
  await expect(page.locator('input[name="address"]')).toHaveValue('Gran Vía 12');
});

test('entry and reload: an empty bag goes to the cart; a guest reloading shipping stays on shipping', async ({
  page,
}) => {
  await page.goto('/es-es/checkout/shipping/');
  await expect(page).toHaveURL(/\/es-es\/cart\/$/);

  const db = openSandboxDb();
  const [product = ''] = plainProducts(db, 20, 1);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: product }]);
  // A guest without an e-mail given yet lands on register whatever step the URL names.
  await page.goto('/es-es/checkout/payment/');
  await expect(page).toHaveURL(/\/es-es\/checkout\/register\/$/);
  await giveGuestEmail(page, `guest-${Date.now()}@example.com`);
  // The bag holds the e-mail now: the reload resumes without sending it again (ADR 0066).
  const emailPuts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/email\b/.test(request.url()))
      emailPuts.push(request.url());
  });
  await page.reload();
  await expect(page).toHaveURL(/\/es-es\/checkout\/shipping\/$/);
  await expect(page.getByTestId('checkout-continue')).toBeVisible();
  expect(emailPuts).toEqual([]);
});

test('pickup in store: a store chosen, billing asked, the order collects in that store', async ({
  page,
}) => {
  // A product the Madrid store holds, so pickup is offered (the sandbox's rule).
  const db = openSandboxDb();
  const [product = ''] = plainProducts(db, 20, 1);
  const restore = keepStock(db, product);
  setStoreStock(db, product, { '1001': 5 });
  try {
    await page.goto('/es-es/');
    await waitForHydration(page);
    await addThroughShop(page, 'es-es', [{ code: product }]);
    const guid = await cartGuid(page, 'es-es');
    await openCheckout(page, 'es-es');
    await giveGuestEmail(page, `guest-${Date.now()}@example.com`);
    // The method's row is the control (its radio input is visually hidden).
    await page.getByText('Recogida en tienda', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /^Recogida en tienda Gratis/ })).toBeChecked();
    const stores = page.getByTestId('pickup-stores');
    await expect(stores.getByRole('radio').first()).toBeVisible();
    await fillShipping(page);
    // No store yet: said under the list, nothing sent.
    await page.getByTestId('checkout-continue').click();
    await expect(stores.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/shipping\/$/);
    const store = stores.getByRole('radio').first();
    const storeId = await store.getAttribute('value');
    await store.check();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'shipping-pickup-es-es-desktop');
    await page.getByTestId('checkout-continue').click();

    // Pickup asks for the billing address (docs/product/checkout.md §3).
    await expect(page).toHaveURL(/\/es-es\/checkout\/billing\/$/);
    const form = page.locator('form').filter({ has: page.getByTestId('checkout-continue') });
    for (const [name, value] of [
      ['name', 'Ana'],
      ['surname', 'García'],
      ['address', 'Gran Vía 12'],
      ['postalCode', '28013'],
      ['city', 'Madrid'],
      ['region', 'Madrid'],
      ['phone', '600000000'],
    ] as const)
      await form.locator(`input[name="${name}"]`).fill(value);
    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(/\/es-es\/checkout\/payment\/$/);
    await payByCard(page, 'es-es', GOOD_CARD);
    await expect(page).toHaveURL(CARD_CONFIRMATION);
    const code = (await page.getByTestId('order-code').textContent())?.trim() ?? '';

    const sandbox = openSandboxDb();
    const order = sandbox
      .prepare<[string], { delivery_mode: string; data: string }>(
        'SELECT delivery_mode, data FROM orders WHERE code = ?',
      )
      .get(code);
    sandbox.close();
    expect(order?.delivery_mode).toMatch(/^pickup/);
    expect((JSON.parse(order?.data ?? '{}') as { pickupStore?: string }).pickupStore).toBe(
      storeId?.replace(/^0+/, ''),
    );
    expect(ordersOfCart(guid).map((o) => o.code)).toEqual([code]);
  } finally {
    restore();
    db.close();
  }
});

test('mx-es: the shipping form picks state, city and colonia from the postal-code tree, billing its state and city; the sandbox stores them', async ({
  page,
}) => {
  const db = openSandboxDb();
  const [product] = plainProducts(db, 5, 1);
  db.close();
  await page.goto('/mx-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'mx-es', [{ code: product! }]);
  const guid = await cartGuid(page, 'mx-es');
  await openCheckout(page, 'mx-es');
  await giveGuestEmail(page, `guest-mx-${Date.now()}@example.com`);

  const form = page.locator('form').filter({ has: page.getByTestId('checkout-continue') });
  const region = form.locator('select[name="region"]');
  const city = form.locator('select[name="city"]');
  // The state comes before the city it filters; the city waits for a state.
  await expect(region).toBeVisible();
  await expect(city).toBeDisabled();
  await expect(form.locator('input[name="city"], input[name="region"]')).toHaveCount(0);
  await form.locator('input[name="name"]').fill('Lucía');
  await form.locator('input[name="surname"]').fill('Pérez');
  await form.locator('input[name="address"]').fill('Calle Lucerna 10');
  // The postal code says the state (every prefix 01-16 is Mexico City).
  await form.locator('input[name="postalCode"]').fill('06600');
  await expect(region).toHaveValue('Ciudad de México');
  await expect(city).toBeEnabled();
  await expect(city.locator('option', { hasText: 'Cuauhtémoc' })).toHaveCount(1);
  await expect(city.locator('option', { hasText: 'Guadalajara' })).toHaveCount(0);
  // Keyboard: the city select is reached with Tab and chosen with the keys.
  await region.focus();
  await page.keyboard.press('Tab');
  await expect(city).toBeFocused();
  await city.selectOption({ label: 'Cuauhtémoc' });
  const district = form.locator('select[name="district"]');
  await expect(district.locator('option', { hasText: 'Juárez' })).toHaveCount(1);
  await expect(district.locator('option', { hasText: 'Polanco' })).toHaveCount(0);
  await district.selectOption({ label: 'Juárez' });
  await form.locator('input[name="phone"]').fill('5512345678');
  expect(await seriousViolations(page)).toEqual([]);
  mkdirSync(SHOTS2, { recursive: true });
  await page.screenshot({ path: `${SHOTS2}/shipping-pickers-mx-es-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS2}/shipping-pickers-mx-es-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another state drops the city and colonia that are not in it.
  await region.selectOption({ label: 'Jalisco' });
  await expect(city).toHaveValue('');
  await expect(form.locator('select[name="district"]')).toHaveCount(0);
  await region.selectOption({ label: 'Ciudad de México' });
  await city.selectOption({ label: 'Cuauhtémoc' });
  await form.locator('select[name="district"]').selectOption({ label: 'Juárez' });
  await form.locator('input[name="billingDiffers"]').check();
  await page.getByTestId('checkout-continue').click();

  // The billing address picks its state and city from the same tree (no colonia).
  await expect(page).toHaveURL(/\/mx-es\/checkout\/billing\/$/);
  const billing = page.locator('form').filter({ has: page.getByTestId('checkout-continue') });
  const billingRegion = billing.locator('select[name="region"]');
  const billingCity = billing.locator('select[name="city"]');
  await expect(billingCity).toBeDisabled();
  await expect(billing.locator('select[name="district"], input[name="district"]')).toHaveCount(0);
  await billing.locator('input[name="name"]').fill('Joyas');
  await billing.locator('input[name="surname"]').fill('del Bajío');
  await billing.locator('input[name="address"]').fill('Avenida Vallarta 100');
  await billing.locator('input[name="postalCode"]').fill('44100');
  await billingRegion.selectOption({ label: 'Jalisco' });
  await expect(billingCity.locator('option', { hasText: 'Cuauhtémoc' })).toHaveCount(0);
  await billingCity.selectOption({ label: 'Guadalajara' });
  await billing.locator('input[name="phone"]').fill('3312345678');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('checkout-continue').click();
  await expect(page).toHaveURL(/\/mx-es\/checkout\/payment\/$/);

  const read = openSandboxDb();
  const row = read
    .prepare<[string], { delivery_address: string }>(
      'SELECT delivery_address FROM carts WHERE guid = ?',
    )
    .get(guid);
  read.close();
  expect(JSON.parse(row?.delivery_address ?? '{}')).toMatchObject({
    postalCode: '06600',
    region: { isocode: 'MX-CMX', name: 'Ciudad de México' },
    city: { code: 'MX-CMX-cuauhtemoc', name: 'Cuauhtémoc' },
    district: 'Juárez',
    country: { isocode: 'MX' },
  });

  // The order keeps the billing address the pickers chose.
  await payByCard(page, 'mx-es', GOOD_CARD);
  await expect(page.getByTestId('order-code')).toBeVisible({ timeout: 20_000 });
  const stored = openSandboxDb();
  const order = stored
    .prepare<[string], { data: string }>(
      'SELECT o.data FROM orders o JOIN carts c ON c.code = o.cart_code WHERE c.guid = ?',
    )
    .get(guid);
  stored.close();
  const billingAddress = (JSON.parse(order?.data ?? '{}') as { billingAddress?: unknown })
    .billingAddress;
  // The shopper picked Jalisco by name; the back-end gets its ISO 3166-2 code (OCC isocode).
  expect(billingAddress).toMatchObject({
    postalCode: '44100',
    town: 'Guadalajara',
    region: { isocode: 'MX-JAL' },
    country: { isocode: 'MX' },
  });
  expect(billingAddress).not.toHaveProperty('region.name');
});
