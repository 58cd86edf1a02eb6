// @vitest-environment jsdom
import '../../../../../test/jsdom-polyfills.js';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, purchase, renderIn } from './payment-test-harness.js';
import { PaymentStep } from './PaymentStep.js';

afterEach(cleanup);

describe('one-button methods on the payment step', () => {
  it("a cash voucher's order shows its reference and barcode before the confirmation", async () => {
    const voucher = purchase({
      code: '00012399',
      paymentMode: { code: 'oxxo' },
      inSiteReferenceCode: '987654321',
      expirationDate: '2026-11-29T10:00:00.000Z',
    });
    const { value, payments } = harness({
      lang: 'mx-es',
      paymentMethod: 'oxxo',
      payments: {
        createOxxoPayment: () => Promise.resolve({ kind: 'order', orderCode: '00012399' }),
      },
      checkoutPort: {
        getPaymentModes: () =>
          Promise.resolve([
            {
              code: 'oxxo',
              name: 'oxxo',
              expressCheckoutEnabled: false,
              lastPaymentMethodUsed: false,
              subMethods: [],
            },
          ]),
        getOrder: () => Promise.resolve(voucher),
      },
    });
    value.site.paymentMethods = [{ code: 'oxxo', order: 0 }];
    renderIn(value, <PaymentStep />);
    await userEvent.click(await screen.findByTestId('pay'));
    expect((await screen.findByTestId('voucher-reference')).textContent).toBe('987654321');
    expect(screen.getByRole('img', { name: /987654321/ })).toBeTruthy();
    expect(screen.getByTestId('voucher-expiry').textContent).toMatch(/29 de noviembre de 2026/);
    expect(payments['createOxxoPayment']).toHaveBeenCalledWith(
      expect.objectContaining({
        cartId: 'cart-guid-1',
        returnUrl: expect.stringContaining('paymentMode=oxxo'),
      }),
      expect.anything(),
    );
    expect(value.onOrderPlaced).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('voucher-continue'));
    expect(value.onOrderPlaced).toHaveBeenCalledWith({ code: '00012399' });
  });

  it('a redirect method leaves for the provider; a refusal is shown and handed to the checkout', async () => {
    const refusal = { errors: [{ errorCode: 'cart.cannotBePurchased' }] };
    const { value } = harness({
      paymentMethod: 'klarna',
      payments: { createKlarnaPayment: () => Promise.reject(refusal) },
    });
    renderIn(value, <PaymentStep />);
    await userEvent.click(await screen.findByTestId('pay'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/can no longer be bought/);
    await waitFor(() => expect(value.onPaymentFailed).toHaveBeenCalledWith(refusal));
  });
});
