// @vitest-environment jsdom
import '../../../../../test/jsdom-polyfills.js';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutCommerce } from '../../checkout-types.js';
import { sandboxWalletContact } from '../../browser/payment/wallet-contact.js';
import { ExpressCheckout } from './ExpressCheckout.js';
import { harness, renderIn } from '../payment/payment-test-harness.js';
import { PaymentStep } from '../payment/PaymentStep.js';

afterEach(cleanup);

const bagCalls = {
  loginAsGuest: () => Promise.resolve(undefined),
  setDeliveryAddress: () => Promise.resolve(undefined),
  setGuestData: () => Promise.resolve(undefined),
};

describe('express checkout (the one flow the payment step and the bag run)', () => {
  it("offers the wallets the back-end enables as the wallets' own buttons, named in the site's language", async () => {
    const { value } = harness({
      labels: { 'payment.payWith': 'Pagar con {method}', 'payment.express': 'Pago exprés' },
    });
    value.site.expressCheckoutPaymentMethods = [
      { code: 'applepay', order: 0 },
      { code: 'googlepay', order: 1 },
      // Listed by the site, but the harness's back-end does not offer it.
      { code: 'amazonpay', order: 2 },
    ];
    renderIn(value, <PaymentStep />);
    const section = await screen.findByTestId('express-checkout');
    const buttons = within(section).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pagar con Apple Pay',
      'Pagar con Google Pay',
    ]);
    expect(buttons.map((b) => b.getAttribute('data-wallet'))).toEqual(['applepay', 'googlepay']);
  });

  it("pays with the wallet's contact, sends no amount, and reports an express order", async () => {
    const { value, payments, checkoutPort } = harness({
      payments: {
        createGooglePayPayment: () => Promise.resolve({ kind: 'order', orderCode: '00012777' }),
      },
      checkoutPort: bagCalls,
    });
    renderIn(value, <PaymentStep />);
    await userEvent.click(await screen.findByTestId('express-googlepay'));
    const email = within(await screen.findByTestId('wallet-sheet')).getByTestId('wallet-email');
    await userEvent.clear(email);
    await userEvent.type(email, 'chosen@example.com');
    await userEvent.click(screen.getByTestId('wallet-pay'));
    await waitFor(() =>
      expect(value.onOrderPlaced).toHaveBeenCalledWith({ code: '00012777', isExpress: true }),
    );
    expect(checkoutPort['loginAsGuest']).toHaveBeenCalledWith(
      'chosen@example.com',
      expect.anything(),
    );
    const request = payments['createGooglePayPayment']?.mock.calls[0]?.[0] as Record<
      string,
      unknown
    >;
    expect(request).toMatchObject({ cartId: 'cart-guid-1', isExpress: true });
    expect(request).not.toHaveProperty('amount');
    expect(String(request['returnUrl'])).toContain('isExpress=true');
  });

  it('a refused payment shows the express error modal naming the method; no order', async () => {
    const { value } = harness({
      labels: { 'payment.expressError': 'No se ha podido completar el pago con {method}.' },
      payments: {
        createGooglePayPayment: () =>
          Promise.reject(Object.assign(new Error('Refused'), { status: 400 })),
      },
      checkoutPort: bagCalls,
    });
    renderIn(value, <PaymentStep />);
    await userEvent.click(await screen.findByTestId('express-googlepay'));
    await userEvent.click(await screen.findByTestId('wallet-pay'));
    const modal = await screen.findByTestId('express-error');
    expect(modal.textContent).toContain('No se ha podido completar el pago con Google Pay.');
    expect(value.onOrderPlaced).not.toHaveBeenCalled();
  });

  it('from the bag, puts a method that delivers to the wallet address on the bag before paying', async () => {
    const calls: string[] = [];
    const step = (name: string, answer: unknown = undefined) =>
      vi.fn(async (..._args: unknown[]) => {
        calls.push(name);
        return answer;
      });
    const checkoutPort = {
      loginAsGuest: step('loginAsGuest'),
      setDeliveryAddress: step('setDeliveryAddress'),
      getDeliveryModes: step('getDeliveryModes', [{ code: 'pickup' }, { code: 'standard_es' }]),
      setDeliveryMode: step('setDeliveryMode'),
      setGuestData: step('setGuestData'),
    };
    const payments = {
      createApplePayPayment: step('pay', { kind: 'order', orderCode: '00012888' }),
    };
    const onOrder = vi.fn();
    render(
      <ExpressCheckout
        variant="bag"
        methods={['applepay']}
        lang="es-es"
        labels={{}}
        countryCode="ES"
        commerce={{ payments, checkout: checkoutPort } as unknown as CheckoutCommerce}
        cartId="cart-guid-9"
        isGuest
        places={{ regions: [], cities: [] }}
        contact={sandboxWalletContact('ES')}
        payLabel="Pay 59,95 €"
        returnUrl="/es-es/checkout/confirmation/"
        onOrder={onOrder}
        bagDeliveryMode="pickup"
      />,
    );
    await userEvent.click(screen.getByTestId('express-applepay'));
    await userEvent.click(await screen.findByTestId('wallet-pay'));
    await waitFor(() => expect(onOrder).toHaveBeenCalled());
    expect(checkoutPort.setDeliveryMode).toHaveBeenCalledWith('standard_es', expect.anything());
    expect(calls).toEqual([
      'loginAsGuest',
      'setDeliveryAddress',
      'getDeliveryModes',
      'setDeliveryMode',
      'setGuestData',
      'pay',
    ]);
    expect(onOrder.mock.calls[0]?.[0]).toMatchObject({
      code: '00012888',
      method: 'applepay',
      shipping: expect.objectContaining({ postalCode: '28013' }),
    });
  });
});
