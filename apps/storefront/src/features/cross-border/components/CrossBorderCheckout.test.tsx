// @vitest-environment jsdom
import '../../../../test/jsdom-polyfills.js';
import { cleanup, fireEvent, render as renderUi, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrossBorderCheckoutData } from '../cross-border-view.js';
import { withReads } from '../../../shell/browser/read/read-test-support.js';
import { CrossBorderCheckout } from './CrossBorderCheckout.js';

/** Each test with its own reads: the helper script is kept for a page, not across tests. */
const render = (ui: ReactNode) => renderUi(withReads(ui));

const labels = {
  checkout: 'Checkout',
  crossBorderLoading: 'Loading the international checkout…',
  crossBorderUnavailable: 'The international checkout is not available right now.',
  crossBorderBackToBag: 'Back to bag',
};

const data = (scriptSrc: string | null): CrossBorderCheckoutData => ({
  seo: {
    title: 'Checkout',
    description: '',
    canonicalPath: null,
    alternatePath: null,
    image: null,
    noIndex: true,
    jsonLd: [],
  },
  helper: {
    scriptSrc,
    merchantId: '1234',
    scriptVersion: '2.1.4',
    defaultCountry: 'CH',
    defaultCurrency: 'CHF',
    defaultCulture: 'de-CH',
  },
  cartPath: '/ic-en/cart/',
});

afterEach(cleanup);

// The page's site; an empty bag unless a test gives one (no cost is asked for then).
const base = {
  site: 'ic-en',
  locale: 'en-GB',
  bagTotal: () => Promise.resolve(null),
  fetchCost: () => Promise.reject(new Error('not asked')),
};

describe('CrossBorderCheckout', () => {
  it("loads the provider's helper and gives it the host element", async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    render(
      <CrossBorderCheckout
        {...base}
        data={data('https://helper.example/m.js')}
        labels={labels}
        loadScript={loadScript}
        currencies={() =>
          Promise.resolve({
            currencies: [{ id: 'CHF', code: 'CHF', name: 'Swiss Franc' }],
            source: 'provider',
          })
        }
      />,
    );
    expect(loadScript).toHaveBeenCalledWith('https://helper.example/m.js');
    const host = screen.getByTestId('cross-border-checkout');
    await vi.waitFor(() => expect(host.dataset['state']).toBe('ready'));
    expect(host.dataset['merchant']).toBe('1234');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads back to the bag when the helper fails to load', async () => {
    render(
      <CrossBorderCheckout
        {...base}
        data={data('https://helper.example/m.js')}
        labels={labels}
        loadScript={() => Promise.reject(new Error('blocked'))}
      />,
    );
    expect(screen.getByText('Loading the international checkout…').getAttribute('role')).toBe(
      'status',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('not available');
    expect(screen.getByRole('link', { name: 'Back to bag' }).getAttribute('href')).toBe(
      '/ic-en/cart/',
    );
  });

  it('says so at once when there is no helper to load', () => {
    const loadScript = vi.fn(() => Promise.resolve());
    render(
      <CrossBorderCheckout {...base} data={data(null)} labels={labels} loadScript={loadScript} />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it("shows the provider's delivery cost for the bag total in the site's format", async () => {
    const fetchCost = vi.fn(() => Promise.resolve({ value: 14.95, currency: 'CHF' }));
    render(
      <CrossBorderCheckout
        {...base}
        data={data(null)}
        labels={{ ...labels, crossBorderDeliveryCost: 'Delivery to your country: {price}' }}
        bagTotal={() => Promise.resolve(60)}
        fetchCost={fetchCost}
      />,
    );
    const cost = screen.getByTestId('cross-border-delivery');
    const expected = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'CHF' }).format(
      14.95,
    );
    await vi.waitFor(() => expect(cost.textContent).toBe(`Delivery to your country: ${expected}`));
    expect(cost.getAttribute('role')).toBe('status');
    expect(fetchCost).toHaveBeenCalledWith('ic-en', 60);
  });

  it('offers the polled currencies once the helper is there and tells the provider the choice', async () => {
    const gle = vi.fn();
    (window as unknown as { gle?: unknown }).gle = gle;
    render(
      <CrossBorderCheckout
        {...base}
        data={data('https://helper.example/m.js')}
        labels={{ ...labels, crossBorderCurrency: 'Currency' }}
        loadScript={() => Promise.resolve()}
        currencies={() =>
          Promise.resolve({
            currencies: [
              { id: 'CHF', code: 'CHF', name: 'Swiss Franc' },
              { id: 'EUR', code: 'EUR', name: 'Euro' },
            ],
            source: 'fallback',
          })
        }
      />,
    );
    const select = (await screen.findByLabelText('Currency')) as HTMLSelectElement;
    expect(select.value).toBe('CHF');
    fireEvent.change(select, { target: { value: 'EUR' } });
    expect(gle).toHaveBeenCalledWith('SetCurrency', 'EUR');
    delete (window as unknown as { gle?: unknown }).gle;
  });
});
