// Issue 19, contact form, newsletter name and live shopping (docs/product/shell.md §5.2, §5.1,
// docs/product/commerce-api.md §13) in Debian's Chromium against the sandbox: what the shopper sees
// and what the sandbox stored (read from its database file, as the cart journeys do).
import { expect, test } from '@playwright/test';
import { openSandboxDb } from './cart-sandbox.js';
import { quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

const SCREENS = 'test-results/screenshots';

test.use({ serviceWorkers: 'block' });
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const unique = (label: string) => `${label}-${Date.now()}@example.com`;

test('the contact form files a multipart web-to-case with the levels of its reason, the country and the org id', async ({
  page,
}) => {
  await page.goto('/es-es/help/contact');
  await waitForHydration(page);
  const form = page.getByTestId('contact-form');
  await expect(form).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="contact-form"]')).toEqual([]);
  const email = unique('contact');
  await form.getByLabel('Nombre').fill('Ana');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Motivo').selectOption({ label: 'Devoluciones y reembolsos' });
  await form.getByLabel('Mensaje').fill('Quiero devolver un anillo.');
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact/es-es'));
  await form.getByRole('button', { name: 'Enviar' }).click();
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const confirmation = page.getByTestId('contact-sent');
  await expect(confirmation).toContainText(/número de caso es \d+/);
  const caseId = /(\d+)/.exec((await confirmation.textContent()) ?? '')?.[1] ?? '';

  const db = openSandboxDb();
  const row = db
    .prepare<[string], { data: string }>('SELECT data FROM contact_cases WHERE id = ?')
    .get(caseId);
  db.close();
  expect(JSON.parse(row?.data ?? '{}')).toEqual({
    source: 'webtocase',
    site: 'es-es',
    orgid: 'ATELIER-SANDBOX-ORG',
    name: 'Ana',
    email,
    description: 'Quiero devolver un anillo.',
    reason: '3',
    country: 'ES',
    L1: 'Customer service',
    L2: 'After-sales',
    L3: 'Returns and refunds',
    L4: 'Request',
  });
  await page.screenshot({ path: `${SCREENS}/contact-es-es-sent-desktop.png` });
});

test('the contact form in sa-ar (RTL) is accessible', async ({ page }) => {
  await page.goto('/sa-ar/help/contact');
  await waitForHydration(page);
  const form = page.getByTestId('contact-form');
  await expect(form).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="contact-form"]')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/contact-sa-ar-mobile.png`, fullPage: true });
});

test('the footer newsletter sends the name typed with the e-mail; the sandbox keeps it', async ({
  page,
}) => {
  await page.goto('/es-es/');
  await waitForHydration(page);
  const form = page.getByTestId('newsletter-form');
  const email = unique('news');
  await form.getByRole('textbox', { name: 'Nombre' }).fill('Ana');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  const sent = page.waitForRequest((r) => r.url().includes('serviceName=Newsletter'));
  await form.getByRole('button').click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Ana' });
  await expect(page.getByTestId('newsletter-success')).toBeVisible();
  const db = openSandboxDb();
  const row = db
    .prepare<[string], { type: string; name: string | null }>(
      'SELECT type, name FROM consents WHERE user_email = ?',
    )
    .get(email.toLowerCase());
  db.close();
  expect(row).toEqual({ type: 'newsletter', name: 'Ana' });
  expect(await seriousViolations(page, 'footer')).toEqual([]);
});

for (const [site, button, title, share] of [
  ['es-es', 'Avisarme', 'Avísame del próximo live shopping', 'Compartir en'],
  ['sa-ar', 'أعلمني', 'أعلمني بالتسوق المباشر القادم', 'مشاركة'],
] as const) {
  test(`${site}: the live-shopping page signs an address up for the next one`, async ({ page }) => {
    await page.goto(`/${site}/liveshopping/`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const form = page.getByTestId('live-shopping-form');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    // Shared as {site}/liveshopping on LinkedIn, Facebook and WhatsApp, named in the site's
    // language (docs/product/shell.md §6, issue 32.7).
    const networks = page.locator('main a[target="_blank"]');
    await expect(networks).toHaveCount(3);
    for (const [network, host] of [
      ['LinkedIn', 'linkedin.com'],
      ['Facebook', 'facebook.com'],
      ['WhatsApp', 'wa.me'],
    ]) {
      const link = page.getByRole('link', { name: new RegExp(`${share}.*${network}`) });
      await expect(link).toHaveAttribute('href', new RegExp(`${host}.*${site}%2Fliveshopping`));
    }
    const email = unique(`live-${site}`);
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button', { name: button }).click();
    await expect(page.getByTestId('live-shopping-subscribed')).toBeVisible();
    const db = openSandboxDb();
    const row = db
      .prepare<[string], { type: string; subscribed: number }>(
        'SELECT type, subscribed FROM consents WHERE user_email = ?',
      )
      .get(email);
    db.close();
    expect(row).toEqual({ type: 'liveshopping', subscribed: 1 });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    for (const [name, width] of [
      ['desktop', 1280],
      ['mobile', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: `${SCREENS}/live-shopping-${site}-${name}.png` });
    }
  });
}
