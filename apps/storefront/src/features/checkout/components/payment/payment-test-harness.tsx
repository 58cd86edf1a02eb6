// Test support: the payment step's components inside a checkout context whose back-end calls
// are the test's (in-memory PaymentPort and CheckoutPort answers). The components, the
// core-checkout machines they run and their rules are the real ones.
import type { CheckoutPort, PaymentPort, Purchase } from '@atelier/core-checkout';
import { siteSettingsSchema } from '@atelier/core-catalogue';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { withReads } from '../../../../shell/browser/read/read-test-support.js';
import { createActor, createMachine } from 'xstate';
import {
  CheckoutProvider,
  type CheckoutActor,
  type CheckoutPageValue,
} from '../checkout-context.js';
import { AmountGuardProvider } from './amount-guard.js';

export function purchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    code: '00012345',
    purchasedProducts: [{ productId: 'P1', quantity: 1 }],
    priceSummary: { total: { value: 191.25, currency: 'EUR' } },
    purchaser: { name: 'Ana', surname: 'García', email: 'ana@example.com' },
    paymentMode: { code: 'card' },
    shippingMethodCode: 'standard',
    thresholdForShipmentsExceeded: false,
    ...overrides,
  };
}

/** A stand-in for the page's checkout actor: the payment step only reads its orderCode. */
function checkoutActor(orderCode: string | null): CheckoutActor {
  return createActor(createMachine({ context: { orderCode } })).start() as unknown as CheckoutActor;
}

export interface Harness {
  value: CheckoutPageValue;
  payments: Record<string, ReturnType<typeof vi.fn>>;
  checkoutPort: Record<string, ReturnType<typeof vi.fn>>;
}

export function harness(
  options: {
    lang?: CheckoutPageValue['lang'];
    paymentMethod?: string | null;
    payments?: Record<string, (...args: never[]) => unknown>;
    checkoutPort?: Record<string, (...args: never[]) => unknown>;
    orderCode?: string | null;
    isGuest?: boolean;
    labels?: Record<string, string>;
    /** The bag's total when read again (another tab's change); the cart's own by default. */
    refreshBag?: () => Promise<{ value: number; currency: string }>;
  } = {},
): Harness {
  const lang = options.lang ?? 'es-es';
  const payments = Object.fromEntries(
    Object.entries(options.payments ?? {}).map(([k, f]) => [k, vi.fn(f)]),
  );
  const checkoutPort = Object.fromEntries(
    Object.entries({
      getPaymentModes: () =>
        Promise.resolve(
          ['card', 'paypal', 'bizum', 'klarna', 'applepay', 'googlepay'].map((code) => ({
            code,
            name: code,
            expressCheckoutEnabled: ['paypal', 'applepay', 'googlepay'].includes(code),
            lastPaymentMethodUsed: false,
            subMethods: [],
          })),
        ),
      getOrder: (code: string) => Promise.resolve(purchase({ code })),
      getOrderByCartId: () => Promise.resolve(purchase({ code: '00012345' })),
      ...options.checkoutPort,
    }).map(([k, f]) => [k, vi.fn(f)]),
  );
  const site = siteSettingsSchema.parse({
    code: lang,
    // English texts (the content labels of the tests are empty); the locale is the site's.
    language: 'en',
    locale: lang === 'sa-ar' ? 'ar-SA' : lang === 'mx-es' ? 'es-MX' : 'es-ES',
    countryCode: lang.slice(0, 2).toUpperCase(),
    currency: lang === 'sa-ar' ? 'SAR' : lang === 'mx-es' ? 'MXN' : 'EUR',
    paymentMethods: ['card', 'paypal', 'bizum', 'klarna', 'applepay', 'googlepay'].map(
      (code, order) => ({ code, order }),
    ),
    expressCheckoutPaymentMethods: [{ code: 'googlepay', order: 0 }],
  });
  const value: CheckoutPageValue = {
    lang,
    site,
    labels: options.labels ?? {},
    checkout: checkoutActor(options.orderCode ?? null),
    cart: {
      cartId: 'cart-guid-1',
      code: '00001000',
      lines: [],
      totals: {
        subtotal: 191.25,
        shipping: 0,
        discounts: 0,
        total: 191.25,
        currency: site.currency,
      },
    },
    purchaser: {
      isGuest: options.isGuest ?? true,
      email: 'ana@example.com',
      shippingAddress: null,
      billingAddress: null,
    },
    commerce: {
      payments: payments as unknown as PaymentPort,
      checkout: checkoutPort as unknown as CheckoutPort,
    },
    paymentMethod: options.paymentMethod ?? null,
    selectPaymentMethod: vi.fn(),
    returnUrl: `/${lang}/checkout/confirmation/`,
    onOrderPlaced: vi.fn(),
    onPaymentFailed: vi.fn(),
    refreshBag: vi.fn(
      options.refreshBag ?? (() => Promise.resolve({ value: 191.25, currency: site.currency })),
    ),
    goToStep: vi.fn(),
  };
  return { value, payments, checkoutPort };
}

/** Renders `ui` in the checkout's context, with a read store of its own (no read leaks between tests). */
export function renderIn(value: CheckoutPageValue, ui: ReactNode) {
  return render(
    withReads(
      <CheckoutProvider value={value}>
        <AmountGuardProvider>{ui}</AmountGuardProvider>
      </CheckoutProvider>,
    ),
  );
}
