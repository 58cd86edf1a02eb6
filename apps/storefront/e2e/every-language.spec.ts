// Issue 32, "every text in the site's language", the browser half (ADR 0049): what only shows
// after hydration or a shopper's action, on one site of each of the 15 languages, in one
// browser, page after page. The home page hydrated, a category with every filter group open,
// a ring with its size guide and the bag drawer, the bag page, each checkout step (the guest
// e-mail, shipping with its errors, billing, payment, confirmation) and each my-account section
// with an order's detail and a return. Any word that is not the language's, number Intl would
// not write in the site's locale, raw code or label shown twice fails the site's test with the
// page, the text and where it is. The server HTML of every page is test/language's, in npm test.
import { expect, test, type Page } from '@playwright/test';
import { CARD_CONFIRMATION } from './checkout-steps.js';
import {
  describeSiteLeftovers,
  pageLeftovers,
  type Leftover,
  type SiteLanguage,
} from '../test/language/leftovers.js';
import {
  catalogueTexts,
  ONE_SITE_PER_LANGUAGE,
  siteLanguage,
} from '../test/language/site-language.js';
import { collectTextRuns, type TextRun } from '../test/language/text-runs.js';
import {
  addThroughShop,
  engravableProduct,
  openSandboxDb,
  plainProducts,
  sizedRing,
} from './cart-sandbox.js';
import { quietContext, waitForHydration } from './helpers.js';
import { signInByApi } from './my-account-helpers.js';
import { placeOrder, SANDBOX_URL, setOrderStatus, userToken } from './sandbox-admin.js';

const SHOPPER = { email: 'shopper@example.com', password: 'Atelier-2026!' };
const GOOD_CARD = '4111 1111 1111 1111';

/** A delivery address of each site's country, as its shipping form asks for it. */
const ADDRESSES: Record<string, Record<string, string>> = {
  'gb-en': {
    address: '10 Baker Street',
    postalCode: 'L1 8JQ',
    city: 'London',
    phone: '7700900123',
  },
  'es-es': {
    address: 'Gran Vía 12',
    postalCode: '28013',
    city: 'Madrid',
    phone: '600000000',
    nationalId: '12345678Z',
  },
  'es-ca': {
    address: 'Carrer de Mallorca 1',
    postalCode: '08013',
    city: 'Barcelona',
    phone: '600000000',
    nationalId: '12345678Z',
  },
  'fr-fr': { address: '1 rue de Rivoli', postalCode: '75001', city: 'Paris', phone: '612345678' },
  'de-de': {
    address: 'Unter den Linden 1',
    postalCode: '10117',
    city: 'Berlin',
    phone: '15123456789',
  },
  'it-it': { address: 'Via del Corso 1', postalCode: '00186', city: 'Roma', phone: '3123456789' },
  'pt-pt': {
    address: 'Rua Augusta 1',
    postalCode: '1100-048',
    city: 'Lisboa',
    phone: '912345678',
    nationalId: '123456789',
  },
  'gr-el': {
    address: 'Ermou 1',
    postalCode: '10563',
    city: 'Athina',
    region: 'Attiki',
    phone: '6912345678',
  },
  'cz-cs': {
    address: 'Václavské náměstí 1',
    postalCode: '110 00',
    city: 'Praha',
    region: 'Praha',
    phone: '601123456',
  },
  'sk-sk': {
    address: 'Obchodná 1',
    postalCode: '811 06',
    city: 'Bratislava',
    region: 'Bratislava',
    phone: '901123456',
  },
  'pl-pl': {
    address: 'Nowy Świat 1',
    postalCode: '00-496',
    city: 'Warszawa',
    region: 'Mazowieckie',
    phone: '501234567',
  },
  'ru-ru': {
    address: 'Tverskaya 1',
    postalCode: '125009',
    city: 'Moskva',
    region: 'Moskva',
    phone: '9161234567',
  },
  'jp-ja': {
    address: 'Marunouchi 1-1',
    postalCode: '100-0005',
    city: 'Chiyoda',
    region: '東京都',
    phone: '0312345678',
  },
  'sa-ar': {
    address: 'King Fahd Road 1',
    postalCode: '12211',
    city: 'Riyadh',
    region: 'الرياض',
    phone: '501234567',
    nationalId: '1234567890',
  },
  'il-iw': {
    address: 'Rothschild 1',
    postalCode: '6688101',
    city: 'Tel Aviv',
    region: 'תל אביב',
    phone: '501234567',
  },
};

