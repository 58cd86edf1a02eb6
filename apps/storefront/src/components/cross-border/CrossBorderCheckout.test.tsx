// @vitest-environment jsdom
import '../../../test/jsdom-polyfills.js';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrossBorderCheckoutData } from '../../data/pages/cross-border-checkout.js';
import { CrossBorderCheckout } from './CrossBorderCheckout.js';

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

describe('CrossBorderCheckout', () => {
  it("loads the provider's helper and gives it the host element", async () => {
    const loadScript = vi.fn(() => Promise.resolve());
    render(
      <CrossBorderCheckout
        data={data('https://helper.example/m.js')}
        labels={labels}
        loadScript={loadScript}
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
        data={data('https://helper.example/m.js')}
        labels={labels}
        loadScript={() => Promise.reject(new Error('blocked'))}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the international checkout…');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('not available');
    expect(screen.getByRole('link', { name: 'Back to bag' }).getAttribute('href')).toBe(
      '/ic-en/cart/',
    );
  });

  it('says so at once when there is no helper to load', () => {
    const loadScript = vi.fn(() => Promise.resolve());
    render(<CrossBorderCheckout data={data(null)} labels={labels} loadScript={loadScript} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(loadScript).not.toHaveBeenCalled();
  });
});
