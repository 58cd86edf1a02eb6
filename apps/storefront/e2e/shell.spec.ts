import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addThroughShop, openSandboxDb, plainProducts } from './cart-sandbox.js';
import { waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

/** The popups that would cover what a test looks at, already closed. */
async function closedPopups(context: BrowserContext, baseURL: string | undefined, consent = true) {
  const url = baseURL ?? 'http://127.0.0.1:3210';
  const cookies = [
    { name: 'atelier_newsletter_popup', value: 'closed', url },
    { name: 'atelier_download_app', value: 'closed', url },
  ];
  if (consent) cookies.push({ name: 'atelier_consent', value: 'all', url });
  await context.addCookies(cookies);
}

async function rememberSite(context: BrowserContext, baseURL: string | undefined, site: string) {
  const [country = '', language = ''] = site.split('-');
  const value = JSON.stringify({
    countryISO: country.toUpperCase(),
    cultureCode: `${language}-${country.toUpperCase()}`,
    currencyCode: 'EUR',
    site,
  });
  await context.addCookies([
    { name: 'countrySelection', value: encodeURIComponent(value), url: baseURL ?? '' },
  ]);
}

test.describe('country selector', () => {
  test('opens when the remembered site is another one, and can be dismissed', async ({
    page,
    context,
    baseURL,
  }) => {
    await closedPopups(context, baseURL);
    await rememberSite(context, baseURL, 'fr-fr');
    await page.goto('/es-es/c/3');
    const dialog = page.getByRole('dialog', { name: 'Elige tu país e idioma' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ir a Francia (Francés)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'España (Español)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('is blocking on a site serving several countries until a country is chosen', async ({
    page,
    context,
    baseURL,
  }) => {
    await closedPopups(context, baseURL);
    await rememberSite(context, baseURL, 'es-es');
    await page.goto('/ic-en/');
    const dialog = page.getByRole('dialog', { name: 'Choose your country and language' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // Staying: choosing this site closes it and remembers the choice.
    await dialog.locator('button[aria-current="true"]').click();
    await expect(dialog).toBeHidden();
    const saved = (await context.cookies()).find((c) => c.name === 'countrySelection');
    expect(JSON.parse(decodeURIComponent(saved?.value ?? '{}')).site).toBe('ic-en');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('opens from the footer without a remembered site', async ({ page, context, baseURL }) => {
    await closedPopups(context, baseURL);
    await page.goto('/es-es/c/3');
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /País e idioma/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Elige tu país e idioma' })).toBeVisible();
  });
});

test('the cookie notice hides once accepted and stays hidden', async ({
  page,
  context,
  baseURL,
}) => {
  await closedPopups(context, baseURL, false);
  await page.goto('/es-es/c/3');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('accept-cookies').click();
  await expect(notice).toBeHidden();
  const consent = (await context.cookies()).find((c) => c.name === 'atelier_consent');
  expect(consent?.value).toBe('all');
  // Chat waits for consent: it appears once given (es-es has web chat on).
  await expect(page.getByTestId('chat-widget')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(notice).toHaveCount(0);
});

test('on a phone the floating chat button leaves the end of the footer readable', async ({
  page,
  context,
  baseURL,
}) => {
  await closedPopups(context, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es-es/');
  const chat = page.getByTestId('chat-widget');
  await expect(chat).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
  );
  const button = await chat.boundingBox();
  // Everything the footer shows (links, the newsletter form, its texts) ends above the button.
  const lowest = await page.locator('footer').evaluate((footer) => {
    let bottom = 0;
    for (const element of footer.querySelectorAll('a, button, input, label, p, h2, h3, li')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) bottom = Math.max(bottom, box.bottom);
    }
    return bottom;
  });
  expect(button).not.toBeNull();
  expect(lowest).toBeLessThanOrEqual(button!.y);
});

test.describe('the footer newsletter', () => {
  // The offline worker takes control of the page once installed and then makes its fetches
  // itself, where page.route no longer sees them; this test is about the form, not the worker.
  test.use({ serviceWorkers: 'block' });

  test('the footer newsletter subscribes through the back-end and can be retried after a failure', async ({
    page,
    context,
    baseURL,
  }) => {
    await closedPopups(context, baseURL);
    await page.goto('/es-es/');
    await waitForHydration(page);
    const form = page.getByTestId('newsletter-form');
    const email = form.getByRole('textbox', { name: 'Correo electrónico' });
    await email.fill('e2e-newsletter@example.com');
    // The CRM service fails once: the shopper sees why, keeps the address and an error is tracked.
    const crm = '**/api/commerce/occ/v2/es-es/users/anonymous/securedcrm?serviceName=Newsletter';
    await page.route(crm, (route) => route.fulfill({ status: 503, body: '{}' }), { times: 1 });
    await form.getByRole('button').click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(email).toHaveValue('e2e-newsletter@example.com');
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
    );
    expect(events.map((e) => e.event)).toContain('server_error');
    expect((await context.cookies()).some((c) => c.name === 'atelier_newsletter')).toBe(false);
    // The retry reaches the sandbox back-end, which takes an anonymous subscription.
    const answer = page.waitForResponse((r) => r.url().includes('serviceName=Newsletter'));
    await form.getByRole('button').click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByTestId('newsletter-success')).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'atelier_newsletter');
    expect(cookie?.value).toBe('subscribed');
  });
});

test.describe('transparent header per device, from the server HTML alone', () => {
  // No JavaScript: what the shopper sees before hydration must already be right.
  test.use({ javaScriptEnabled: false });
  const position = (page: Page) =>
    page
      .locator('header')
      .first()
      .evaluate((header) => getComputedStyle(header).position);

  // Embedded settings: home transparent on both devices, landings on desktop only.
  for (const [width, landing] of [
    [1280, 'absolute'],
    [390, 'relative'],
  ] as const) {
    test(`at ${width}px the home header lies over the hero, a landing's is ${landing}`, async ({
      page,
      context,
      baseURL,
    }) => {
      await closedPopups(context, baseURL);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/es-es/');
      expect(await position(page)).toBe('absolute');
      await page.goto('/es-es/edicion-verano');
      expect(await position(page)).toBe(landing);
    });
  }
});

test('a checkout step renders in the checkout layout', async ({ page, context, baseURL }) => {
  await closedPopups(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The checkout needs a bag (an empty one is sent to the cart, docs/product/checkout.md §2.1).
  const db = openSandboxDb();
  const [product = ''] = plainProducts(db, 20, 1);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: product }]);
  const response = await page.goto('/es-es/checkout/payment/');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('checkout-layout')).toBeVisible();
  // A guest gives the e-mail first: the register step, with the notice and the summary.
  await expect(page).toHaveURL(/\/es-es\/checkout\/register\/$/);
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await expect(page.getByTestId('aml-notice')).toBeVisible();
  // No menus or footer to lead the shopper away from paying.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByTestId('guest-form').getByRole('textbox').fill(`guest-${Date.now()}@example.com`);
  await page.getByTestId('guest-form').getByTestId('checkout-continue').click();
  await expect(page.locator('[data-step="shipping"]')).toHaveAttribute('data-state', 'current');
  await expect(page.getByTestId('aml-notice')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('my-account shows its side menu beside the content', async ({ page, context, baseURL }) => {
  await closedPopups(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The account is a signed-in shopper's (guests are sent to the login): sign in through the
  // proxy's password grant, which sets the httpOnly token cookie in this context.
  const login = await page.request.post('/api/commerce/authorizationserver/oauth/token', {
    form: { grant_type: 'password', username: 'shopper@example.com', password: 'Atelier-2026!' },
    headers: { origin: baseURL ?? 'http://127.0.0.1:3210' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/es-es/my-account/orders/');
  const menu = page.getByRole('navigation', { name: 'Menú de la cuenta' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menu).toBeHidden();
});

test('the offline pages are Spanish, link the brand profile and are not indexed', async ({
  page,
}) => {
  for (const [path, profile] of [
    ['/offline', 'https://instagram.example/atelier'],
    ['/offline/suot', 'https://instagram.example/atelier.studio'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', profile);
    await expect(page.getByRole('banner')).toHaveCount(0);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('a 404 shows the header, the footer and the not-found content', async ({
  page,
  context,
  baseURL,
}) => {
  await closedPopups(context, baseURL);
  const response = await page.goto('/es-es/p/999999999');
  expect(response?.status()).toBe(404);
  const error = page.getByTestId('error-page');
  await expect(error).toHaveAttribute('data-kind', 'notFound');
  await expect(error.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(error.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('without a connection, a page falls back to its vertical offline page', async ({
  page,
  context,
  baseURL,
}) => {
  await closedPopups(context, baseURL);
  await page.goto('/es-es/c/3');
  await waitForHydration(page);
  // The worker installs with the offline pages and their assets, then takes control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.goto('/es-es/c/4');
  await expect(page.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.example/atelier',
  );
  await context.setOffline(false);
});
