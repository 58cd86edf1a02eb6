// Issue 17, the wishlist (docs/product/wishlist.md §1.2): hearts on cards and the product page, the
// guest's local list, its merge into the account's at sign-in, the wishlist page (remove with undo,
// move to the bag, share by token) and a friend opening the shared link. Each step checks what the
// shopper sees and what the sandbox stored.
import { expect, request, test, type Page } from '@playwright/test';
import { countText, quietContext, waitForHydration } from './helpers.js';
import { SANDBOX_URL, addFaults, clearFaults, occGet, userToken } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

const SHOPPER = { username: 'shopper@example.com', password: 'Atelier-2026!' };
/** The shopper's seeded list (sandbox/seed-customers.ts). */
const SEEDED = ['100702', '101252', '101802'];

test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

interface StoredWishlist {
  entries: { id: string }[];
}

/** The shopper's list as the sandbox stored it. */
async function storedIds(site: string): Promise<string[]> {
  const token = await userToken(SHOPPER.username, SHOPPER.password);
  const wishlist = (await occGet(site, '/wishlist/current/current', token)) as StoredWishlist;
  return wishlist.entries.map((entry) => entry.id);
}

/** Takes products out of the shopper's stored list, so every run starts from the same place. */
async function unsave(site: string, ids: readonly string[]): Promise<void> {
  const token = await userToken(SHOPPER.username, SHOPPER.password);
  const api = await request.newContext({ baseURL: SANDBOX_URL });
  for (const productCode of ids) {
    await api.post(`/occ/v2/${site}/wishlist/current/current/remove`, {
      data: { productCode },
      headers: { authorization: `Bearer ${token}` },
    });
  }
  await api.dispose();
}

/**
 * The password grant through the shop's proxy, as the login form sends it, then a page load
 * (the wishlist sees the signed-in hint and merges): a quick sign-in for tests whose subject
 * is not the login. (A browser sends its Origin with a POST; the proxy refuses state-changing
 * calls without one.)
 */
async function signIn(page: Page): Promise<void> {
  const answer = await page.request.post('/api/commerce/authorizationserver/oauth/token', {
    form: { grant_type: 'password', ...SHOPPER },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.ok()).toBe(true);
  expect(JSON.stringify(await answer.json())).not.toContain('access_token');
}

async function signOut(page: Page): Promise<void> {
  const answer = await page.request.post('/api/commerce/logout', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.ok()).toBe(true);
}

/** Ready once both header counts have been read in the browser. */
async function ready(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.getByTestId('wishlist-count')).toHaveAttribute('data-ready', 'true');
}

const productIdOf = (href: string | null) => /\/p\/([\w-]+)$/.exec(href ?? '')?.[1] ?? '';

/** Cards of a listing whose products are in stock and not in the given list. */
async function cardIds(page: Page, except: readonly string[]): Promise<string[]> {
  const hrefs = await page
    .locator('article')
    .filter({ has: page.getByTestId('wishlist-toggle') })
    .filter({ hasNot: page.locator('[data-tag="soldOut"]') })
    .getByTestId('product-card')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return hrefs.map(productIdOf).filter((id) => id !== '' && !except.includes(id));
}

function heartOf(page: Page, productId: string) {
  return page
    .locator('article')
    .filter({ has: page.locator(`a[href$="/p/${productId}"]`) })
    .getByTestId('wishlist-toggle');
}

