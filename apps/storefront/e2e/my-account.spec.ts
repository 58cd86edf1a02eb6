// My-account (issue 19, journey 1; docs/product/accounts.md §4, §1, §9) in Debian's Chromium
// against the embedded sandbox: what the shopper sees, and what the sandbox stored (read straight
// from it on its admin port, e2e/sandbox-admin.ts).
import { expect, request, test, type Page } from '@playwright/test';
import { shoot, signInByApi, unique } from './my-account-helpers.js';
import { quietContext, waitForHydration } from './helpers.js';
import { occGet, SANDBOX_URL, userToken } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

const SITE = 'es-es';
const PASSWORD = 'Secret-2026';
const SHOTS = '/tmp/shots-account';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const uniquePhone = () => `+34 7${Date.now().toString().slice(-8)}`;

/** A masked card for the shopper, through the sandbox's test-only admin endpoint. */
async function giveStoredCard(uid: string): Promise<string> {
  const api = await request.newContext({ baseURL: SANDBOX_URL });
  const answer = await api.post('/sandbox/stored-cards', {
    data: {
      uid,
      type: 'visa',
      number: '************1111',
      holderName: 'Marta Ruiz',
      month: 3,
      year: 2031,
    },
  });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  await api.dispose();
  return id;
}

async function register(
  page: Page,
  email: string,
  options: { birthDate?: string; loyalty?: boolean } = {},
): Promise<void> {
  await page.goto(`/${SITE}/register/`);
  await waitForHydration(page);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await form.getByLabel('Nombre', { exact: true }).fill('Marta');
  await form.getByLabel('Primer apellido', { exact: true }).fill('Ruiz');
  await form.getByLabel('Segundo apellido (opcional)', { exact: true }).fill('Gómez');
  await form.getByLabel('Teléfono móvil (opcional)', { exact: true }).fill(uniquePhone());
  await form
    .getByLabel('Fecha de nacimiento (opcional)', { exact: true })
    .fill(options.birthDate ?? '1990-04-05');
  if (options.loyalty)
    await form
      .getByLabel('Quiero unirme al club de fidelidad y acepto sus condiciones.', { exact: true })
      .check();
  await form.getByLabel('Documento de identidad (opcional)', { exact: true }).fill('12345678Z');
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByLabel('He leído y acepto la política de privacidad.', { exact: true }).check();
  await form.getByTestId('register-submit').click();
  await expect(page).toHaveURL(`/${SITE}/my-account/`);
}

async function login(page: Page, email: string): Promise<void> {
  await page.goto(`/${SITE}/register/`);
  await waitForHydration(page);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`/${SITE}/my-account/`);
}

async function fillAddress(page: Page, values: Record<string, string>): Promise<void> {
  const form = page.getByTestId('address-form');
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value);
}

test('journey 1: register with a national id, log out and in, edit personal data and an address, delete a stored card', async ({
  page,
}) => {
  const email = unique('account');
  await register(page, email);
  const token = await userToken(email, PASSWORD);
  expect(await occGet(SITE, '/users/current', token)).toMatchObject({
    email,
    nationalId: '12345678Z',
  });
  await expect(page.getByTestId('account-greeting')).toHaveText('Hola, Marta');
  // The home is the personal data, and the menu says so.
  const menu = page.getByRole('navigation', { name: 'Menú de la cuenta' });
  await expect(menu.getByRole('link', { name: 'Datos personales' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('personal-data')).toContainText('12345678Z');

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`/${SITE}/`);
  await login(page, email);
  const cardId = await giveStoredCard(email);

  // A menu link moves inside the page (react-router), and the section reads the shopper.
  await menu.getByRole('link', { name: 'Mis pedidos' }).click();
  await expect(page).toHaveURL(`/${SITE}/my-account/orders/`);
  await menu.getByRole('link', { name: 'Datos personales' }).click();
  await expect(page).toHaveURL(`/${SITE}/my-account/youraccount/`);

  // Personal data with the site's fields (second surname, birth date, national id).
  await page.getByTestId('personal-data-edit').click();
  const personal = page.getByTestId('personal-data-form');
  await expect(personal.getByLabel('Correo electrónico', { exact: true })).toBeDisabled();
  await personal.getByLabel('Nombre', { exact: true }).fill('Marta Isabel');
  await personal.getByLabel('Documento de identidad (opcional)', { exact: true }).fill('87654321X');
  await personal.getByTestId('personal-data-save').click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Hemos guardado tus cambios.' }),
  ).toBeVisible();
  await expect(page.getByTestId('account-greeting')).toHaveText('Hola, Marta Isabel');
  await expect(page.getByTestId('personal-data')).toContainText('5 de abril de 1990');
  expect(await occGet(SITE, '/users/current', token)).toMatchObject({
    firstName: 'Marta Isabel',
    lastName: 'Ruiz',
    nationalId: '87654321X',
  });

  // An address the back-end refuses: its error code's message in an alert; then a good one.
  await page.getByTestId('address-add').click();
  const address = {
    Nombre: 'Marta',
    Apellidos: 'Ruiz Gómez',
    Dirección: 'Calle Mayor 1',
    'Código postal': '2'.repeat(25),
    Población: 'Madrid',
    Provincia: 'Madrid',
    Teléfono: '600000000',
  };
  await fillAddress(page, address);
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-alert')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('address-alert')).toHaveText(
    'No hemos podido añadir esta dirección. Revísala e inténtalo de nuevo.',
  );
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await fillAddress(page, { 'Código postal': '28013' });
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-item')).toContainText('28013 Madrid');

  // Edit it: the sandbox keeps the new street and the country.
  await page.getByTestId('address-edit').click();
  await fillAddress(page, { Dirección: 'Calle de Alcalá 10' });
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('address-item')).toContainText('Calle de Alcalá 10');
  const stored = (await occGet(SITE, '/users/current/addresses', token)) as {
    addresses: { line1: string; postalCode: string; country: { isocode: string } }[];
  };
  expect(stored.addresses).toHaveLength(1);
  expect(stored.addresses[0]).toMatchObject({
    line1: 'Calle de Alcalá 10',
    postalCode: '28013',
    country: { isocode: 'ES' },
  });

  // The stored card, then deleted: gone from the screen and from the sandbox.
  const card = page.getByTestId('stored-card');
  await expect(card).toContainText('Visa terminada en 1111');
  await expect(card).toHaveAttribute('data-card-id', cardId);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'youraccount-es-es');
  await card.getByRole('button', { name: 'Eliminar tarjeta 1111' }).click();
  await expect(page.getByText('No tienes tarjetas guardadas.')).toBeVisible();
  expect(await occGet(SITE, '/users/current/adyen/card/storedcards', token)).toEqual({
    storedCards: [],
  });
});

