// @vitest-environment jsdom
// The sandbox's cross-border provider stand-in (ADR 0054) run in a page against the real sandbox:
// the script the storefront loads, the queue-style global it replaces, and the checkout it draws.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxServer, type SandboxServer } from '@atelier/commerce-sandbox';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { providerGlobal, readProviderCurrencies } from './provider-global.js';

let dir: string;
let sandbox: SandboxServer;
let script = '';
const realFetch = globalThis.fetch;
const win = window as unknown as { gle?: (...args: unknown[]) => unknown };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cross-border-stand-in-'));
  sandbox = await createSandboxServer({ dbPath: join(dir, 'db'), port: 0, host: '127.0.0.1' });
  const info = await (await realFetch(`${sandbox.url}/occ/v2/ic-en/globale/country-info`)).json();
  // Without a publicBase the sandbox names its script on its own origin.
  script = await (await realFetch(info.clientJsUrl as string)).text();
}, 60_000);

afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A guest cart on ic-en with one piece and the guest's e-mail (the register step's). */
async function guestCart(): Promise<string> {
  const occ = `${sandbox.url}/occ/v2/ic-en/users/anonymous/carts`;
  const json = { 'content-type': 'application/json' };
  const cart = await (await realFetch(occ, { method: 'POST', headers: json })).json();
  const guid = cart.guid as string;
  await realFetch(`${occ}/${guid}/entries`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ product: { code: '100701' }, quantity: 1 }),
  });
  await realFetch(`${occ}/${guid}/email?email=guest@example.com`, { method: 'PUT' });
  return guid;
}

const text = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';

describe('the provider stand-in in a page', () => {
  it('replays the queue, answers the currency list, prices in the chosen currency and places the order', async () => {
    const guid = await guestCart();
    document.body.innerHTML = '<div id="GlobalECheckout"></div>';
    // The page's paths are relative to the storefront; here they go to the sandbox itself.
    window.fetch = ((url: string, init?: RequestInit) =>
      realFetch(`${sandbox.url}${url}`, init)) as typeof fetch;
    const onChange = vi.fn();
    const onOrderPlaced = vi.fn();
    // Before the script: the queue keeps the calls and answers nothing.
    const queue = providerGlobal();
    queue('Checkout', {
      site: 'ic-en',
      cartId: guid,
      country: 'AD',
      currency: 'EUR',
      onChange,
      onOrderPlaced,
    });
    expect(readProviderCurrencies()).toBeUndefined();
    expect(queue.q).toHaveLength(2);

    (0, eval)(script);
    expect(win.gle).not.toBe(queue);
    await waitFor(() => expect(text('gle-total')).toMatch(/€/));
    expect(onChange).toHaveBeenLastCalledWith({ country: 'AD', currency: 'EUR' });
    // Request 5: the provider's currencies, named.
    expect(readProviderCurrencies()).toContainEqual({
      id: 'CHF',
      code: 'CHF',
      name: 'Swiss Franc',
    });

    const euroTotal = text('gle-total');
    const currency = document.querySelector<HTMLSelectElement>('#gle-currency');
    if (!currency) throw new Error('no currency choice');
    fireEvent.change(currency, { target: { value: 'CHF' } });
    await waitFor(() => expect(text('gle-total')).toMatch(/CHF/));
    expect(text('gle-total')).not.toBe(euroTotal);
    expect(onChange).toHaveBeenLastCalledWith({ country: 'AD', currency: 'CHF' });

    const country = document.querySelector<HTMLSelectElement>('#gle-country');
    if (!country) throw new Error('no country choice');
    fireEvent.change(country, { target: { value: 'AU' } });
    // A new country starts in its own currency, with its own delivery cost.
    await waitFor(() => expect(text('gle-total')).toMatch(/A\$|AUD/));
    expect(onChange).toHaveBeenLastCalledWith({ country: 'AU', currency: 'AUD' });

    const fields = {
      firstName: 'Ana',
      lastName: 'Prueba',
      line1: '1 George St',
      town: 'Sydney',
      postalCode: '2000',
    };
    for (const [name, value] of Object.entries(fields)) {
      const input = document.querySelector<HTMLInputElement>(`#gle-${name}`);
      if (!input) throw new Error(`no ${name}`);
      fireEvent.input(input, { target: { value } });
    }
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    const placed = onOrderPlaced.mock.calls[0]?.[0] as {
      orderCode: string;
      amount: { currencyIso: string };
    };
    expect(placed.amount.currencyIso).toBe('AUD');
    const order = sandbox.db
      .prepare<[string], { delivery_mode: string; data: string }>(
        'SELECT delivery_mode, data FROM orders WHERE code = ?',
      )
      .get(placed.orderCode);
    expect(order?.delivery_mode).toBe('global-e');
    expect(JSON.parse(order?.data ?? '{}').payment.authorised.currency).toBe('AUD');
  });

  it('tells the page when it cannot price the cart', async () => {
    document.body.innerHTML = '<div id="GlobalECheckout"></div>';
    const onError = vi.fn();
    win.gle?.('Checkout', { site: 'ic-en', cartId: 'no-such-cart', onError });
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(document.querySelector('[data-gle-root]')).toBeNull();
  });
});