test('journey 7: wishlist as a guest, merged at sign-in, shared with a friend', async ({
  page,
  context,
  browser,
}) => {
  const site = 'es-es';
  await page.goto(`/${site}/c/7`);
  await ready(page);
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
  // Two products the account's list does not hold (taken out if an earlier run left them).
  const [first, second] = await cardIds(page, SEEDED);
  if (!first || !second) throw new Error('category 7 lists too few products for the test');
  await unsave(site, [first, second]);
  const before = await storedIds(site);

  // A heart on a card: pressed, named for the product, counted in the header.
  const heart = heartOf(page, first);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName(/\S+: \S+/);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  // The product page's heart.
  await page.goto(`/${site}/p/${second}`);
  await ready(page);
  const productHeart = page.getByTestId('wishlist-toggle').first();
  await expect(productHeart).toHaveAttribute('aria-pressed', 'false');
  await productHeart.click();
  await expect(productHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wishlist-count')).toHaveText('2');
  await page.screenshot({ path: test.info().outputPath('wishlist-product-heart.png') });

  // The guest's list lives in this browser only, and survives a reload.
  expect(await storedIds(site)).not.toContain(first);
  await page.goto(`/${site}/wishlist/`);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
  await expect(page.getByText('Inicia sesión para compartir tus favoritos.')).toBeVisible();

  // Sign-in with the login form: the session tells the wishlist, which merges (no reload).
  await page.goto(`/${site}/register/`);
  await ready(page);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico', { exact: true }).fill(SHOPPER.username);
  await form.getByLabel('Contraseña', { exact: true }).fill(SHOPPER.password);
  await form.getByTestId('login-submit').click();
  // The bag's merge warning shows when the account's bag held other products.
  const warning = page.getByTestId('merge-warning');
  await expect(page.getByTestId('account-greeting').or(warning)).toBeVisible();
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`/${site}/my-account/`);
  const merged = [...new Set([...before, first, second])];
  await expect(page.getByTestId('wishlist-count')).toHaveText(String(merged.length));
  await page.goto(`/${site}/wishlist/`);
  await ready(page);

  // Merged on the server: the account's list plus the two hearts; the local list is gone.
  await expect(page.getByTestId('wishlist-count')).toHaveText(String(merged.length));
  await expect.poll(() => storedIds(site)).toEqual(expect.arrayContaining(merged));
  expect(await page.evaluate((key) => localStorage.getItem(key), `atelier_wishlist_${site}`)).toBe(
    null,
  );
  await expect(page.getByTestId('wishlist-item')).toHaveCount(merged.length);
  // The token stays in its httpOnly cookie: the page can only read the signed-in hint.
  expect(await page.evaluate(() => document.cookie)).not.toContain('atelier_token');

  // Shared with a token, on the networks of docs/product/wishlist.md §4 (mail, Facebook, WhatsApp).
  const mail = page.getByRole('link', { name: 'Compartir por correo electrónico' });
  await expect(mail).toHaveAttribute('href', /wishlist%2F[\w-]+/);
  const mailHref = (await mail.getAttribute('href')) ?? '';
  const shareUrl = /https?%3A%2F%2F[^&]*wishlist%2F[\w-]+/.exec(mailHref)?.[0] ?? '';
  const sharedPath = new URL(decodeURIComponent(shareUrl)).pathname;
  expect(sharedPath).toMatch(new RegExp(`^/${site}/wishlist/[\\w-]+$`));
  await expect(page.getByRole('link', { name: /facebook/i })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /whatsapp/i })).toHaveCount(1);
  // Copy link: the link goes to the clipboard and the copyWishlist toggle turns on.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(page.getByRole('button', { name: 'Enlace copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    decodeURIComponent(shareUrl),
  );
  await page.screenshot({ path: test.info().outputPath('wishlist-signed-in.png') });

  // A friend, in another browser, sees the products (and nothing about the owner).
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  const opened = await friendPage.goto(sharedPath);
  expect(opened?.status()).toBe(200);
  // Rendered on the server: the products are in the HTML, before any script runs.
  expect((await opened?.text()) ?? '').toContain(`data-product="${first}"`);
  await expect(friendPage.getByTestId('wishlist-item')).toHaveCount(merged.length);
  await expect(
    friendPage.locator(`[data-testid="wishlist-item"][data-product="${first}"]`),
  ).toBeVisible();
  await expect(friendPage.getByTestId('wishlist-remove')).toHaveCount(0);
  expect(await friendPage.content()).not.toContain(SHOPPER.username);
  await friendPage.screenshot({ path: test.info().outputPath('wishlist-shared.png') });
  // A token that opens nothing is the 404 error page, with the 404 status.
  const missing = await friendPage.goto(`/${site}/wishlist/no-such-token/`);
  expect(missing?.status()).toBe(404);
  await expect(friendPage.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await friend.close();

  // Logout: the wishlist is emptied in the browser, the next page is a guest's again.
  await page.goto(`/${site}/my-account/`);
  await ready(page);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`/${site}/`);
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
  expect(await context.cookies()).not.toContainEqual(
    expect.objectContaining({ name: 'atelier_token' }),
  );
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
});

