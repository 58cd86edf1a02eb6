import { expect, test, type Page } from '@playwright/test';
import {
  addThroughShop,
  engravableProduct,
  keepStock,
  openSandboxDb,
  plainProducts,
  priceOf,
  setStoreStock,
  setWebStock,
  sizedRing,
  storedBag,
} from './cart-sandbox.js';
import { quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

// Issue 17, the bag page `/{lang}/cart/` (docs/product/bag.md §2, §3, §4.1, §5, §7, §9.3;
// docs/product/wishlist.md; docs/product/shipping.md §2): each journey asserts what the shopper
// sees and what the sandbox stored.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

/** The cart page, hydrated, with its bag read (the lines or the empty state are shown). */
async function openCart(page: Page, site: string): Promise<void> {
  await page.goto(`/${site}/cart/`);
  await waitForHydration(page);
  await expect(page.getByTestId('cart')).toBeVisible();
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
}

const lines = (page: Page) => page.getByTestId('cart-lines').getByTestId('bag-line');

test('journey 1: sized and engraved lines, quantities, remove and undo, save for later; reload keeps it', async ({
  page,
}) => {
  const db = openSandboxDb();
  const ring = sizedRing(db);
  const engravable = engravableProduct(db);
  db.close();

  // A sized ring through the product page: size, then add.
  await page.goto(`/es-es/p/${ring}`);
  await waitForHydration(page);
  await page.getByTestId('size-option').and(page.locator(':not([data-disabled])')).first().click();
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await page.keyboard.press('Escape');
  // An engraved product (the product page has no engraving editor yet: the shop's proxy).
  await addThroughShop(page, 'es-es', [{ code: engravable, engravingText: 'A & J' }]);

  await openCart(page, 'es-es');
  // No server-rendered bag: the HTML is the same for everyone, private and never kept in the
  // shared HTML cache.
  const answer = await page.request.get('/es-es/cart/');
  expect(answer.headers()['x-cache']).toBe('off');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  expect(html).not.toContain('A &amp; J');
  expect(html).not.toContain(engravable);
  await expect(lines(page)).toHaveCount(2);
  const sized = lines(page).filter({ hasText: 'Talla' });
  const engraved = lines(page).filter({ hasText: 'A & J' });
  await expect(sized).toHaveCount(1);
  await expect(engraved).toHaveCount(1);

  // Quantities: up, then down; at 1 the decrease button removes.
  await sized.getByTestId('bag-line-increase').click();
  await expect(sized.getByRole('group', { name: /Cantidad/ })).toHaveAccessibleName(/2/);
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
  // The polite live region says what changed: now three units.
  await expect(page.getByTestId('cart-live')).toContainText('3');
  expect((await storedBag(page, 'es-es')).entries.map((e) => e.quantity).sort()).toEqual([1, 2]);
  await sized.getByTestId('bag-line-decrease').click();
  await expect(sized.getByRole('group', { name: /Cantidad/ })).toHaveAccessibleName(/1/);

  // Remove the engraved line, then undo: it comes back with its engraving.
  await engraved.getByTestId('bag-line-remove').click();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByTestId('bag-undo')).toBeVisible();
  expect((await storedBag(page, 'es-es')).entries).toHaveLength(1);
  await page.getByTestId('bag-undo-button').click();
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).filter({ hasText: 'A & J' })).toHaveCount(1);

  // Save the ring for later, then move it back.
  await sized.getByTestId('bag-line-save-for-later').click();
  await expect(lines(page)).toHaveCount(1);
  const saved = page.getByTestId('saved-for-later');
  // Keyboard users land on the saved list, not on the top of the page.
  await expect(saved.getByRole('heading')).toBeFocused();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  let stored = await storedBag(page, 'es-es');
  expect(stored.entries).toHaveLength(1);
  expect(stored.saved).toHaveLength(1);
  await saved.getByTestId('saved-restore').click();
  await expect(lines(page)).toHaveCount(2);
  await expect(saved).toHaveCount(0);

  // Reload: everything is still there, as the sandbox stored it.
  await page.reload();
  await openCart(page, 'es-es');
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).filter({ hasText: 'A & J' })).toHaveCount(1);
  await expect(lines(page).filter({ hasText: 'Talla' })).toHaveCount(1);
  stored = await storedBag(page, 'es-es');
  expect(stored.entries.map((e) => e.quantity)).toEqual([1, 1]);
  expect(stored.entries.find((e) => e.code === engravable)?.engravingText).toBe('A & J');
  expect(stored.saved).toEqual([]);
  await expect(page.getByTestId('go-to-checkout')).toHaveAttribute(
    'href',
    '/es-es/checkout/register/',
  );

  // Gift options: packaging for the bag, a message on a line.
  await page.getByTestId('gift-packaging').check();
  await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
  const ringLine = lines(page).filter({ hasText: 'Talla' });
  await ringLine.getByTestId('gift-message').locator('summary').click();
  await ringLine.getByRole('textbox', { name: 'Para' }).fill('Ana');
  await ringLine.getByRole('textbox', { name: 'De', exact: true }).fill('Leo');
  await ringLine.getByRole('textbox', { name: 'Mensaje' }).fill('Feliz cumpleaños');
  await ringLine.getByRole('button', { name: 'Guardar mensaje' }).click();
  await expect(ringLine.getByTestId('gift-message-saved')).toContainText('Feliz cumpleaños');
  await expect(page.getByTestId('gift-packaging')).toBeChecked();
  stored = await storedBag(page, 'es-es');
  expect(stored.packaging).toBe(true);
  expect(stored.entries.find((e) => e.code !== engravable)?.giftMessage).toBe('Feliz cumpleaños');
});

