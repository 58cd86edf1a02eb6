import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SCRIPT_PATH } from '../src/cross-border-client-script.js';
import { PROVIDER_COUNTRIES, PROVIDER_RATES } from '../src/cross-border-provider.js';
import { startSandbox, type TestSandbox } from './helpers.js';

// The cross-border provider's stand-in (ADR 0054): its servers price the cart in the shopper's
// currency and place the order for the amount they authorised, never one a browser sends.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const QUOTE = '/globale/sandbox-provider/checkout';
const ORDERS = '/globale/sandbox-provider/orders';
const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Prueba',
  line1: 'Bahnhofstrasse 1',
  town: 'Zürich',
  postalCode: '8001',
};

/** A guest cart on an ic-* site with one piece (two of it) and the guest's e-mail. */
async function icCart(site = 'ic-en', email: string | null = 'guest@example.com') {
  const cart = await sb.call('POST', '/users/anonymous/carts', { site });
  const guid = cart.body.guid as string;
  const C = `/users/anonymous/carts/${guid}`;
  const added = await sb.call('POST', `${C}/entries`, {
    site,
    body: { product: { code: '100701' }, quantity: 2 },
  });
  expect(added.status).toBe(200);
  if (email) await sb.call('PUT', `${C}/email?email=${email}`, { site });
  const shop = await sb.call('GET', C, { site });
  return { guid, shopTotal: shop.body.subTotal.value as number };
}

describe('the provider stand-in', () => {
  it('names its script, same-origin with the sandbox pages, on the sites it runs only', async () => {
    const ic = (await sb.call('GET', '/globale/country-info', { site: 'ic-es' })).body;
    expect(ic.clientJsUrl).toBe(`${sb.server.url}${CLIENT_SCRIPT_PATH}`);
    expect(ic.isEnabled).toBe(true);
    const es = (await sb.call('GET', '/globale/country-info', { site: 'es-es' })).body;
    expect(es).toMatchObject({ clientJsUrl: '', isEnabled: false });
    const script = await fetch(`${sb.server.url}${CLIENT_SCRIPT_PATH}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("command === 'GetCurrencies'");
  });

  it('prices the cart in the chosen currency with the delivery of the country', async () => {
    const { guid, shopTotal } = await icCart();
    const eur = (await sb.call('GET', `${QUOTE}?cartId=${guid}&country=AD`, { site: 'ic-en' }))
      .body;
    expect(eur).toMatchObject({ country: 'AD', currency: 'EUR' });
    expect(eur.subtotal.value).toBe(shopTotal);
    expect(eur.delivery.value).toBe(9.95);
    expect(eur.total.value).toBeCloseTo(shopTotal + 9.95, 2);
    const chf = (
      await sb.call('GET', `${QUOTE}?cartId=${guid}&country=CH&currency=CHF`, { site: 'ic-en' })
    ).body;
    expect(chf.currency).toBe('CHF');
    expect(chf.subtotal.value).toBeCloseTo(shopTotal * (PROVIDER_RATES['CHF'] ?? 0), 1);
    expect(chf.total.value).toBeCloseTo(chf.subtotal.value + chf.delivery.value, 2);
    // The shopper's line, and a gift line at 0 when the bag reaches the gift threshold.
    const bought = chf.lines.filter((line: { isGift: boolean }) => !line.isGift);
    expect(bought).toEqual([expect.objectContaining({ quantity: 2, total: chf.subtotal.value })]);
    expect(chf.countries.map((c: { code: string }) => c.code)).toEqual(
      PROVIDER_COUNTRIES.map((c) => c.code),
    );
  });

  it('speaks the site language in its names and words', async () => {
    const { guid } = await icCart('ic-es');
    const es = (await sb.call('GET', `${QUOTE}?cartId=${guid}&country=CH`, { site: 'ic-es' })).body;
    expect(es.countries.find((c: { code: string }) => c.code === 'CH').name).toBe('Suiza');
    expect(es.currencies.find((c: { code: string }) => c.code === 'CHF').name).toMatch(/franco/i);
    expect(es.texts.title).toBe('Envío internacional');
    expect(es.total.formattedValue).toMatch(/CHF/);
  });

  it('answers its own default for a country it does not ship to', async () => {
    const { guid } = await icCart();
    const res = await sb.call('GET', `${QUOTE}?cartId=${guid}&country=ES`, { site: 'ic-en' });
    expect(res.body).toMatchObject({ country: 'CH', currency: 'CHF' });
  });

  it('refuses bad input with a 4xx, and other sites and unknown carts', async () => {
    const { guid } = await icCart();
    expect((await sb.call('GET', `${QUOTE}?cartId=a/b`, { site: 'ic-en' })).status).toBe(400);
    expect((await sb.call('GET', `${QUOTE}?cartId=${guid}`, { site: 'es-es' })).status).toBe(400);
    expect((await sb.call('GET', `${QUOTE}?cartId=nope`, { site: 'ic-en' })).status).toBe(404);
    // The cart of another ic site is not this site's.
    expect((await sb.call('GET', `${QUOTE}?cartId=${guid}`, { site: 'ic-es' })).status).toBe(404);
    const bad = await sb.call('POST', ORDERS, {
      site: 'ic-en',
      body: { cartId: guid, country: 'ES', currency: 'EUR', expectedTotal: 1, address: ADDRESS },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].subject).toBe('country');
  });

  it('places the order for the amount it authorised, and only that amount', async () => {
    const { guid } = await icCart();
    const quote = (
      await sb.call('GET', `${QUOTE}?cartId=${guid}&country=NO&currency=NOK`, { site: 'ic-en' })
    ).body;
    const order = (expectedTotal: number) =>
      sb.call('POST', ORDERS, {
        site: 'ic-en',
        body: { cartId: guid, country: 'NO', currency: 'NOK', expectedTotal, address: ADDRESS },
      });
    const cheap = await order(1);
    expect(cheap.status).toBe(409);
    expect(cheap.body.errors[0].reason).toBe('amountChanged');
    const placed = await order(quote.total.value);
    expect(placed.status).toBe(200);
    expect(placed.body.amount).toMatchObject({ value: quote.total.value, currencyIso: 'NOK' });
    expect(placed.body.priced).toMatchObject({
      currency: 'NOK',
      total: quote.total.value,
      delivery: quote.delivery.value,
    });
    const row = sb.server.db
      .prepare<[string], { data: string; delivery_mode: string; email: string }>(
        'SELECT data, delivery_mode, email FROM orders WHERE code = ?',
      )
      .get(placed.body.orderCode as string);
    expect(row?.delivery_mode).toBe('global-e');
    expect(row?.email).toBe('guest@example.com');
    expect(JSON.parse(row?.data ?? '{}').payment).toMatchObject({
      mode: 'globale',
      authorised: { value: quote.total.value, currency: 'NOK' },
    });
    // The cart is ordered: the provider has nothing more to price or place.
    expect((await order(quote.total.value)).status).toBe(404);
  });

  it('places nothing for a guest without an e-mail', async () => {
    const { guid } = await icCart('ic-en', null);
    const quote = (await sb.call('GET', `${QUOTE}?cartId=${guid}&country=AD`, { site: 'ic-en' }))
      .body;
    const res = await sb.call('POST', ORDERS, {
      site: 'ic-en',
      body: {
        cartId: guid,
        country: 'AD',
        currency: 'EUR',
        expectedTotal: quote.total.value,
        address: ADDRESS,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].reason).toBe('cart.emailNotSet');
  });
});