test('the account answers the signed-in shopper only after hydration; unknown sections are the 404 page; guests go to the login', async ({
  page,
  browser,
}) => {
  const email = unique('frame');
  await register(page, email);
  // The server's HTML is the same for everyone: nothing of the shopper's in it.
  const html = await (await page.request.get(`/${SITE}/my-account/youraccount/`)).text();
  expect(html).not.toContain(email);
  expect(html).not.toContain('Marta');
  expect(html).not.toContain('Ruiz');

  const missing = await page.goto(`/${SITE}/my-account/nothing/`);
  expect(missing?.status()).toBe(404);
  const deeper = await page.goto(`/${SITE}/my-account/youraccount/more/`);
  expect(deeper?.status()).toBe(404);

  // On a phone the sections are a select, and choosing one moves there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${SITE}/my-account/youraccount/`);
  await expect(page.getByTestId('personal-data')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú de la cuenta' })).toBeHidden();
  await page.getByLabel('Sección de mi cuenta').selectOption('orders');
  await expect(page).toHaveURL(`/${SITE}/my-account/orders/`);

  // The same shopper in Arabic, right to left.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/sa-ar/my-account/youraccount/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('personal-data')).toBeVisible();
  await expect(page.getByTestId('account-greeting')).toHaveText('مرحبًا، Marta');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'youraccount-sa-ar');

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`${page.url().split('/sa-ar/')[0]}/${SITE}/my-account/youraccount/`);
  await expect(guestPage).toHaveURL(new RegExp(`/${SITE}/register/$`));
  await guest.close();
});

const SHOPPER = { email: 'shopper@example.com', password: 'Atelier-2026!' };

