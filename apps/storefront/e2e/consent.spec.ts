// Issue 19, journey 7 (docs/product/consent.md §2, §3): consent and tracking in Debian's Chromium
// against the sandbox. With functional cookies only, no analytics or pixel request leaves the
// page and the collector stores nothing; with everything accepted, the events arrive carrying
// the store id and the shopper's SHA-256 e-mail, birth year and yyyymmdd registration date.
import { createHash } from 'node:crypto';
import { expect, request, test, type BrowserContext, type Page } from '@playwright/test';
import { openSandboxDb, plainProducts } from './cart-sandbox.js';
import { waitForHydration } from './helpers.js';
import { SANDBOX_URL } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

const SHOPPER = { email: 'shopper@example.com', password: 'Atelier-2026!' };
const SITE = 'es-es';
const SCREENS = 'test-results/screenshots';

// The worker's own fetches would not be the page's: every request is the page's here.
test.use({ serviceWorkers: 'block' });

interface Hit {
  id: number;
  kind: 'event' | 'pixel';
  name: string;
  storeId: string;
  data: {
    event?: string;
    page?: string;
    user?: { emailSha256: string; birthYear?: number; registrationDate?: string };
  };
}

async function hitsAfter(id: number): Promise<Hit[]> {
  const api = await request.newContext({ baseURL: SANDBOX_URL });
  const answer = await api.get(`/sandbox/analytics?after=${id}`);
  expect(answer.ok()).toBe(true);
  const { hits } = (await answer.json()) as { hits: Hit[] };
  await api.dispose();
  return hits;
}

/** Popups closed (they would cover what is clicked), but no consent cookie: the notice shows. */
async function popupsClosed(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const url = baseURL ?? 'http://127.0.0.1:3210';
  await context.addCookies(
    ['atelier_newsletter_popup', 'atelier_download_app'].map((name) => ({
      name,
      value: 'closed',
      url,
    })),
  );
}

async function login(page: Page): Promise<void> {
  await page.goto(`/${SITE}/register/`);
  await waitForHydration(page);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico', { exact: true }).fill(SHOPPER.email);
  await form.getByLabel('Contraseña', { exact: true }).fill(SHOPPER.password);
  await form.getByTestId('login-submit').click();
  // A bag merge that changed the products greets first; either way the account follows.
  const warning = page.getByTestId('merge-warning');
  const greeting = page.getByTestId('account-greeting');
  await expect(warning.or(greeting)).toBeVisible();
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Continuar' }).click();
  await expect(greeting).toBeVisible();
}

async function addToBag(page: Page, code: string): Promise<void> {
  await page.goto(`/${SITE}/p/${code}`);
  await waitForHydration(page);
  const before = Number(await page.getByTestId('bag-count').textContent());
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByTestId('bag-count')).toHaveText(String(before + 1));
  await page.keyboard.press('Escape');
}

const isAnalytics = (url: string) => new URL(url).pathname.startsWith('/api/collect');

test('journey 7: functional cookies only send nothing; accepting all sends events with the hashed e-mail', async ({
  page,
  context,
  baseURL,
}) => {
  const db = openSandboxDb();
  const [product] = plainProducts(db, 20, 1);
  const shopper = db
    .prepare<[string], { created_at: string; data: string }>(
      'SELECT created_at, data FROM users WHERE uid = ?',
    )
    .get(SHOPPER.email);
  db.close();
  if (!product || !shopper) throw new Error('the sandbox has no product in stock or no shopper');
  const birthYear = Number(
    (JSON.parse(shopper.data) as { birthDate: string }).birthDate.slice(0, 4),
  );
  const registrationDate = shopper.created_at.slice(0, 10).replaceAll('-', '');
  const emailSha256 = createHash('sha256').update(SHOPPER.email).digest('hex');

  const start = (await hitsAfter(0)).at(-1)?.id ?? 0;
  const sent: string[] = [];
  context.on('request', (r) => sent.push(r.url()));
  await popupsClosed(context, baseURL);

  // 1. Functional cookies only: browse, add to the bag, sign in.
  await page.goto(`/${SITE}/`);
  await waitForHydration(page);
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/consent-es-es-notice-desktop.png` });
  await notice.getByTestId('reject-cookies').click();
  await expect(notice).toBeHidden();
  const consent = (await context.cookies()).find((c) => c.name === 'atelier_consent');
  expect(consent?.value).toBe('functional');
  await addToBag(page, product);
  await login(page);
  await page.goto(`/${SITE}/`);
  await waitForHydration(page);
  // Nothing went out: no request to the collector or the pixel, nothing stored, no dataLayer.
  expect(sent.filter(isAnalytics)).toEqual([]);
  expect(sent.length).toBeGreaterThan(10);
  expect(await hitsAfter(start)).toEqual([]);
  expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual(
    [],
  );

  // 2. The shopper changes their mind: the footer's cookie settings open the notice again.
  await page.getByTestId('cookie-settings').click();
  await page.getByTestId('cookie-notice').getByTestId('accept-cookies').click();
  await expect(page.getByTestId('cookie-notice')).toBeHidden();
  await addToBag(page, product);
  // Signing in again (out first) sends the login event.
  await page.goto(`/${SITE}/my-account/`);
  await waitForHydration(page);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`/${SITE}/`);
  await login(page);

  const user = { emailSha256, birthYear, registrationDate, visitorType: 'logged' };
  await expect
    .poll(async () => (await hitsAfter(start)).map((hit) => `${hit.kind}:${hit.name}`))
    .toEqual(
      expect.arrayContaining([
        'event:page_view',
        'event:add_to_cart',
        'event:login',
        'pixel:page_view',
      ]),
    );
  const hits = await hitsAfter(start);
  for (const hit of hits) expect(hit.storeId).toBe('ATELIERES');
  // The product page was seen signed in; the login carries the same traits.
  const signedInView = hits.find(
    (hit) => hit.name === 'page_view' && hit.data.page === `/${SITE}/p/${product}` && hit.data.user,
  );
  expect(signedInView?.data.user).toEqual(user);
  expect(hits.find((hit) => hit.name === 'login')?.data.user).toEqual(user);
  expect(hits.find((hit) => hit.name === 'add_to_cart')?.data).toMatchObject({
    items: [{ productId: product, quantity: 1 }],
  });
  // The address itself never left the page.
  expect(JSON.stringify(hits)).not.toContain(SHOPPER.email);
  expect(sent.some((url) => new URL(url).pathname === '/api/collect')).toBe(true);
  expect(sent.some((url) => new URL(url).pathname === '/api/collect/pixel')).toBe(true);
});

test('the cookie notice in sa-ar (RTL) has no serious accessibility violation', async ({
  page,
  context,
  baseURL,
}) => {
  await popupsClosed(context, baseURL);
  await page.goto('/sa-ar/');
  await waitForHydration(page);
  await expect(page.getByTestId('cookie-notice')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/consent-sa-ar-notice-mobile.png` });
});

test.describe('before the page script runs (ADR 0061)', () => {
  test.use({ javaScriptEnabled: false });

  test('the notice is on the first paint and its buttons still decide, back on the same page', async ({
    page,
    context,
    baseURL,
  }) => {
    await popupsClosed(context, baseURL);
    await page.goto(`/${SITE}/c/7?page=2`);
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    await page.getByTestId('reject-cookies').click();
    await expect(page).toHaveURL(`/${SITE}/c/7?page=2`);
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
    const consent = (await context.cookies()).find((c) => c.name === 'atelier_consent');
    expect(consent?.value).toBe('functional');
  });
});
