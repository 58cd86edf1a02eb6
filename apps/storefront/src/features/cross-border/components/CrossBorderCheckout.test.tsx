// @vitest-environment jsdom
import '../../../../test/jsdom-polyfills.js';
import { cleanup, render as renderUi, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrossBorderCheckoutData } from '../cross-border-view.js';
import { withReads } from '../../../shell/browser/read/read-test-support.js';
import { CrossBorderCheckout, type CrossBorderCheckoutProps } from './CrossBorderCheckout.js';

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
    defaultCulture: 'en-GB',
  },
  cartPath: '/ic-en/cart/',
});

type Gle = ((...args: unknown[]) => unknown) & { q?: unknown[][] };
const win = window as unknown as { gle?: Gle };

afterEach(() => {
  cleanup();
  delete win.gle;
  sessionStorage.clear();
});

const BAG = { cartId: 'guid-1', count: 2, email: 'guest@example.com', signedIn: false };

function props(over: Partial<CrossBorderCheckoutProps> = {}): CrossBorderCheckoutProps {
  return {
    data: data('/api/commerce/sandbox/cross-border/client.js'),
    labels,
    site: 'ic-en',
    loadScript: () => new Promise<void>(() => undefined),
    checkoutBag: () => Promise.resolve(BAG),
    search: () => '',
    cookie: () => null,
    go: vi.fn(),
    save: vi.fn(),
    ...over,
  };
}

/** The options of the queued Checkout call, once the page made it. */
async function queuedCheckout(): Promise<Record<string, unknown>> {
  await vi.waitFor(() => expect(win.gle?.q?.length).toBe(1));
  const [command, options] = win.gle?.q?.[0] ?? [];
  expect(command).toBe('Checkout');
  return options as Record<string, unknown>;
}

describe('CrossBorderCheckout (ADR 0054)', () => {
  it("queues the provider's checkout for the cart before its script has loaded", async () => {
    const loadScript = vi.fn(() => new Promise<void>(() => undefined));
    render(<CrossBorderCheckout {...props({ loadScript })} />);
    expect(loadScript).toHaveBeenCalledWith('/api/commerce/sandbox/cross-border/client.js');
    expect(screen.getByRole('status').textContent).toBe('Loading the international checkout…');
    const options = await queuedCheckout();
    // No cookie and no landing country: the provider's guess, culture en-GB.
    expect(options).toMatchObject({
      site: 'ic-en',
      cartId: 'guid-1',
      hostId: 'GlobalECheckout',
      country: 'CH',
      currency: 'CHF',
      culture: 'en-GB',
    });
    expect(screen.getByTestId('cross-border-checkout').id).toBe('GlobalECheckout');
  });

  it('starts from the saved selection when it is complete, and the landing country before it', async () => {
    const cookie = () =>
      JSON.stringify({
        countryISO: 'NO',
        currencyCode: 'NOK',
        cultureCode: 'en-GB',
        site: 'ic-en',
      });
    render(<CrossBorderCheckout {...props({ cookie })} />);
    expect(await queuedCheckout()).toMatchObject({ country: 'NO', currency: 'NOK' });
    cleanup();
    delete win.gle;
    render(<CrossBorderCheckout {...props({ cookie, search: () => '?GLCountry=au' })} />);
    expect(await queuedCheckout()).toMatchObject({ country: 'AU', currency: 'EUR' });
  });

  it("keeps the provider's country and currency as the site's country selection", async () => {
    const save = vi.fn();
    render(<CrossBorderCheckout {...props({ save })} />);
    const options = await queuedCheckout();
    (options['onChange'] as (chosen: unknown) => void)({ country: 'GB', currency: 'GBP' });
    expect(save).toHaveBeenCalledWith({ country: 'GB', currency: 'GBP', culture: 'en-GB' });
  });

  it("keeps the provider's order as the tab's confirmation and goes to the shop's", async () => {
    const go = vi.fn();
    render(<CrossBorderCheckout {...props({ go })} />);
    const options = await queuedCheckout();
    const onOrderPlaced = options['onOrderPlaced'] as (order: unknown) => void;
    // Not the provider's answer: nothing is kept, the page stays.
    onOrderPlaced({ orderCode: '00100042' });
    expect(go).not.toHaveBeenCalled();
    onOrderPlaced({
      orderCode: '00100042',
      priced: {
        currency: 'GBP',
        lines: [{ name: 'Ring', quantity: 2, total: 50.96, isGift: false }],
        subtotal: 50.96,
        discount: 0,
        delivery: 25.46,
        total: 76.42,
      },
    });
    expect(go).toHaveBeenCalledWith('/ic-en/checkout/confirmation/');
    const kept = JSON.parse(sessionStorage.getItem('atelier_confirmation_ic-en') ?? 'null');
    expect(kept).toMatchObject({
      cartId: 'guid-1',
      orderCode: '00100042',
      email: 'guest@example.com',
      isGuest: true,
      cart: {
        lines: [expect.objectContaining({ name: 'Ring', quantity: 2, total: 50.96 })],
        totals: { subtotal: 50.96, shipping: 25.46, discounts: 0, total: 76.42, currency: 'GBP' },
      },
    });
  });

  it('leads back to the bag when the helper fails to load', async () => {
    render(
      <CrossBorderCheckout
        {...props({ loadScript: () => Promise.reject(new Error('blocked')) })}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('not available');
    expect(screen.getByRole('link', { name: 'Back to bag' }).getAttribute('href')).toBe(
      '/ic-en/cart/',
    );
    expect(screen.queryByTestId('cross-border-checkout')).toBeNull();
  });

  it('turns the integration off when the provider cannot price the cart', async () => {
    render(<CrossBorderCheckout {...props({ loadScript: () => Promise.resolve() })} />);
    const options = await queuedCheckout();
    (options['onError'] as () => void)();
    expect((await screen.findByRole('alert')).textContent).toContain('not available');
  });

  it('says so at once when there is no helper to load, and asks nothing', () => {
    const loadScript = vi.fn(() => Promise.resolve());
    const checkoutBag = vi.fn(() => Promise.resolve(BAG));
    render(<CrossBorderCheckout {...props({ data: data(null), loadScript, checkoutBag })} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(loadScript).not.toHaveBeenCalled();
    expect(checkoutBag).not.toHaveBeenCalled();
  });

  it('sends an empty bag back to the bag', async () => {
    const go = vi.fn();
    render(<CrossBorderCheckout {...props({ go, checkoutBag: () => Promise.resolve(null) })} />);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/ic-en/cart/'));
    expect(win.gle?.q).toBeUndefined();
  });
});