test.describe.configure({ timeout: 300_000 });
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

/** Fills a field of the page's main form by its name when the site asks for it. */
async function fillIf(page: Page, name: string, value: string | undefined): Promise<void> {
  if (value === undefined) return;
  const main = page.getByRole('main');
  const picker = main.locator(`select[name="${name}"]`).first();
  if ((await picker.count()) > 0 && (await picker.isVisible())) {
    await picker.selectOption({ index: 1 });
    return;
  }
  const field = main.locator(`input[name="${name}"]`).first();
  if ((await field.count()) === 0 || !(await field.isVisible()) || !(await field.isEditable())) {
    return;
  }
  await field.fill(value);
  if ((await field.getAttribute('role')) === 'combobox') {
    const option = page.getByRole('option').first();
    if (await option.isVisible().catch(() => false)) await option.click();
  }
}

async function fillAddress(page: Page, site: string, who: { name: string; surname: string }) {
  const address = ADDRESSES[site] ?? {};
  await fillIf(page, 'name', who.name);
  await fillIf(page, 'surname', who.surname);
  await fillIf(page, 'address', address['address']);
  await fillIf(page, 'postalCode', address['postalCode']);
  await page.waitForTimeout(300);
  await fillIf(page, 'region', address['region']);
  await fillIf(page, 'city', address['city']);
  await fillIf(page, 'phone', address['phone']);
  await fillIf(page, 'nationalId', address['nationalId']);
}

// About a minute a language: CI's run is bounded to the languages with their own risks (both
// RTL scripts, Japanese, Cyrillic, Polish separators, the Catalan react-aria patches, Spanish)
// and `E2E_LANGUAGES=all` (or a list of site codes) runs any others (docs/ci.md).
const CI_LANGUAGE_SITES = ['es-es', 'es-ca', 'pl-pl', 'ru-ru', 'jp-ja', 'sa-ar', 'il-iw'];
const chosen =
  process.env['E2E_LANGUAGES'] ?? (process.env['CI'] ? CI_LANGUAGE_SITES.join(',') : 'all');
const SITES =
  chosen === 'all'
    ? ONE_SITE_PER_LANGUAGE
    : ONE_SITE_PER_LANGUAGE.filter((site) => chosen.split(',').includes(site));

