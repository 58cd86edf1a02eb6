// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testShell } from '../../../../test/fixtures/shell.js';
import { CheckoutModals } from './CheckoutModals.js';
import { ConfirmationStep } from './ConfirmationStep.js';

const labels = testShell().labels;
const CONFIRMATION = {
  cartId: 'guid-1',
  orderCode: '00100001',
  email: 'ana@example.com',
  isGuest: true,
  purchase: null,
  cart: null,
};

describe('ConfirmationStep (docs/product/payments.md §3)', () => {
  it('says where the order goes, how, when it is expected and how it was paid (issue 31 point 11)', () => {
    render(
      <ConfirmationStep
        lang="sa-ar"
        locale="ar-SA"
        labels={labels}
        confirmation={{
          ...CONFIRMATION,
          shippingAddress: {
            name: 'Ana',
            surname: 'García',
            address: 'Gran Vía 12',
            postalCode: '28013',
            city: { code: '', name: 'Madrid' },
            region: { code: 'ES-M', name: 'Madrid' },
            country: { code: 'ES', name: 'España' },
            phone: '600000000',
            saveForFutureOrders: false,
          },
          purchase: {
            code: '00100001',
            purchasedProducts: [],
            priceSummary: { total: { value: 30, currency: 'SAR' } },
            purchaser: { name: 'Ana', surname: 'García', email: 'ana@example.com' },
            paymentMode: { code: 'card' },
            deliveryMode: { code: 'standard' },
            shippingMethodCode: 'standard',
            thresholdForShipmentsExceeded: false,
            estimatedDeliveryDate: '2026-12-03T00:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByTestId('details-address').textContent).toContain('Gran Vía 12');
    // The shopper's address as typed: marked so it is never translated (ADR 0049).
    expect(screen.getByTestId('details-address').querySelector('[translate="no"]')).not.toBeNull();
    expect(screen.getByTestId('details-method').textContent).not.toBe('');
    // The date in the site's locale: Arabic-Indic digits on sa-ar.
    expect(screen.getByTestId('details-delivery-date').textContent).toMatch(/[٠-٩]/);
    expect(screen.getByTestId('details-payment').textContent).not.toBe('');
  });

  it('puts the order code first and offers a guest an account with the same e-mail', () => {
    render(
      <ConfirmationStep lang="es-es" locale="es-ES" labels={labels} confirmation={CONFIRMATION} />,
    );
    expect(screen.getByTestId('order-code').textContent).toBe('00100001');
    expect(screen.getByTestId('checkout-confirmation').textContent).toContain('ana@example.com');
    expect(screen.getByTestId('register-offer').getAttribute('href')).toBe(
      '/es-es/register/?email=ana%40example.com',
    );
  });

  it('keeps the reference of a cash-voucher order in sight (issue 31 point 7)', () => {
    render(
      <ConfirmationStep
        lang="mx-es"
        locale="es-MX"
        labels={labels}
        confirmation={{
          ...CONFIRMATION,
          purchase: {
            code: '00100001',
            purchasedProducts: [],
            priceSummary: { total: { value: 1200, currency: 'MXN' } },
            purchaser: { name: 'Lucía', surname: 'Pérez', email: 'ana@example.com' },
            paymentMode: { code: 'oxxo' },
            shippingMethodCode: 'standard',
            thresholdForShipmentsExceeded: false,
            inSiteReferenceCode: '123456789',
          },
        }}
      />,
    );
    expect(screen.getByTestId('payment-voucher').textContent).toContain('123456789');
  });

  it('offers nothing to a signed-in shopper and shows the total paid in the locale', () => {
    render(
      <ConfirmationStep
        lang="es-es"
        locale="es-ES"
        labels={labels}
        confirmation={{
          ...CONFIRMATION,
          isGuest: false,
          purchase: {
            code: '00100001',
            purchasedProducts: [],
            priceSummary: {
              total: { value: 1234.5, currency: 'EUR' },
              totalAfterShipment: { value: 1239.45, currency: 'EUR' },
            },
            purchaser: { name: 'Ana', surname: 'García', email: 'ana@example.com' },
            paymentMode: { code: 'card' },
            shippingMethodCode: 'standard',
            thresholdForShipmentsExceeded: false,
          },
        }}
      />,
    );
    expect(screen.queryByTestId('register-offer')).toBeNull();
    expect(screen.getByTestId('order-total').textContent?.replace(/\s/g, ' ')).toContain(
      '1239,45 €',
    );
  });
});

describe('CheckoutModals (docs/product/checkout.md §10)', () => {
  it('says the error in role="alert" and closes back to the step', () => {
    const onClose = vi.fn();
    render(
      <CheckoutModals
        modal="wrongAddress"
        onPayment={false}
        labels={labels}
        onRetry={vi.fn()}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/address|dirección/i);
    screen.getAllByRole('button').at(-1)?.click();
    expect(onClose).toHaveBeenCalled();
  });

  it('offers to try the data load again, and leaves payment errors to the payment step', () => {
    const onRetry = vi.fn();
    const { unmount } = render(
      <CheckoutModals
        modal="checkoutDataError"
        onPayment={false}
        labels={labels}
        onRetry={onRetry}
        onClose={vi.fn()}
      />,
    );
    screen.getAllByRole('button').at(-1)?.click();
    expect(onRetry).toHaveBeenCalled();
    unmount();
    render(
      <CheckoutModals
        modal="genericPaymentError"
        onPayment
        labels={labels}
        onRetry={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
