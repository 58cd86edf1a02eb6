// My-account returns (issue 19, journey 3 "file a return"; docs/product/returns.md §3, §5;
// docs/product/commerce-api.md §9) in Debian's Chromium against the embedded sandbox: a shopper of
// their own with two delivered es-es orders and one sa-ar order (placed and moved on through the
// sandbox's admin side), what the shopper sees on each site, and what the sandbox stored. Another
// shopper cannot file a return of them.
import { expect, test } from '@playwright/test';
import { shoot, signInByApi, unique } from './my-account-helpers.js';
import { quietContext } from './helpers.js';
import {
  DELIVERY_ADDRESSES,
  occGet,
  occPost,
  placeOrder,
  productInStock,
  setOrderStatus,
  storedReturns,
  userToken,
} from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

const PASSWORD = 'Secret-2026';
const SHOTS = '/tmp/shots-returns';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

/** A shopper registered straight in the sandbox (registration has its own journeys). */
async function registerShopper(email: string): Promise<string> {
  const created = await occPost('es-es', '/users', {
    email,
    name: 'Marta',
    surname: 'Ruiz',
    password: PASSWORD,
  });
  expect(created.status).toBe(201);
  return userToken(email, PASSWORD);
}

/**
 * An order of the shopper's placed on a site in the sandbox over its OCC API (two pieces of
 * one product, cash on delivery), then moved on to delivered as the carrier would; answers
 * its code. Only that site sees it (a base site has its own orders).
 */
async function deliveredOrder(
  token: string,
  productCode: string,
  site: keyof typeof DELIVERY_ADDRESSES = 'es-es',
): Promise<string> {
  const code = await placeOrder(
    site,
    { token },
    {
      name: 'Marta',
      lastName: 'Ruiz',
      productCode,
      quantity: 2,
      address: DELIVERY_ADDRESSES[site],
    },
  );
  await setOrderStatus(code, 'CUSTOMER_RECEIVED');
  return code;
}

