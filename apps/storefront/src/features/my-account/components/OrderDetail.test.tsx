// @vitest-environment jsdom
import type { User } from '@atelier/core-loyalty';
import type { OnlineOrder } from '@atelier/core-orders';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withReads } from '../../../shell/browser/read/read-test-support.js';
import type { AccountClient } from '../browser/account-client.js';
import { AccountProvider } from './account-context.js';
import OrderDetail from './OrderDetail.js';

afterEach(cleanup);

const labels = {
  personalisationWithCharm: 'With charm: {name}',
  myAccountLoading: 'Loading…',
  myAccountLoadFailed: 'We could not load this section.',
  myAccountOrderNotFound: 'We could not find this order in your account.',
  checkoutModalRetry: 'Try again',
  myAccountBackToOrders: 'Back to your orders',
  trackingOrder: 'Order {code}',
  checkoutDetailsTitle: 'Delivery and payment',
  checkoutDeliveryAddress: 'Delivery address',
  checkoutShippingMethod: 'Shipping method',
  checkoutPaymentMethod: 'Payment method',
  cartMethodStandard: 'Standard delivery',
  'paymentMethod.card': 'Card',
  myAccountCardEnding: '{brand} ending in {last}',
  bagSubtotal: 'Subtotal',
  cartDiscounts: 'Discounts',
  cartShipping: 'Shipping',
  cartShippingFree: 'Free',
  cartTotal: 'Total',
};

const ORDER = {
  code: '0001',
  date: '2026-11-01T10:00:00Z',
  products: [{ id: 'P1', entryNumber: 0, name: 'Bear ring', quantity: 1 }],
  status: { key: 'SHIPPED', label: 'SHIPPED', color: '' },
  backendStatus: 'SHIPPED',
  shippingMethodCode: 'standard',
  appliedPromotion: [],
  totals: { totalPrice: { value: 99, currency: 'EUR' } },
  consignments: [],
} as unknown as OnlineOrder;

function renderOrder(getOrder: AccountClient['orders']['getOrder']) {
  return render(
    withReads(
      <AccountProvider
        value={{
          site: 'es-es',
          locale: 'es-ES',
          countryCode: 'ES',
          labels,
          fields: {
            secondLastName: false,
            birthDate: false,
            nationalId: 'hidden',
            loyaltyEnabled: false,
          },
          client: { orders: { getOrder } } as unknown as AccountClient,
          user: { id: 'u1', email: 'ana@example.com' } as User,
          setUser: () => undefined,
        }}
      >
        <MemoryRouter initialEntries={['/es-es/my-account/orders/0001/']}>
          <Routes>
            <Route path="/:lang/my-account/orders/:code" element={<OrderDetail />} />
          </Routes>
        </MemoryRouter>
      </AccountProvider>,
    ),
  );
}

describe('my-account order page, read through the read layer', () => {
  it('says it is loading, then shows the order', async () => {
    renderOrder(async () => ORDER);
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByTestId('order-code')).textContent).toBe('0001');
  });

  it('shows an engraved line with its engraving, quoted as the shopper wrote it', async () => {
    const engraved = {
      ...ORDER,
      products: [
        { id: 'P1', entryNumber: 0, name: 'Bear ring', quantity: 1, engravingText: 'لنا' },
      ],
    } as unknown as OnlineOrder;
    renderOrder(async () => engraved);
    expect((await screen.findByTestId('order-line-engraving')).textContent).toContain('“لنا”');
  });

  it('lists a charm after its personalised piece, as a charm of it', async () => {
    const personalised = {
      ...ORDER,
      products: [
        { id: 'P1', entryNumber: 0, name: 'Nova necklace', quantity: 1 },
        {
          id: 'C1',
          entryNumber: 1,
          name: 'Teddy charm',
          quantity: 1,
          personalisationInfo: { parentEntryNumber: 0, anchorId: 'A1' },
        },
      ],
    } as unknown as OnlineOrder;
    renderOrder(async () => personalised);
    expect((await screen.findByTestId('order-line-charm')).textContent).toContain(
      'With charm: Teddy charm',
    );
  });

  it('shows where it goes, how, how it was paid, each line’s price and the bill, as the back-end said', async () => {
    const full = {
      ...ORDER,
      products: [
        {
          id: 'P1',
          entryNumber: 0,
          name: 'Bear ring',
          quantity: 2,
          price: { value: 45, currency: 'EUR' },
          total: { value: 90, currency: 'EUR' },
        },
      ],
      deliveryMode: 'standard',
      deliveryAddress: {
        name: 'Ana',
        surname: 'Ruiz',
        address: 'Calle Mayor 1',
        postalCode: '28013',
        city: 'Madrid',
        region: 'Madrid',
        country: 'ES',
      },
      paymentMode: 'card',
      maskedCardNumber: '************1111',
      totals: {
        subTotal: { value: 90, currency: 'EUR' },
        totalDiscounts: { value: 9, currency: 'EUR' },
        deliveryCost: { value: 0, currency: 'EUR' },
        totalPrice: { value: 81, currency: 'EUR' },
      },
    } as unknown as OnlineOrder;
    renderOrder(async () => full);
    const address = await screen.findByTestId('order-address');
    // The shopper's address is theirs: never translated.
    expect(address.getAttribute('translate')).toBe('no');
    expect([...address.querySelectorAll('bdi')].map((line) => line.textContent)).toEqual([
      'Ana Ruiz',
      'Calle Mayor 1',
      '28013 Madrid',
      'Madrid',
    ]);
    expect(screen.getByTestId('order-method').textContent).toBe('Standard delivery');
    const payment = screen.getByTestId('order-payment');
    expect(payment.textContent).toBe('Card ending in 1111');
    expect(payment.querySelector('bdi[translate="no"]')?.textContent).toBe('1111');
    expect(screen.getByTestId('order-line-price').textContent?.replace(/\s/g, ' ')).toContain(
      '2 × 45,00 € = 90,00 €',
    );
    const rows = [...screen.getByTestId('order-totals').querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent?.replace(/\s/g, ' '),
    ]);
    expect(rows).toEqual([
      ['Subtotal', '90,00 €'],
      ['Discounts', '−9,00 €'],
      ['Shipping', 'Free'],
      ['Total', '81,00 €'],
    ]);
  });

  it('another shopper’s code is "not found", with the way back to the orders', async () => {
    renderOrder(() => Promise.reject(Object.assign(new Error('404'), { status: 404 })));
    expect((await screen.findByRole('alert')).textContent).toBe(labels.myAccountOrderNotFound);
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a read that failed for good offers a retry, which reads the order again', async () => {
    const getOrder = vi
      .fn<AccountClient['orders']['getOrder']>()
      .mockRejectedValueOnce(Object.assign(new Error('down'), { kind: 'network', status: 0 }))
      .mockRejectedValueOnce(Object.assign(new Error('down'), { kind: 'network', status: 0 }))
      .mockRejectedValueOnce(Object.assign(new Error('down'), { kind: 'network', status: 0 }))
      .mockResolvedValueOnce(ORDER);
    renderOrder(getOrder);
    // Offline is tried three times before the shopper is asked.
    expect((await screen.findByRole('alert')).textContent).toBe(labels.myAccountLoadFailed);
    expect(getOrder).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('order-code')).textContent).toBe('0001');
  });

  it('left before the order came: no warning and no update', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer!: (order: OnlineOrder) => void;
    const { unmount } = renderOrder(() => new Promise((resolve) => (answer = resolve)));
    unmount();
    await act(async () => answer(ORDER));
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByTestId('order-detail')).toBeNull();
    error.mockRestore();
  });
});