test('a heart that fails on a listing says so in an alert, and stays unpressed', async ({
  page,
}) => {
  const site = 'es-es';
  await page.goto(`/${site}/c/7`);
  await ready(page);
  const [product] = await cardIds(page, SEEDED);
  if (!product) throw new Error('category 7 lists too few products for the test');
  await unsave(site, [product]);
  await signIn(page);
  await page.reload();
  await ready(page);
  await addFaults([{ path: `/occ/v2/${site}/wishlist/*`, method: 'POST', status: 500, times: 5 }]);
  try {
    await heartOf(page, product).click();
    const alert = page.getByRole('alert').filter({ hasText: 'No hemos podido actualizar' });
    await expect(alert).toHaveText('No hemos podido actualizar tus favoritos. Inténtalo de nuevo.');
    await expect(heartOf(page, product)).toHaveAttribute('aria-pressed', 'false');
    expect(await storedIds(site)).not.toContain(product);
    // Closing the message leaves the page as it was; the next try works once the back-end does.
    await alert.getByRole('button', { name: 'Cerrar' }).click();
    await expect(alert).toHaveCount(0);
  } finally {
    await clearFaults();
  }
  await heartOf(page, product).click();
  await expect(heartOf(page, product)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => storedIds(site)).toContain(product);
  await unsave(site, [product]);
});

test('remove with undo and move to the bag, as the sandbox stores them', async ({ page }) => {
  const site = 'es-es';
  await page.goto(`/${site}/c/7`);
  await ready(page);
  const [kept, moved] = await cardIds(page, SEEDED);
  if (!kept || !moved) throw new Error('category 7 lists too few products for the test');
  await unsave(site, [kept, moved]);
  await signIn(page);
  await page.reload();
  await ready(page);
  await heartOf(page, kept).click();
  await expect(heartOf(page, kept)).toHaveAttribute('aria-pressed', 'true');
  await heartOf(page, moved).click();
  await expect(heartOf(page, moved)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => storedIds(site)).toEqual(expect.arrayContaining([kept, moved]));

  await page.goto(`/${site}/wishlist/`);
  await ready(page);
  const item = (id: string) => page.locator(`[data-testid="wishlist-item"][data-product="${id}"]`);
  await expect(item(kept)).toBeVisible();

  // Remove, then undo: the notice says what happened, the sandbox follows each step.
  await item(kept).getByTestId('wishlist-remove').click();
  await expect(item(kept)).toHaveCount(0);
  await expect(page.getByTestId('wishlist-notice')).toContainText(
    'se ha eliminado de tus favoritos',
  );
  await expect.poll(() => storedIds(site)).not.toContain(kept);
  await page.getByTestId('wishlist-undo').click();
  await expect(item(kept)).toBeVisible();
  await expect.poll(() => storedIds(site)).toContain(kept);

  // Move to the bag: in the bag, out of the wishlist.
  const bagBefore = Number(await page.getByTestId('bag-count').textContent());
  await item(moved).getByTestId('add-to-bag').click();
  await expect(page.getByTestId('bag-count')).toHaveText(String(bagBefore + 1));
  await expect(item(moved)).toHaveCount(0);
  await expect.poll(() => storedIds(site)).not.toContain(moved);
  await expect(page.getByTestId('wishlist-notice')).toContainText('ya está en tu cesta');

  await signOut(page);
});

for (const site of ['es-es', 'sa-ar'] as const) {
  test(`the wishlist page in ${site}: axe and screenshots`, async ({ page }, testInfo) => {
    await page.goto(`/${site}/c/7`);
    await ready(page);
    const ids = await cardIds(page, []);
    for (const id of ids.slice(0, 3)) await heartOf(page, id).click();
    await expect(page.getByTestId('wishlist-count')).toHaveText(countText(site, 3));
    await page.goto(`/${site}/wishlist/`);
    await ready(page);
    await expect(page.getByTestId('wishlist-item')).toHaveCount(3);
    // Suggestions: from the home's first novelties slider, at most 12, none already saved.
    const suggested = page.getByTestId('wishlist-suggestions').getByTestId('product-card');
    await expect(suggested.first()).toBeVisible();
    expect(await suggested.count()).toBeLessThanOrEqual(12);
    const suggestedIds = (
      await suggested.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    ).map(productIdOf);
    for (const id of ids.slice(0, 3)) expect(suggestedIds).not.toContain(id);
    // A removal's notice and undo are part of the page that is checked.
    await page.getByTestId('wishlist-remove').first().click();
    await expect(page.getByTestId('wishlist-undo')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const [name, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: testInfo.outputPath(`wishlist-${site}-${name}.png`),
        fullPage: true,
      });
    }
  });
}
