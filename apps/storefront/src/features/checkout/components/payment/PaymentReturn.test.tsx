// @vitest-environment jsdom
import '../../../../../test/jsdom-polyfills.js';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, purchase, renderIn } from './payment-test-harness.js';
import { PaymentReturn } from './PaymentReturn.js';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const RETURN =
  '/es-es/checkout/confirmation/?paymentMode=klarna&originalCartIdForUser=cart-guid-1&paymentId=pay_9&result=approved';

function acceptInProcess(times: number) {
  let calls = 0;
  return () => {
    calls += 1;
    return Promise.resolve(
      calls <= times ? { status: 'IN_PROCESS' } : { status: 'SUCCESS', orderCode: '00012345' },
    );
  };
}

describe('PaymentReturn', () => {
  it('renders nothing on a confirmation that is not a provider return', async () => {
    const { value } = harness();
    const { container } = renderIn(value, <PaymentReturn />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
  });

  it('verifies while IN_PROCESS, then confirms the order once; a second return makes no call', async () => {
    window.history.replaceState(null, '', RETURN);
    const first = harness({ payments: { acceptKlarna: acceptInProcess(3) } });
    renderIn(first.value, <PaymentReturn delayMs={5} />);
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() =>
      expect(first.value.onOrderPlaced).toHaveBeenCalledWith({ code: '00012345' }),
    );
    expect(first.payments['acceptKlarna']).toHaveBeenCalledTimes(4);
    expect(first.payments['acceptKlarna']).toHaveBeenCalledWith(
      { cartId: 'cart-guid-1', params: expect.objectContaining({ paymentId: 'pay_9' }) },
      expect.anything(),
    );
    // Only the order's code is kept in the tab, never the purchase (name, address…).
    expect(sessionStorage.getItem('atelier_confirmed_orders')).toBe('{"cart-guid-1":"00012345"}');
    cleanup();

    const second = harness({ payments: { acceptKlarna: acceptInProcess(0) } });
    renderIn(second.value, <PaymentReturn delayMs={5} />);
    await waitFor(() =>
      expect(second.value.onOrderPlaced).toHaveBeenCalledWith({ code: '00012345' }),
    );
    expect(second.payments['acceptKlarna']).not.toHaveBeenCalled();
    expect(second.checkoutPort['getOrderByCartId']).toHaveBeenCalledWith('cart-guid-1');
  });

  it('gives up after 10 calls still IN_PROCESS and offers to check again', async () => {
    window.history.replaceState(null, '', RETURN);
    const { value, payments } = harness({ payments: { acceptKlarna: acceptInProcess(99) } });
    renderIn(value, <PaymentReturn delayMs={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/still being processed/);
    expect(payments['acceptKlarna']).toHaveBeenCalledTimes(10);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(value.onOrderPlaced).not.toHaveBeenCalled();
  });

  it('shows a payment the provider refused in role=alert, with the way back to payment', async () => {
    window.history.replaceState(null, '', RETURN.replace('approved', 'denied'));
    const refusal = { errors: [{ type: 'PaymentAuthorizationError', reason: 'REFUSED' }] };
    const { value } = harness({ payments: { acceptKlarna: () => Promise.reject(refusal) } });
    renderIn(value, <PaymentReturn delayMs={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The payment could not be completed/);
    expect(screen.getByRole('link', { name: 'Back to payment' }).getAttribute('href')).toBe(
      '/es-es/checkout/payment/',
    );
    expect(value.onPaymentFailed).toHaveBeenCalledWith(refusal);
    expect(value.onOrderPlaced).not.toHaveBeenCalled();
  });

  it("shows a cash voucher's reference, entity, expiry and barcode after its order", async () => {
    const voucher = purchase({
      code: '00012399',
      paymentMode: { code: 'multibanco' },
      inSiteReferenceCode: '123456789',
      inSiteEntity: '12345',
      expirationDate: '2026-11-29T10:00:00.000Z',
    });
    const { value, checkoutPort } = harness({
      orderCode: '00012399',
      lang: 'es-es',
      checkoutPort: { getOrder: () => Promise.resolve(voucher) },
    });
    renderIn(value, <PaymentReturn />);
    expect((await screen.findByTestId('voucher-reference')).textContent).toBe('123456789');
    expect(screen.getByTestId('voucher-entity').textContent).toBe('12345');
    expect(screen.getByTestId('voucher-expiry').textContent).toMatch(/29 de noviembre de 2026/);
    expect(screen.getByRole('img', { name: /123456789/ })).toBeTruthy();
    expect(screen.getByText(/Multibanco/)).toBeTruthy();
    // A Multibanco reference is paid at an ATM or online, never "in cash" (issue 31).
    expect(document.body.textContent).not.toMatch(/efectivo|in cash/i);
    expect(document.body.textContent).toMatch(/cajero|ATM/);
    // Read by its code (the read layer adds its abort signal).
    expect(checkoutPort['getOrder']?.mock.calls[0]?.[0]).toBe('00012399');
  });
});
