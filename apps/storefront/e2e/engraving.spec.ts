import { expect, test, type Page } from '@playwright/test';
import { cartGuid, engravableProduct, keepStock, openSandboxDb } from './cart-sandbox.js';
import { quietContext, waitForHydration } from './helpers.js';
import { seriousViolations } from './axe.js';

// Issue 32 point 1: the engraving editor end to end (docs/product/product.md §2, bag.md §1.3):
// product page link -> editor (text, typography, size, orientation, colour, live preview on the
// piece) -> the bag with `engravingInfo`, on es-es and sa-ar, and the editor on jp-ja and il-iw.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const SHOTS = process.env['ENGRAVING_SHOTS'];

/** Every engraving the sandbox stored on the shopper's bag of a site, in line order. */
async function storedEngravings(page: Page, site: string): Promise<Record<string, string>[]> {
  const guid = await cartGuid(page, site);
  const db = openSandboxDb();
  try {
    return db
      .prepare<[string], { engraving: string }>(
        `SELECT e.engraving FROM cart_entries e JOIN carts c ON c.code = e.cart_code
         WHERE c.guid = ? AND e.engraving IS NOT NULL ORDER BY e.entry_number`,
      )
      .all(guid)
      .map((row) => JSON.parse(row.engraving) as Record<string, string>);
  } finally {
    db.close();
  }
}

async function openEditor(page: Page, site: string, code: string): Promise<void> {
  await page.goto(`/${site}/engravings/?product=${code}`);
  await waitForHydration(page);
  await expect(page.getByTestId('engraving-editor')).toBeVisible();
}

async function write(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('engraving-text');
  await input.fill('');
  await input.pressSequentially(text);
}