test('journey 2: the seeded orders 20 a page, a timeline that matches its status, the invoice as a PDF; another shopper’s order is not found', async ({
  page,
  baseURL,
  browser,
}) => {
  await signInByApi(page, baseURL, SHOPPER.email, SHOPPER.password);
  const token = await userToken(SHOPPER.email, SHOPPER.password);
  const stored = (await occGet(
    SITE,
    '/users/current/orders?currentPage=0&pageSize=100',
    token,
  )) as {
    orders: { code: string; status: string }[];
    totalOrders: number;
  };
  expect(stored.totalOrders).toBeGreaterThan(20);

  await page.goto(`/${SITE}/my-account/orders/`);
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(20);
  await expect(page.getByTestId('orders-count')).toHaveText(`20 de ${stored.totalOrders}`);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'orders-es-es');
  // 20 more a click until the total (a sandbox that lived through earlier runs holds more
  // than 40 of the shopper's orders).
  for (let shown = 20; shown < stored.totalOrders; shown += 20) {
    await page.getByTestId('orders-more').click();
    await expect(rows).toHaveCount(Math.min(shown + 20, stored.totalOrders));
  }
  await expect(rows).toHaveCount(stored.totalOrders);
  await expect(page.getByTestId('orders-more')).toHaveCount(0);
  // Every seeded order, each with the status the sandbox holds.
  const shown = await rows.evaluateAll((items) =>
    items.map((item) => [
      item.querySelector('[data-testid="order-code"]')?.textContent ?? '',
      item.getAttribute('data-status') ?? '',
    ]),
  );
  const seeded = new Map(stored.orders.map((order) => [order.code, order.status]));
  expect(shown).toHaveLength(seeded.size);
  for (const [code = ''] of shown) expect(seeded.has(code), code).toBe(true);
  // Each row shows where its order stands: many different places for the seeded statuses.
  const places = await rows.evaluateAll((items) => items.map((i) => i.getAttribute('data-status')));
  expect(new Set(places).size).toBeGreaterThan(4);

  // A shipped order's detail: its timeline's current step is the status its row shows, past
  // the start, with the steps before done and the steps after pending.
  const shipped = page.locator('[data-testid="order-row"][data-backend-status="shipped" i]');
  const rowStatus = await shipped.getAttribute('data-status');
  const code = (await shipped.getByTestId('order-code').textContent()) ?? '';
  await shipped.getByRole('link').click();
  await expect(page).toHaveURL(`/${SITE}/my-account/orders/${code}/`);
  await expect(page.getByTestId('order-timeline')).toBeVisible();
  const states = await page
    .getByTestId('timeline-step')
    .evaluateAll((items) =>
      items.map((item) => [item.getAttribute('data-status'), item.getAttribute('data-state')]),
    );
  const current = states.findIndex(([, state]) => state === 'current');
  expect(current).toBeGreaterThan(0);
  expect(states[current]?.[0]).toBe(rowStatus);
  expect(states.filter(([, state]) => state === 'current')).toHaveLength(1);
  expect(states.slice(0, current).every(([, state]) => state === 'done')).toBe(true);
  expect(states.slice(current + 1).every(([, state]) => state === 'pending')).toBe(true);

  // What the order is (issue 32.4), as the sandbox holds it: where it goes (the shopper's own
  // words, never translated), how, how it was paid, each line's price and the bill, in es-ES.
  const held = (await occGet(SITE, `/users/current/orders/${code}`, token)) as {
    deliveryAddress: { line1: string; postalCode: string } | null;
    paymentMode: string;
    entries: { totalPrice: { value: number } }[];
    totalPrice: { value: number };
  };
  const euros = (value: number) =>
    new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(value);
  if (held.deliveryAddress) {
    const address = page.getByTestId('order-address');
    await expect(address).toHaveAttribute('translate', 'no');
    await expect(address).toContainText(held.deliveryAddress.line1);
    await expect(address).toContainText(held.deliveryAddress.postalCode);
  }
  await expect(page.getByTestId('order-method')).not.toBeEmpty();
  if (held.paymentMode === 'card') {
    await expect(page.getByTestId('order-payment')).toHaveText('Tarjeta terminada en 1111');
  }
  const prices = page.getByTestId('order-line-price');
  await expect(prices).toHaveCount(held.entries.length);
  for (const [index, entry] of held.entries.entries()) {
    await expect(prices.nth(index)).toContainText(euros(entry.totalPrice.value));
  }
  await expect(page.getByTestId('order-totals').locator('[data-total="totalPrice"]')).toHaveText(
    `Total${euros(held.totalPrice.value)}`,
  );

  const downloading = page.waitForEvent('download');
  await page.getByTestId('invoice-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${code}.pdf`);
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    void download.createReadStream().then((stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  });
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'order-detail-es-es');

  // In-store purchases: a ticket's purchase reason is sent.
  await page.goto(`/${SITE}/my-account/orders/`);
  await page.getByRole('tab', { name: 'Compras en tienda' }).click();
  const ticket = page.getByTestId('store-purchase').first();
  const ticketId = (await ticket.getAttribute('data-ticket-id')) ?? '';
  // The reason the ticket does not hold yet (the seed may already say "a gift").
  const gift = await ticket.getByLabel('Un regalo').isChecked();
  await ticket.getByLabel(gift ? 'Para mí' : 'Un regalo').check();
  await expect(ticket.getByRole('status')).toHaveText('Gracias por contárnoslo.');
  const tickets = (await occGet(
    SITE,
    '/users/current/securedcrm?serviceName=ShopPurchases&currentPage=0&pageSize=20',
    token,
  )) as { orders: { uuidTicket: string; purchaseReason?: number | null }[] };
  expect(tickets.orders.find((t) => t.uuidTicket === ticketId)?.purchaseReason).toBe(gift ? 2 : 1);

  // The same order code as another shopper: not found, in the page and through the proxy.
  const other = await browser.newContext(baseURL ? { baseURL } : {});
  await quietContext(other, baseURL);
  const attacker = await other.newPage();
  await register(attacker, unique('attacker'));
  const answer = await attacker.request.get(
    `/api/commerce/occ/v2/${SITE}/users/current/orders/${code}`,
  );
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain(SHOPPER.email);
  await attacker.goto(`/${SITE}/my-account/orders/${code}/`);
  await expect(attacker.getByTestId('order-missing').getByRole('alert')).toHaveText(
    'No encontramos este pedido en tu cuenta.',
  );
  await expect(attacker.getByTestId('order-timeline')).toHaveCount(0);
  await other.close();
});

