import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.js';
import { cartGuid, keepStock, openSandboxDb, personalisableProduct } from './cart-sandbox.js';
import { giveGuestEmail, openCheckout } from './checkout-steps.js';
import { quietContext, shootAtTwoWidths, waitForHydration } from './helpers.js';

// Issue 32 point 1, personalisation (docs/product/product.md §3, ADR 0053): a PARENT piece's
// "personalise it" link -> the builder (anchor points on the piece, the charms that fit, a live
// preview) -> the bag as one piece with its charms -> the checkout summary; es-es and sa-ar end
// to end, the builder on jp-ja and il-iw.
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

const SHOTS = '/tmp/shots-personalise';

/** Screenshots at 390 and 1280 once the Japanese, Arabic and Hebrew faces have loaded. */
async function shots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await shootAtTwoWidths(page, SHOTS, name);
}

/** The shopper's personalised entries in the sandbox: the piece, then its charms. */
async function storedCombination(page: Page, site: string) {
  const guid = await cartGuid(page, site);
  const db = openSandboxDb();
  try {
    return db
      .prepare<[string], { entry_number: number; product_code: string; personalisation: string }>(
        `SELECT e.entry_number, e.product_code, e.personalisation FROM cart_entries e
         JOIN carts c ON c.code = e.cart_code
         WHERE c.guid = ? AND e.personalisation IS NOT NULL ORDER BY e.entry_number`,
      )
      .all(guid)
      .map((row) => ({ ...row, personalisation: JSON.parse(row.personalisation) as object }));
  } finally {
    db.close();
  }
}

/** Chooses the first charm by keyboard on the first point, a second by pointer on the next. */
async function chooseTwoCharms(page: Page): Promise<void> {
  const builder = page.getByTestId('personalisation-builder');
  const preview = page.getByTestId('personalisation-preview');
  const firstPoint = builder.getByTestId('anchor-point').first();
  await firstPoint.focus();
  await page.keyboard.press('Enter');
  await expect(firstPoint).toHaveAttribute('aria-pressed', 'true');
  const firstCharm = builder.getByTestId('charm-option').first();
  await firstCharm.focus();
  await page.keyboard.press('Enter');
  await expect(preview.getByTestId('preview-charm')).toHaveCount(1);
  // The builder moves on to the next free point; sorted by price, a click hangs the cheapest.
  await expect(firstPoint).toHaveAttribute('aria-pressed', 'false');
  await builder.getByTestId('personalisation-sort').selectOption('lowestPrice');
  await builder.getByTestId('charm-option').first().click();
  await expect(preview.getByTestId('preview-charm')).toHaveCount(2);
  await expect(builder.getByTestId('personalisation-chosen').locator('li')).toHaveCount(2);
}

for (const { site, added, withCharm } of [
  { site: 'es-es', added: 'Añadida a tu cesta con sus charms', withCharm: 'Con charm:' },
  { site: 'sa-ar', added: 'أُضيفت إلى حقيبتك مع تعليقاتها', withCharm: 'مع تعليقة:' },
] as const) {
  test(`${site}: product page -> builder -> two charms -> bag -> checkout summary`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const db = openSandboxDb();
    const code = personalisableProduct(db);
    const restore = keepStock(db, code);
    try {
      await page.goto(`/${site}/p/${code}`);
      await waitForHydration(page);
      await page.getByTestId('customisation-link').click();
      await expect(page).toHaveURL(new RegExp(`/${site}/engravings/\\?product=${code}$`));
      const builder = page.getByTestId('personalisation-builder');
      await expect(builder).toBeVisible();
      const name = (await page.getByTestId('engraving-product').locator('a').textContent()) ?? '';
      await expect(builder.getByTestId('anchor-point')).toHaveCount(5);

      // Filters toggle on and off (docs/product/catalogue.md §5).
      const count = builder.locator('[aria-live="polite"]');
      const all = await count.textContent();
      const filter = builder.getByTestId('personalisation-filter').first();
      await filter.click();
      await expect(filter).toHaveAttribute('aria-pressed', 'true');
      await filter.click();
      await expect(filter).toHaveAttribute('aria-pressed', 'false');
      await expect(count).toHaveText(all ?? '');

      await chooseTwoCharms(page);
      expect(await seriousViolations(page, '[data-testid="engravings-page"]')).toEqual([]);
      await shots(page, `builder-${site}`);

      await builder.getByTestId('personalisation-add-to-bag').click();
      await expect(builder.getByTestId('personalisation-status')).toHaveText(added);
      const stored = await storedCombination(page, site);
      const piece = stored.filter((e) => e.product_code === code).at(-1)!;
      const charms = stored.filter(
        (e) =>
          (e.personalisation as { parentEntryNumber?: number }).parentEntryNumber ===
          piece.entry_number,
      );
      expect(charms.map((c) => (c.personalisation as { anchorId: string }).anchorId)).toHaveLength(
        2,
      );

      // The bag keeps them together: the piece's line lists its two charms.
      await page.goto(`/${site}/cart/`);
      await waitForHydration(page);
      const line = page
        .getByTestId('cart-lines')
        .getByTestId('bag-line')
        .filter({ hasText: name })
        .filter({ has: page.getByTestId('bag-line-charms') })
        .last();
      await expect(line.getByTestId('bag-line-charm')).toHaveCount(2);
      await shots(page, `bag-${site}`);

      // The checkout's summary lists the charms under the piece.
      await openCheckout(page, site);
      await giveGuestEmail(page, `charms-${site}-${Date.now()}@example.com`);
      const summary = page.getByTestId('checkout-summary');
      await expect(summary.getByTestId('summary-charm').first()).toContainText(withCharm);
      expect(await summary.getByTestId('summary-charm').count()).toBeGreaterThanOrEqual(2);
      await shots(page, `checkout-${site}`);

      if (site === 'es-es') {
        // Removing the piece removes its charms.
        await page.goto(`/${site}/cart/`);
        await waitForHydration(page);
        await line.getByTestId('bag-line-remove').click();
        await expect(line).toHaveCount(0);
        const left = await storedCombination(page, site);
        expect(
          left.filter(
            (e) =>
              e.entry_number === piece.entry_number ||
              charms.some((c) => c.entry_number === e.entry_number),
          ),
        ).toEqual([]);
      }
    } finally {
      restore();
      db.close();
    }
  });
}

for (const site of ['jp-ja', 'il-iw'] as const) {
  test(`${site}: the builder in the site's language and direction`, async ({ page }) => {
    const db = openSandboxDb();
    const code = personalisableProduct(db);
    db.close();
    await page.goto(`/${site}/engravings/?product=${code}`);
    await waitForHydration(page);
    const builder = page.getByTestId('personalisation-builder');
    await expect(builder).toBeVisible();
    // The keyboard meets the points in reading order: right to left on a right-to-left site.
    const lefts = await builder
      .getByTestId('anchor-point')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left));
    const sorted = [...lefts].sort((a, b) => (site === 'il-iw' ? b - a : a - b));
    expect(lefts).toEqual(sorted);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(
      site === 'il-iw' ? 'rtl' : 'ltr',
    );
    await chooseTwoCharms(page);
    expect(await seriousViolations(page, '[data-testid="engravings-page"]')).toEqual([]);
    await shots(page, `builder-${site}`);
  });
}