/** Picks a choice as a shopper does, on its label (the radio itself is visually hidden). */
async function choose(page: Page, name: string): Promise<void> {
  await page.locator('label', { has: page.getByRole('radio', { name }) }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // Japanese, Arabic and Hebrew faces load by unicode range once the text needs them.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('es-es: from the product page to the bag, two texts stay two lines', async ({ page }) => {
  // The longest journey here (two adds, the bag page twice, an accessibility scan).
  test.setTimeout(180_000);
  const db = openSandboxDb();
  const code = engravableProduct(db);
  const restore = keepStock(db, code);
  try {
    await page.goto(`/es-es/p/${code}`);
    await waitForHydration(page);
    await page.getByTestId('customisation-link').click();
    await expect(page).toHaveURL(new RegExp(`/es-es/engravings/\\?product=${code}$`));
    await expect(page.getByTestId('engraving-editor')).toBeVisible();

    // An emoji is refused at once, with the reason tied to the field.
    await write(page, 'Te quiero 😀');
    const input = page.getByTestId('engraving-text');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Solo se pueden grabar letras')).toBeVisible();

    await write(page, 'Ana & Luis');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('engraving-counter')).toHaveText('10 de 20 caracteres');
    await expect(page.getByTestId('engraving-preview-text')).toHaveText('Ana & Luis');
    await choose(page, 'Manuscrita');
    await choose(page, 'Oro rosa');
    await choose(page, 'Vertical');
    await expect(page.getByTestId('engraving-preview-text')).toHaveAttribute(
      'data-orientation',
      'vertical',
    );
    // The size slider answers the keyboard, within 4 to 75.
    const slider = page.getByRole('slider', { name: 'Tamaño de letra' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('75');
    expect(await seriousViolations(page, '[data-testid="engravings-page"]')).toEqual([]);
    await shoot(page, 'engraving-es-es');

    await page.getByTestId('engraving-add-to-bag').click();
    await expect(page.getByTestId('engraving-status')).toHaveText(
      'Añadida a tu cesta con su grabado',
    );
    // A second text on the same piece is a line of its own.
    await page.keyboard.press('Escape');
    await write(page, 'Para siempre');
    await page.getByTestId('engraving-add-to-bag').click();
    await expect(page.getByTestId('engraving-status')).toHaveText(
      'Añadida a tu cesta con su grabado',
    );

    const engraved = await storedEngravings(page, 'es-es');
    expect(engraved).toHaveLength(2);
    expect(engraved[0]).toMatchObject({
      engravingText: 'Ana & Luis',
      typography: 'SCRIPT',
      colour: 'ROSE',
      fontSize: '75',
      orientation: 'vertical',
    });
    expect(engraved[1]).toMatchObject({
      engravingText: 'Para siempre',
    });

    // The bag page shows each line with its engraving.
    await page.goto('/es-es/cart/');
    await waitForHydration(page);
    const lines = page.getByTestId('cart-lines').getByTestId('bag-line');
    await expect(lines.filter({ hasText: 'Ana & Luis' })).toHaveCount(1);
    await expect(lines.filter({ hasText: 'Para siempre' })).toHaveCount(1);

    // The workshop stops engraving the piece: each engraved line says so (docs/product/product.md §2.5).
    const stop = db.prepare('UPDATE products SET able_to_engrave = ? WHERE code = ?');
    stop.run(0, code);
    try {
      await page.reload();
      await waitForHydration(page);
      await expect(
        lines.filter({ hasText: 'Esta joya no se puede grabar ahora mismo' }),
      ).toHaveCount(2);
    } finally {
      stop.run(1, code);
    }
  } finally {
    restore();
    db.close();
  }
});

for (const { site, text, counter, added } of [
  { site: 'sa-ar', text: 'إلى الأبد', counter: '٩ من ٢٠ حرفًا', added: 'أُضيفت إلى حقيبتك مع نقشها' },
  { site: 'il-iw', text: 'לנצח שלך', counter: '8 מתוך 20 תווים', added: 'נוסף לסל עם החריטה' },
] as const) {
  test(`${site}: the editor reads right to left, in the site's digits`, async ({ page }) => {
    const db = openSandboxDb();
    const code = engravableProduct(db);
    const restore = keepStock(db, code);
    try {
      await openEditor(page, site, code);
      await write(page, text);
      const preview = page.getByTestId('engraving-preview-text');
      await expect(preview).toHaveText(text);
      expect(await preview.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      await expect(page.getByTestId('engraving-counter')).toHaveText(counter);
      expect(await seriousViolations(page, '[data-testid="engravings-page"]')).toEqual([]);
      await shoot(page, `engraving-${site}`);
      await page.getByTestId('engraving-add-to-bag').click();
      await expect(page.getByTestId('engraving-status')).toHaveText(added);
      const stored = await storedEngravings(page, site);
      expect(stored.map((e) => e['engravingText'])).toContain(text);
    } finally {
      restore();
      db.close();
    }
  });
}

test('jp-ja: Japanese text set vertically on the preview, and into the bag', async ({ page }) => {
  const db = openSandboxDb();
  const code = engravableProduct(db);
  const restore = keepStock(db, code);
  try {
    await openEditor(page, 'jp-ja', code);
    await write(page, '永遠に君と');
    await choose(page, '縦書き');
    const preview = page.getByTestId('engraving-preview-text');
    await expect(preview).toHaveText('永遠に君と');
    expect(await preview.evaluate((el) => getComputedStyle(el).writingMode)).toBe('vertical-rl');
    await shoot(page, 'engraving-jp-ja');
    await page.getByTestId('engraving-add-to-bag').click();
    await expect(page.getByTestId('engraving-status')).toHaveText('刻印付きでカートに追加しました');
    const stored = await storedEngravings(page, 'jp-ja');
    expect(stored).toContainEqual(
      expect.objectContaining({ engravingText: '永遠に君と', orientation: 'vertical' }),
    );
  } finally {
    restore();
    db.close();
  }
});

test('es-es and sa-ar: the engravings page itself explains, shows typographies and colours', async ({
  page,
}) => {
  for (const site of ['es-es', 'sa-ar']) {
    await page.goto(`/${site}/engravings/`);
    await waitForHydration(page);
    const body = page.getByTestId('engravings-page');
    await expect(body.locator('ol li')).toHaveCount(3);
    await expect(body.getByRole('heading', { level: 2 })).toHaveCount(3);
    // No editor without a piece: its code is not loaded.
    await expect(page.getByTestId('engraving-editor')).toHaveCount(0);
    expect(await seriousViolations(page, '[data-testid="engravings-page"]')).toEqual([]);
    await shoot(page, `engravings-page-${site}`);
  }
});