test('journey 2: a voucher that applies and ones that fail with their message', async ({
  page,
}) => {
  const db = openSandboxDb();
  const [product] = plainProducts(db, 5, 1);
  db.close();
  await page.goto('/es-es/');
  await waitForHydration(page);
  await addThroughShop(page, 'es-es', [{ code: product!, quantity: 2 }]);
  await openCart(page, 'es-es');
  await expect(lines(page)).toHaveCount(1);
  const total = page.getByTestId('summary-total');
  const before = await total.textContent();

  await page.getByTestId('voucher-input').fill('summer2020');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-error')).toHaveText('Este código ha caducado.');
  await expect(page.getByTestId('voucher-input')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('voucher-input').fill('NOSUCHCODE');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-error')).toHaveText('Este código no es válido.');
  // A refused voucher flags its field only: no error modal (docs/product/bag.md §7).
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await storedBag(page, 'es-es')).vouchers).toEqual([]);

  await page.getByTestId('voucher-input').fill('WELCOME10');
  await page.getByTestId('voucher-apply').click();
  await expect(page.getByTestId('voucher-applied')).toContainText('WELCOME10');
  await expect(page.getByTestId('voucher-error')).toHaveText('');
  await expect(total).not.toHaveText(before ?? '');
  expect((await storedBag(page, 'es-es')).vouchers).toEqual(['WELCOME10']);

  await page.getByRole('button', { name: 'Quitar el código WELCOME10' }).click();
  await expect(page.getByTestId('voucher-applied')).toHaveCount(0);
  await expect(total).toHaveText(before ?? '');
  expect((await storedBag(page, 'es-es')).vouchers).toEqual([]);
});

test('journey 3: same-day delivery to 28001 where best cart removes the cheaper group', async ({
  page,
}) => {
  const db = openSandboxDb();
  const [first, second] = plainProducts(db, 5, 2);
  // The web-only product is the dearer one, so the store-only one is the group that goes.
  const [web, store] =
    priceOf(db, first!) >= priceOf(db, second!) ? [first!, second!] : [second!, first!];
  const restore = [keepStock(db, web), keepStock(db, store)];
  try {
    setStoreStock(db, web, {});
    setStoreStock(db, store, { '1001': 5 });
    await page.goto('/es-es/');
    await waitForHydration(page);
    await addThroughShop(page, 'es-es', [{ code: web }, { code: store }]);
    await openCart(page, 'es-es');
    await expect(lines(page)).toHaveCount(2);
    const storeName = (await lines(page).nth(1).getAttribute('aria-label')) ?? '';

    // While in the bag, the second sells out online: only Serrano (Madrid) still has it.
    setWebStock(db, store, 0);
    await page
      .getByRole('textbox', { name: 'Código postal para la entrega en el día' })
      .fill('28001');
    await page.getByTestId('sdd-check').getByRole('button').click();
    await expect(page.getByTestId('best-cart-removed')).toContainText(storeName);
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId('sdd-check').getByRole('status')).toBeVisible();
    const stored = await storedBag(page, 'es-es');
    expect(stored.entries.map((e) => e.code)).toEqual([web]);
    await page
      .getByTestId('cart-shipping')
      .screenshot({ path: 'test-results/cart-es-es-best-cart.png' });
  } finally {
    for (const put of restore) put();
    db.close();
  }
});

test('journey 4: a product that runs out of stock while in the bag is taken out on load', async ({
  page,
}) => {
  const db = openSandboxDb();
  const [kept, soldOut] = plainProducts(db, 5, 2);
  const restore = keepStock(db, soldOut!);
  try {
    await page.goto('/es-es/');
    await waitForHydration(page);
    await addThroughShop(page, 'es-es', [{ code: kept! }, { code: soldOut! }]);
    await openCart(page, 'es-es');
    await expect(lines(page)).toHaveCount(2);
    const name = (await lines(page).nth(1).getAttribute('aria-label')) ?? '';

    setWebStock(db, soldOut!, 0);
    setStoreStock(db, soldOut!, {});
    await page.reload();
    await waitForHydration(page);
    const modal = page.getByTestId('without-stock-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(name);
    await expect(lines(page)).toHaveCount(1);
    expect((await storedBag(page, 'es-es')).entries.map((e) => e.code)).toEqual([kept]);
    await modal.getByTestId('cart-modal-accept').click();
    await expect(modal).toHaveCount(0);
  } finally {
    restore();
    db.close();
  }
});

for (const site of ['es-es', 'sa-ar'] as const) {
  test(`cart page in ${site}: axe and screenshots on desktop and mobile`, async ({ page }) => {
    const db = openSandboxDb();
    const [first, second] = plainProducts(db, 5, 2);
    const engravable = engravableProduct(db);
    db.close();
    await page.goto(`/${site}/`);
    await waitForHydration(page);
    await addThroughShop(page, site, [
      { code: first!, quantity: 2 },
      { code: second! },
      { code: engravable, engravingText: 'Forever' },
    ]);
    await openCart(page, site);
    await expect(lines(page)).toHaveCount(3);
    await lines(page).last().getByTestId('bag-line-save-for-later').click();
    await expect(page.getByTestId('saved-for-later')).toBeVisible();
    await expect(page.getByTestId('cart')).toHaveAttribute('aria-busy', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/cart-${site}-desktop.png`, fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await openCart(page, site);
    // No header on mobile and tablet (docs/product/shell.md §1.4).
    await expect(page.locator('.sf-header-desktop-only')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/cart-${site}-mobile.png`, fullPage: true });
  });
}
