// Issue 32 point 5, cross-border checkout on the provider-managed sites (ic-*; ADR 0054,
// docs/product/cross-border.md): a guest's bag goes through the register step to /{lang}/checkout,
// where the provider's script (the sandbox's stand-in, same-origin through the shop's proxy)
// draws its checkout. The shopper picks a country and a currency, the totals change to what the
// provider's servers price, the delivery cost of the country shows, and paying places the order
// and lands on the shop's confirmation. When the script cannot load, the page leads back to the
// bag. Each page is checked with axe and the language pass, and shot at 390 and 1280.
import { expect, test, type Page } from '@playwright/test';
import { pageLeftovers } from '../test/language/leftovers.js';
import { catalogueTexts, siteLanguage } from '../test/language/site-language.js';
import { buildVocabulary, intlTexts, mergeVocabularies } from '../test/language/vocabulary.js';
import { collectTextRuns, type TextRun } from '../test/language/text-runs.js';
import { cartGuid, openSandboxDb, plainProducts } from './cart-sandbox.js';
import { quietContext, shootAtTwoWidths, waitForHydration } from './helpers.js';
import { occGet, SANDBOX_URL } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

const SCREENS = 'test-results/screenshots/cross-border';

test.use({ serviceWorkers: 'block' });

interface Price {
  value: number;
  currencyIso: string;
  formattedValue: string;
}
interface Quote {
  country: string;
  currency: string;
  currencies: { code: string; name: string }[];
  texts: Record<string, string>;
  subtotal: Price;
  delivery: Price;
  total: Price;
}

/** What the provider's servers (the sandbox) price the cart at for a country and currency. */
async function quote(site: string, guid: string, country: string, currency: string) {
  return (await occGet(
    site,
    `/globale/sandbox-provider/checkout?cartId=${guid}&country=${country}&currency=${currency}`,
  )) as Quote;
}

/**
 * The language pass of ADR 0049 on the page as it stands. Inside the provider's checkout the
 * words are the provider's, in the site language as its servers answer them (its currencies
 * named and written as Intl does): those join the site's vocabulary, so an English word there
 * still fails on ic-es.
 */
async function leftovers(page: Page, site: 'ic-en' | 'ic-es', provider: Quote) {
  const shop = siteLanguage(site, await catalogueTexts(SANDBOX_URL, site));
  const words = buildVocabulary([
    ...intlTexts(
      shop.locale,
      provider.currencies.map((c) => c.code),
    ),
    ...Object.values(provider.texts),
    ...provider.currencies.map((c) => c.name),
  ]);
  const language = { ...shop, vocabulary: mergeVocabularies(shop.vocabulary, words) };
  const runs = await page.evaluate(collectTextRuns as () => TextRun[]);
  return pageLeftovers(runs, language);
}