test('journey 4: an under-age member sees no loyalty area and no interests; an adult member does', async ({
  page,
  browser,
  baseURL,
}) => {
  const menu = page.getByRole('navigation', { name: 'Menú de la cuenta' });
  const minor = unique('minor');
  await register(page, minor, { birthDate: '2012-06-01', loyalty: true });
  // The sandbox holds an under-age member of the club.
  expect(await occGet(SITE, '/users/current', await userToken(minor, PASSWORD))).toMatchObject({
    birthDate: '2012-06-01',
  });
  await expect(menu.getByRole('link', { name: 'Datos personales' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mis pedidos' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Club de fidelidad' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Mis intereses' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Club de fidelidad' })).toHaveCount(0);
  // Their addresses lead nowhere: the account's home.
  for (const section of ['mytous', 'myinterests']) {
    await page.goto(`/${SITE}/my-account/${section}/`);
    await expect(page).toHaveURL(`/${SITE}/my-account/youraccount/`);
    await expect(page.getByTestId('personal-data')).toBeVisible();
  }
  expect(await seriousViolations(page, 'main')).toEqual([]);

  const adult = await browser.newContext(baseURL ? { baseURL } : {});
  await quietContext(adult, baseURL);
  const adultPage = await adult.newPage();
  await register(adultPage, unique('member'), { loyalty: true });
  const adultMenu = adultPage.getByRole('navigation', { name: 'Menú de la cuenta' });
  await expect(adultMenu.getByRole('link', { name: 'Club de fidelidad' })).toBeVisible();
  await expect(adultMenu.getByRole('link', { name: 'Mis intereses' })).toBeVisible();
  await adult.close();
});

test('journey 3 (interests): a member saves material, product type, ring size and a special moment; the sandbox keeps them', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, baseURL, SHOPPER.email, SHOPPER.password);
  await page.goto(`/${SITE}/my-account/myinterests/`);
  const form = page.getByTestId('interests-form');
  await expect(form).toBeVisible();
  const material = form.getByRole('group', { name: 'Material' });
  if (!(await material.getByLabel('Oro').isChecked())) await material.getByLabel('Oro').check();
  const type = form.getByRole('group', { name: 'Tipo' });
  if (!(await type.getByLabel('Anillos').isChecked())) await type.getByLabel('Anillos').check();
  await form.getByLabel('Talla de anillo').selectOption('14');
  await form.getByRole('button', { name: 'Añadir un momento especial' }).click();
  const moment = form.getByTestId('special-moment').last();
  await moment.getByLabel('Ocasión').selectOption('anniversary');
  await moment.getByLabel('Fecha').fill('2027-02-14');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await form.getByTestId('interests-save').click();
  await expect(form.getByRole('status')).toHaveText('Hemos guardado tus cambios.');
  const token = await userToken(SHOPPER.email, SHOPPER.password);
  const saved = (await occGet(
    SITE,
    '/users/current/securedcrm?serviceName=MyInterests',
    token,
  )) as {
    material: string[] | string;
    productType: string[] | string;
    ringSize: string;
    specialMoments: { date: string; momentsType: string }[];
  };
  expect([saved.material].flat()).toContain('gold');
  expect([saved.productType].flat()).toContain('rings');
  expect(saved.ringSize).toBe('14');
  expect(saved.specialMoments).toContainEqual({ date: '2027-02-14', momentsType: 'anniversary' });
  await shoot(page, SHOTS, 'interests-es-es');
  await page.reload();
  await expect(page.getByLabel('Talla de anillo')).toHaveValue('14');
  // sa-ar runs no loyalty programme: no interests there (core-loyalty's rule), the home.
  await page.goto('/sa-ar/my-account/myinterests/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL('/sa-ar/my-account/youraccount/');
  await expect(page.getByTestId('personal-data')).toBeVisible();
  await page.goto('/sa-ar/my-account/orders/');
  // The seeded orders are the es-es shop's: sa-ar lists its own (none), in Arabic.
  await expect(
    page.getByTestId('order-row').first().or(page.getByText('ليست لديك طلبات بعد.')),
  ).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'orders-sa-ar');
});
