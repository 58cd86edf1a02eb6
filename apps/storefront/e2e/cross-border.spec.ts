// Issue 19, cross-border sites (docs/product/cross-border.md §3.2, §4;
// docs/product/commerce-api.md §12): on a provider-managed site the checkout page shows the
// provider's delivery cost for the bag total (asked through the shop's proxy from the sandbox's
// globale/shippingCost) next to its fallback; an empty bag asks nothing.
import { expect, test, type BrowserContext } from '@playwright/test';
import { openSandboxDb, plainProducts } from './cart-sandbox.js';
import { quietContext, waitForHydration } from './helpers.js';
import { occGet } from './sandbox-admin.js';
import { seriousViolations } from './axe.js';

const SCREENS = 'test-results/screenshots';
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };

test.use({ serviceWorkers: 'block' });

async function stayOn(context: BrowserContext, baseURL: string | undefined, site: string) {
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

for (const [site, wording] of [
  ['ic-en', 'Delivery to your country: '],
  ['ic-es', 'Envío a tu país: '],
] as const) {
  test(`${site}: the checkout page shows the delivery cost of the bag total`, async ({
    page,
    context,
    baseURL,
  }) => {
    await quietContext(context, baseURL);
    await stayOn(context, baseURL, site);
    const costAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/globale/shippingCost')) costAsked.push(r.url());
    });

    // An empty bag: nothing to ask the provider about.
    await page.goto(`/${site}/checkout/`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('cross-border-unavailable')).toBeVisible();
    await expect(page.getByTestId('cross-border-delivery')).toBeEmpty();
    expect(costAsked).toEqual([]);

    const db = openSandboxDb();
    const [code] = plainProducts(db, 20, 1);
    db.close();
    if (!code) throw new Error('no product in stock');
    await page.goto(`/${site}/p/${code}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-bag').click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    // What the sandbox's provider says for this total, formatted for the site.
    const product = (await occGet(site, `/products/${code}`)) as { price: { value: number } };
    const answer = (await occGet(site, `/globale/shippingCost?amount=${product.price.value}`)) as {
      pricing: { value: number; currencyIso: string };
    };
    const locale = site === 'ic-en' ? 'en-GB' : 'es-ES';
    const price = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: answer.pricing.currencyIso,
    }).format(answer.pricing.value);

    await page.goto(`/${site}/checkout/`);
    const delivery = page.getByTestId('cross-border-delivery');
    await expect(delivery).toHaveText(`${wording}${price}`);
    expect(costAsked.map((url) => new URL(url).searchParams.get('amount'))).toEqual([
      String(product.price.value),
    ]);
    await expect(page.getByTestId('cross-border-unavailable')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SCREENS}/cross-border-${site}-delivery-${name}.png` });
    }
  });
}
