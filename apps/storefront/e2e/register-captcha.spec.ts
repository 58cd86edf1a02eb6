// The registration captcha (issue 19, ADR 0028) in Debian's Chromium: solved in the page only
// once the form is touched, never on other pages; when it cannot be had the shopper is told
// in an alert and nothing is registered; the next try works. Registrations themselves are in
// account.spec.ts and my-account.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { quietContext, waitForHydration } from './helpers.js';
import { canSignIn } from './sandbox-admin.js';

const SITE = 'es-es';
const CAPTCHA = '**/api/captcha';

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const unique = () => `captcha-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

function captchaRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/captcha') seen.push(request.url());
  });
  return seen;
}

test('no page fetches a captcha until the registration form is touched', async ({ page }) => {
  const seen = captchaRequests(page);
  await page.goto(`/${SITE}/`);
  await waitForHydration(page);
  await page.goto(`/${SITE}/register/`);
  await waitForHydration(page);
  await page.getByTestId('login-form').getByLabel('Correo electrónico', { exact: true }).focus();
  expect(seen).toEqual([]);
  const challenge = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/captcha',
  );
  await page.getByTestId('register-form').getByLabel('Correo electrónico', { exact: true }).focus();
  expect((await challenge).headers()['cache-control']).toBe('no-store');
});

test('a captcha that cannot be had is said in an alert, nothing is registered, and the next try registers', async ({
  page,
}) => {
  await page.route(CAPTCHA, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`/${SITE}/register/`);
  await waitForHydration(page);
  const email = unique();
  const form = page.getByTestId('register-form');
  await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await form.getByLabel('Nombre', { exact: true }).fill('Marta');
  await form.getByLabel('Primer apellido', { exact: true }).fill('Ruiz');
  await form.getByLabel('Contraseña', { exact: true }).fill('Secret-2026');
  await form.getByLabel('He leído y acepto la política de privacidad.', { exact: true }).check();
  await form.getByTestId('register-submit').click();
  const alert = form.getByTestId('register-error');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toHaveText(
    'La comprobación de seguridad automática no ha funcionado. Inténtalo de nuevo.',
  );
  await expect(form.getByTestId('register-submit')).not.toHaveAttribute('aria-disabled', 'true');
  expect(await canSignIn(email, 'Secret-2026')).toBe(false);

  await page.unroute(CAPTCHA);
  await form.getByTestId('register-submit').click();
  await expect(page).toHaveURL(`/${SITE}/my-account/`);
  expect(await canSignIn(email, 'Secret-2026')).toBe(true);
});