/** One piece in the bag, through the product page as a shopper adds it. */
async function bagWithOnePiece(page: Page, site: string): Promise<void> {
  const db = openSandboxDb();
  const [code] = plainProducts(db, 20, 1);
  db.close();
  if (!code) throw new Error('no product in stock');
  await page.goto(`/${site}/p/${code}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-bag').click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
}

const JOURNEYS = [
  {
    site: 'ic-en',
    country: 'AU',
    currency: 'GBP',
    words: { ship: 'Ship to', pay: 'Pay in' },
    address: { firstName: 'Ana', lastName: 'Prueba', line1: '1 George St', town: 'Sydney' },
    postalCode: '2000',
  },
  {
    site: 'ic-es',
    country: 'NO',
    currency: 'NOK',
    words: { ship: 'Enviar a', pay: 'Pagar en' },
    address: { firstName: 'Ana', lastName: 'Prueba', line1: 'Karl Johans gate 1', town: 'Oslo' },
    postalCode: '0154',
  },
] as const;

for (const journey of JOURNEYS) {
  const { site } = journey;
  test(`${site}: bag, e-mail, the provider's checkout in a chosen country and currency, then the confirmation`, async ({
    page,
    context,
    baseURL,
  }) => {
    await quietContext(context, baseURL);
    await bagWithOnePiece(page, site);

    // The bag's checkout: a guest without a linked e-mail gives it first, then the provider's.
    await page.goto(`/${site}/cart/`);
    await page.getByTestId('go-to-checkout').click();
    await expect(page).toHaveURL(new RegExp(`/${site}/checkout/register/$`));
    const guest = page.getByTestId('guest-form');
    await guest.getByRole('textbox').fill(`cross-border-${site}-${Date.now()}@example.com`);
    await guest.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(new RegExp(`/${site}/checkout/$`));

    // The provider's checkout, in its default country and that country's currency.
    const checkout = page.getByTestId('gle-checkout');
    await expect(checkout).toBeVisible();
    await expect(page.getByLabel(journey.words.ship)).toHaveValue('CH');
    await expect(page.getByLabel(journey.words.pay)).toHaveValue('CHF');
    const guid = await cartGuid(page, site);
    const swiss = await quote(site, guid, 'CH', 'CHF');
    await expect(page.getByTestId('gle-total')).toHaveText(swiss.total.formattedValue);

    // Another country, then another currency: the totals become what the provider prices.
    await page.getByLabel(journey.words.ship).selectOption(journey.country);
    await expect(checkout).toHaveAttribute('data-country', journey.country);
    await page.getByLabel(journey.words.pay).selectOption(journey.currency);
    await expect(checkout).toHaveAttribute('data-currency', journey.currency);
    const priced = await quote(site, guid, journey.country, journey.currency);
    await expect(page.getByTestId('gle-subtotal')).toHaveText(priced.subtotal.formattedValue);
    await expect(page.getByTestId('gle-delivery')).toHaveText(priced.delivery.formattedValue);
    await expect(page.getByTestId('gle-total')).toHaveText(priced.total.formattedValue);
    expect(priced.total.formattedValue).not.toBe(swiss.total.formattedValue);

    // The choice is the site's country selection now.
    const selection = (await context.cookies()).find((c) => c.name === 'countrySelection');
    expect(JSON.parse(decodeURIComponent(selection?.value ?? '{}'))).toMatchObject({
      countryISO: journey.country,
      currencyCode: journey.currency,
      site,
    });

    expect(await seriousViolations(page)).toEqual([]);
    expect(await leftovers(page, site, priced)).toEqual([]);
    await shootAtTwoWidths(page, SCREENS, `${site}-provider-checkout`);

    for (const [name, value] of Object.entries(journey.address))
      await page.locator(`#gle-${name}`).fill(value);
    await page.locator('#gle-postalCode').fill(journey.postalCode);
    await page.getByTestId('gle-pay').click();

    // The shop's confirmation, for the order the provider placed at the amount it authorised.
    await expect(page).toHaveURL(new RegExp(`/${site}/checkout/confirmation/$`));
    const code = (await page.getByTestId('order-code').textContent()) ?? '';
    expect(code).toMatch(/^\d+$/);
    const db = openSandboxDb();
    const order = db
      .prepare<[string], { delivery_mode: string; data: string }>(
        'SELECT delivery_mode, data FROM orders WHERE code = ?',
      )
      .get(code);
    db.close();
    expect(order?.delivery_mode).toBe('global-e');
    expect(JSON.parse(order?.data ?? '{}').payment.authorised).toEqual({
      value: priced.total.value,
      currency: journey.currency,
    });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await leftovers(page, site, priced)).toEqual([]);
    await shootAtTwoWidths(page, SCREENS, `${site}-confirmation`);
  });
}

test("ic-en: without the provider's script the page leads back to the bag, which stays", async ({
  page,
  context,
  baseURL,
}) => {
  await quietContext(context, baseURL);
  await bagWithOnePiece(page, 'ic-en');
  await page.route('**/api/commerce/sandbox/cross-border/client.js', (route) => route.abort());
  await page.goto('/ic-en/checkout/');
  const fallback = page.getByTestId('cross-border-unavailable');
  await expect(fallback).toBeVisible();
  await expect(page.getByTestId('gle-checkout')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootAtTwoWidths(page, SCREENS, 'ic-en-script-failed');
  await fallback.getByRole('link').click();
  await expect(page).toHaveURL(/\/ic-en\/cart\/$/);
  await expect(page.getByTestId('bag-line')).toHaveCount(1);
});