test('journey 3, returns: the shopper files a return of a delivered order, sees it confirmed and "in process"; the sandbox stored it; another shopper cannot; es-es and sa-ar', async ({
  page,
  baseURL,
  browser,
}) => {
  // Two sites, three orders, an attacker and screenshots at two widths: a long journey.
  test.slow();
  const email = unique('returns');
  const token = await registerShopper(email);
  const product = await productInStock();
  const first = await deliveredOrder(token, product);
  const second = await deliveredOrder(token, product);
  await signInByApi(page, baseURL, email, PASSWORD);

  // The list: both delivered orders, each with the form and the external portal (es-es has it).
  await page.goto('/es-es/my-account/returns/');
  const menu = page.getByRole('navigation', { name: 'Menú de la cuenta' });
  await expect(menu.getByRole('link', { name: 'Devoluciones' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const row = (code: string) =>
    page.locator(`[data-testid="return-order"][data-order-code="${code}"]`);
  await expect(row(first)).toHaveAttribute('data-return-state', 'returnable');
  await expect(row(second)).toHaveAttribute('data-return-state', 'returnable');
  const portal = row(first).getByTestId('return-portal-link');
  const href = (await portal.getAttribute('href')) ?? '';
  const portalQuery = new URL(href, 'http://x').searchParams;
  expect(portalQuery.get('OrderID')).toBe(first);
  expect(portalQuery.get('ShippingEmail')).toBe(email);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'returns-list-es-es');

  // The form: the portal's conditions shown, reasons in their order; a line without a reason
  // is refused before anything is sent.
  await row(first)
    .getByRole('link', { name: `Devolver piezas Pedido ${first}` })
    .click();
  await expect(page).toHaveURL(`/es-es/my-account/returns/${first}/`);
  const form = page.getByTestId('return-form');
  await expect(page.getByTestId('return-conditions').getByRole('listitem')).toHaveText([
    'Sin usar, con su etiqueta',
    'Embalaje abierto',
    'Llegó dañado',
  ]);
  const line = form.getByTestId('return-line').first();
  await line.getByRole('checkbox').check();
  await form.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-error')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('return-error')).toHaveText(
    'Elige un motivo para cada pieza que devuelves.',
  );
  expect(await storedReturns(first)).toEqual([]);
  const reason = line.getByLabel('Motivo de la devolución');
  await expect(reason.getByRole('option')).toHaveText([
    'Elige un motivo',
    'Talla incorrecta',
    'No es lo que esperaba',
    'Defectuoso',
    'Llegó tarde',
  ]);
  await reason.selectOption('SIZE');
  await line.getByLabel('Cantidad').selectOption('2');
  await line.getByLabel('Estado de la pieza').selectOption('UNUSED');
  await form.getByLabel('Comentarios (opcional)').fill('Me queda grande.');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'return-form-es-es');
  await form.getByTestId('return-submit').click();

  // Confirmed in the live region, with the code the sandbox gave it.
  const status = page.getByRole('status').filter({ has: page.getByTestId('return-filed') });
  await expect(status).toContainText(
    /Hemos registrado tu devolución \u2068RMA-[0-9A-F]{8}\u2069\./,
  );
  const stored = await storedReturns(first);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    orderCode: first,
    requestedBy: email,
    entries: [{ entryNumber: 0, quantity: 2, reason: 'SIZE', condition: 'UNUSED' }],
    comments: 'Me queda grande.',
  });
  await expect(status).toContainText(stored[0]?.id ?? 'none');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'return-filed-es-es');

  // Back on the list, the order is "in process"; the sandbox's order says so too.
  await page.getByRole('link', { name: 'Volver a devoluciones' }).click();
  await expect(row(first).getByTestId('return-in-process')).toHaveText('Devolución en curso');
  // What went back and why (issue 32.4): the line and its reason, named in Spanish.
  await expect(row(first).getByTestId('return-filed-line')).toHaveAttribute('data-reason', 'SIZE');
  await expect(row(first).getByTestId('return-filed-reason')).toHaveText(
    '· Motivo de la devolución: Talla incorrecta',
  );
  await expect(row(first).getByRole('link')).toHaveCount(0);
  expect(await occGet('es-es', `/users/current/orders/${first}`, token)).toMatchObject({
    returnInProcess: true,
  });

  // The external portal's stand-in opens with the order and the e-mail.
  await row(second).getByTestId('return-portal-link').click();
  await expect(page.getByTestId('portal-order')).toHaveText(second);
  await expect(page.getByTestId('portal-email')).toHaveText(email);

  // Another shopper: the proxy answers 404 for the order (by the owner's e-mail or their own),
  // and the page says "not found"; nothing was stored.
  const other = await browser.newContext(baseURL ? { baseURL } : {});
  await quietContext(other, baseURL);
  const attacker = await other.newPage();
  const attackerEmail = unique('attacker');
  await registerShopper(attackerEmail);
  await signInByApi(attacker, baseURL, attackerEmail, PASSWORD);
  for (const owner of [email, attackerEmail]) {
    const answer = await attacker.request.post(
      `/api/commerce/occ/v2/es-es/returns/${encodeURIComponent(owner)}/orderReturns`,
      {
        data: { orderCode: second, entries: [{ entryNumber: 0, quantity: 1, reason: 'SIZE' }] },
        headers: { origin: baseURL ?? 'http://127.0.0.1:3210' },
      },
    );
    expect(answer.status()).toBe(404);
    expect(await answer.text()).not.toContain(email);
  }
  await attacker.goto(`/es-es/my-account/returns/${second}/`);
  await expect(attacker.getByTestId('return-missing').getByRole('alert')).toHaveText(
    'No encontramos este pedido en tu cuenta.',
  );
  await expect(attacker.getByTestId('return-form')).toHaveCount(0);
  await other.close();
  expect(await storedReturns(second)).toEqual([]);

  // Bad input through the proxy: a 4xx with a message, never a 5xx.
  const bad = await page.request.post(
    `/api/commerce/occ/v2/es-es/returns/${encodeURIComponent(email)}/orderReturns`,
    {
      data: { orderCode: second, entries: [{ entryNumber: 0, quantity: 'all' }] },
      headers: { origin: baseURL ?? 'http://127.0.0.1:3210' },
    },
  );
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]?.message).toBeTruthy();

  // The same shopper in Arabic, right to left, on sa-ar: another base site, so its own
  // delivered order and none of the es-es shop's; then that order's return.
  const third = await deliveredOrder(token, product, 'sa-ar');
  // Its detail in Arabic, right to left (issue 32.4): the address as Marta typed it, never
  // translated; cash on delivery; the bill in the site's own digits (ADR 0049).
  await page.goto(`/sa-ar/my-account/orders/${third}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arAddress = page.getByTestId('order-address');
  await expect(arAddress).toHaveAttribute('translate', 'no');
  await expect(arAddress).toContainText('Marta Ruiz');
  await expect(arAddress).toContainText('King Fahd Road 1');
  await expect(page.getByTestId('order-method')).toHaveText('الشحن العادي');
  await expect(page.getByTestId('order-payment')).toHaveText('الدفع عند الاستلام');
  const arTotal = page.getByTestId('order-totals').locator('[data-total="totalPrice"] dd');
  await expect(arTotal).toHaveText(/[٠-٩]/);
  await expect(arTotal).not.toHaveText(/[0-9]/);
  await expect(page.getByTestId('order-line-price').first()).not.toHaveText(/[0-9]/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'order-detail-sa-ar');

  await page.goto('/sa-ar/my-account/returns/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(row(third)).toHaveAttribute('data-return-state', 'returnable');
  await expect(row(first)).toHaveCount(0);
  await expect(row(second)).toHaveCount(0);
  // sa-ar runs no external return portal.
  await expect(page.getByTestId('return-portal-link')).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'returns-list-sa-ar');
  await row(third).getByRole('link').click();
  await expect(page).toHaveURL(`/sa-ar/my-account/returns/${third}/`);
  const arLine = page.getByTestId('return-line').first();
  await arLine.getByRole('checkbox').check();
  // The back-end names its reasons in the site's language.
  await expect(arLine.getByLabel('سبب الإرجاع').getByRole('option', { name: 'معيب' })).toHaveCount(
    1,
  );
  await arLine.getByLabel('سبب الإرجاع').selectOption('DEFECT');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, SHOTS, 'return-form-sa-ar');
  await page.getByTestId('return-submit').click();
  await expect(page.getByTestId('return-filed')).toContainText('تم تسجيل طلب الإرجاع');
  expect(await storedReturns(third)).toEqual([
    expect.objectContaining({
      requestedBy: email,
      entries: [{ entryNumber: 0, quantity: 1, reason: 'DEFECT' }],
    }),
  ]);
  await shoot(page, SHOTS, 'return-filed-sa-ar');
  // Back on the list, "in process" in Arabic.
  await page.goto('/sa-ar/my-account/returns/');
  await expect(row(third).getByTestId('return-in-process')).toHaveText('الإرجاع قيد المعالجة');
  await expect(row(third).getByTestId('return-filed-reason')).toContainText('معيب');
  await shoot(page, SHOTS, 'returns-filed-sa-ar');
});