for (const site of SITES) {
  test(`${site}: every text the shopper reads after hydration is in the site's language`, async ({
    page,
    baseURL,
  }) => {
    const language: SiteLanguage = siteLanguage(site, await catalogueTexts(SANDBOX_URL, site));
    const found: { page: string; problems: Leftover[] }[] = [];
    const check = async (name: string) => {
      // The function itself goes to the page (it uses nothing from outside its body).
      const runs = await page.evaluate(collectTextRuns as () => TextRun[]);
      const path = new URL(page.url()).pathname;
      found.push({ page: `${name} ${path}`, problems: pageLeftovers(runs, language) });
    };

    // Home, hydrated: the header's counts and the client-only modules are there.
    await page.goto(`/${site}/`);
    await waitForHydration(page);
    await check('home');

    // A category with every filter group open: the values and their counts.
    await page.goto(`/${site}/c/3`);
    await waitForHydration(page);
    const filters = page.getByTestId('filters').first();
    for (const trigger of await filters.locator('button[aria-expanded="false"]').all()) {
      if (await trigger.isVisible()) await trigger.click();
    }
    await check('category with its filters open');
    const option = filters.getByTestId('filter-option').first();
    if (await option.isVisible()) {
      const unfiltered = new URL(page.url()).pathname;
      await option.click();
      // The filter adds a path segment (a category whose name has no Latin slug, as on
      // sa-ar, has one segment fewer before it).
      await page.waitForURL((url) => url.pathname !== unfiltered);
      await waitForHydration(page);
      await check('filtered category');
    }

    // A ring: its sizes, its size guide, then the bag drawer after adding it.
    const db = openSandboxDb();
    const ring = sizedRing(db);
    const [plain] = plainProducts(db, 5, 1);
    const engravable = engravableProduct(db);
    db.close();
    await page.goto(`/${site}/p/${ring}`);
    await waitForHydration(page);
    const guide = page.getByTestId('size-guide-open');
    if (await guide.isVisible().catch(() => false)) {
      await guide.click();
      await expect(page.getByTestId('size-guide-modal')).toBeVisible();
      await check('size guide');
      await page.keyboard.press('Escape');
    }
    await page
      .getByTestId('size-option')
      .and(page.locator(':not([data-disabled])'))
      .first()
      .click();
    await check('product');
    await page.getByTestId('add-to-bag').click();
    await expect(page.getByTestId('bag-count')).toHaveText(/[1١]/);
    await check('bag drawer');
    await page.keyboard.press('Escape');
    await addThroughShop(page, site, [{ code: engravable, engravingText: 'A & J' }]);

    // The bag page, then each checkout step as a guest.
    await page.goto(`/${site}/cart/`);
    await expect(page.getByTestId('bag-line').first()).toBeVisible();
    await check('bag');
    await page.goto(`/${site}/checkout/register/`);
    await expect(page.getByTestId('guest-form')).toBeVisible();
    await check('checkout register');
    await page
      .getByTestId('guest-form')
      .getByRole('textbox')
      .fill(`lang-${site}-${Date.now()}@example.com`);
    await page.getByTestId('guest-form').getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(/\/checkout\/shipping\/$/);
    const form = page.locator('form').filter({ has: page.getByTestId('checkout-continue') });
    await form.getByTestId('checkout-continue').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await check('checkout shipping with its errors');
    await fillAddress(page, site, { name: 'Ana', surname: 'Ruiz' });
    await form.locator('input[name="billingDiffers"]').check();
    await form.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(/\/checkout\/billing\/$/);
    await check('checkout billing');
    await fillAddress(page, site, { name: 'Ana', surname: 'Ruiz' });
    await page.getByTestId('checkout-continue').click();
    await expect(page).toHaveURL(/\/checkout\/payment\/$/);
    await expect(page.getByTestId('payment-method-card')).toBeVisible();
    await check('checkout payment');
    await page.getByTestId('payment-method-card').click();
    const card = page.getByTestId('card-payment');
    await card.locator('input[autocomplete="cc-name"]').fill('Ana Ruiz');
    await card.locator('input[autocomplete="cc-number"]').fill(GOOD_CARD);
    await card.locator('input[autocomplete="cc-exp"]').fill('03/30');
    await card.locator('input[autocomplete="cc-csc"]').fill('737');
    await check('checkout card payment');
    await card.getByTestId('pay').click();
    await expect(page).toHaveURL(CARD_CONFIRMATION);
    await expect(page.getByTestId('order-code')).toBeVisible();
    await check('checkout confirmation');

    // My account, signed in, with an order of this site (delivered, so it can be returned).
    const token = await userToken(SHOPPER.email, SHOPPER.password);
    const order = await placeOrder(site, { token }, { productCode: plain!, lastName: 'Martín' });
    await setOrderStatus(order, 'CUSTOMER_RECEIVED');
    await signInByApi(page, baseURL, SHOPPER.email, SHOPPER.password);
    for (const section of ['youraccount', 'orders', 'returns', 'mytous', 'myinterests']) {
      await page.goto(`/${site}/my-account/${section}/`);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await check(`my-account ${section}`);
    }
    await page.goto(`/${site}/my-account/orders/${order}/`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(
      page
        .getByTestId('order-timeline')
        .or(page.getByRole('heading', { level: 2 }))
        .first(),
    ).toBeVisible();
    await check('my-account order detail');
    await page.goto(`/${site}/my-account/returns/${order}/`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await check('my-account return');

    const lines = describeSiteLeftovers(site, found);
    expect(lines, `${lines.length} leftovers on ${site}:\n${lines.join('\n')}`).toEqual([]);
  });
}
