// @vitest-environment jsdom
import '../../../../../test/jsdom-polyfills.js';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, renderIn } from './payment-test-harness.js';
import { PaymentStep } from './PaymentStep.js';

afterEach(cleanup);

const refused = {
  errors: [{ type: 'PaymentAuthorizationError', reason: 'REFUSED', message: 'Refused' }],
};

async function fill(card: { name?: string; number?: string; expiry?: string; cvc?: string }) {
  const user = userEvent.setup();
  if (card.name) await user.type(screen.getByLabelText(/Name on the card/), card.name);
  if (card.number) await user.type(screen.getByLabelText(/Card number/), card.number);
  if (card.expiry) await user.type(screen.getByLabelText(/Expiry date/), card.expiry);
  if (card.cvc) await user.type(screen.getByLabelText(/Security code/), card.cvc);
  await user.click(screen.getByTestId('pay'));
}

describe('the card form on the payment step', () => {
  it('labels every field and gives the browser the cc-* autofill tokens', () => {
    const { value } = harness({ paymentMethod: 'card' });
    renderIn(value, <PaymentStep />);
    for (const [label, token] of [
      [/Name on the card/, 'cc-name'],
      [/Card number/, 'cc-number'],
      [/Expiry date/, 'cc-exp'],
      [/Security code/, 'cc-csc'],
    ] as const) {
      expect(screen.getByLabelText(label).getAttribute('autocomplete')).toBe(token);
    }
    expect(screen.getByTestId('pay').textContent).toMatch(/191,25/);
  });

  it('shows the site brands (docs/product/payments.md §2.3) and lights the one the number belongs to', async () => {
    const { value } = harness({ paymentMethod: 'card', lang: 'sa-ar' });
    renderIn(value, <PaymentStep />);
    const brands = screen.getByRole('list', { name: 'Accepted cards' });
    const marks = [...brands.querySelectorAll('[data-payment-logo]')].map((el) =>
      el.getAttribute('data-payment-logo'),
    );
    expect(marks).toEqual(['mastercard', 'visa']);
    await userEvent.type(screen.getByLabelText(/Card number/), '4111');
    const active = [...brands.querySelectorAll('li')].map((li) => li.dataset['active']);
    expect(active).toEqual(['false', 'true']);
  });

  it('stops a mistyped card before any call: name, Luhn, expired card, CVC', async () => {
    const { value, payments } = harness({
      paymentMethod: 'card',
      payments: { createCardPayment: () => Promise.resolve({ kind: 'order', orderCode: 'x' }) },
    });
    renderIn(value, <PaymentStep />);
    await fill({ number: '4111111111111112', expiry: '10/26', cvc: '12' });
    expect(screen.getByText('Enter the name on the card.')).toBeTruthy();
    expect(screen.getByText('Check the card number.')).toBeTruthy();
    expect(screen.getByText('The card has expired.')).toBeTruthy();
    expect(screen.getByText('Check the security code.')).toBeTruthy();
    expect(payments['createCardPayment']).not.toHaveBeenCalled();
  });

  it('refuses a brand the site does not take (amex on sa-ar)', async () => {
    const { value, payments } = harness({
      paymentMethod: 'card',
      lang: 'sa-ar',
      payments: { createCardPayment: () => Promise.resolve({ kind: 'order', orderCode: 'x' }) },
    });
    renderIn(value, <PaymentStep />);
    await fill({ name: 'Ana', number: '378282246310005', expiry: '12/30', cvc: '1234' });
    expect(screen.getByText(/This card is not accepted here/)).toBeTruthy();
    expect(payments['createCardPayment']).not.toHaveBeenCalled();
  });

  it('pays a valid card in cents and hands the order to the checkout', async () => {
    const { value, payments } = harness({
      paymentMethod: 'card',
      payments: {
        createCardPayment: () => Promise.resolve({ kind: 'order', orderCode: '00012345' }),
      },
    });
    renderIn(value, <PaymentStep />);
    await fill({ name: 'Ana García', number: '4111111111111111', expiry: '03/30', cvc: '737' });
    await waitFor(() => expect(value.onOrderPlaced).toHaveBeenCalledWith({ code: '00012345' }));
    expect(payments['createCardPayment']).toHaveBeenCalledWith(
      expect.objectContaining({
        cartId: 'cart-guid-1',
        holderName: 'Ana García',
        brand: 'visa',
        amount: { value: 191.25, currency: 'EUR' },
        returnUrl: expect.stringContaining('paymentMode=card'),
        card: expect.objectContaining({
          encryptedCardNumber: '4111111111111111',
          encryptedExpiryMonth: '03',
          encryptedExpiryYear: '2030',
        }),
      }),
      expect.anything(),
    );
  });

  it('pays nothing when the bag changed in another tab: shows the new total, then pays it (issue 31, 2)', async () => {
    const totals = [250.2, 250.2];
    const { value, payments } = harness({
      paymentMethod: 'card',
      payments: {
        createCardPayment: () => Promise.resolve({ kind: 'order', orderCode: '00012345' }),
      },
      refreshBag: () => Promise.resolve({ value: totals.shift() ?? 250.2, currency: 'EUR' }),
    });
    renderIn(value, <PaymentStep />);
    await fill({ name: 'Ana García', number: '4111111111111111', expiry: '03/30', cvc: '737' });
    const notice = await screen.findByTestId('payment-amount-changed');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('250,20');
    expect(payments['createCardPayment']).not.toHaveBeenCalled();
    // The typed card stays; the next press pays the total the shopper has now seen.
    await userEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(value.onOrderPlaced).toHaveBeenCalledWith({ code: '00012345' }));
    expect(payments['createCardPayment']).toHaveBeenCalledWith(
      expect.objectContaining({ amount: { value: 250.2, currency: 'EUR' } }),
      expect.anything(),
    );
    expect(screen.queryByTestId('payment-amount-changed')).toBeNull();
  });

  it('a total the back-end refuses as changed reads as the notice, not the generic error', async () => {
    const { value } = harness({
      paymentMethod: 'card',
      payments: {
        createCardPayment: () =>
          Promise.reject({
            errors: [
              {
                type: 'ValidationError',
                subject: 'amount',
                message: 'amount 19125 does not match the cart total in minor units (25020)',
              },
            ],
          }),
      },
    });
    renderIn(value, <PaymentStep />);
    await fill({ name: 'Ana García', number: '4111111111111111', expiry: '03/30', cvc: '737' });
    expect(await screen.findByTestId('payment-amount-changed')).toBeTruthy();
    expect(screen.queryByTestId('payment-error')).toBeNull();
  });

  it('answers the 3DS2 fingerprint by itself and shows the issuer challenge in a dialog', async () => {
    const { value, payments } = harness({
      paymentMethod: 'card',
      payments: {
        createCardPayment: () =>
          Promise.resolve({ kind: 'fingerprint', token: 'fp_pay_1', paymentData: 'pay_1' }),
        authorise3ds2: () =>
          Promise.resolve({ kind: 'challenge', token: 'ch_pay_1', paymentData: 'pay_1' }),
      },
    });
    renderIn(value, <PaymentStep />);
    await fill({ name: 'Ana', number: '4917610000000000', expiry: '03/30', cvc: '737' });
    const dialog = await screen.findByTestId('threeds-challenge');
    expect(payments['authorise3ds2']).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentData: 'pay_1',
        details: { 'threeds2.fingerprint': expect.any(String) },
      }),
      expect.anything(),
    );
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('/api/commerce/sandbox/3ds2/challenge/pay_1');
    expect(frame?.getAttribute('title')).toBe('Bank verification');
  });

  it('shows a refused card in role=alert, hands the raw error to the checkout, and lets the shopper pay again', async () => {
    let calls = 0;
    const { value } = harness({
      paymentMethod: 'card',
      payments: {
        createCardPayment: () => {
          calls += 1;
          return calls === 1
            ? Promise.reject(refused)
            : Promise.resolve({ kind: 'order', orderCode: '00012346' });
        },
      },
    });
    renderIn(value, <PaymentStep />);
    await fill({ name: 'Ana', number: '4000000000000002', expiry: '03/30', cvc: '737' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The payment could not be completed/);
    expect(value.onPaymentFailed).toHaveBeenCalledWith(refused);
    await userEvent.click(screen.getByTestId('pay'));
    await waitFor(() => expect(value.onOrderPlaced).toHaveBeenCalledWith({ code: '00012346' }));
  });
});
