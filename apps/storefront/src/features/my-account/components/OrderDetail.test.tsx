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
  myAccountLoading: 'Loading…',
  myAccountLoadFailed: 'We could not load this section.',
  myAccountOrderNotFound: 'We could not find this order in your account.',
  checkoutModalRetry: 'Try again',
  myAccountBackToOrders: 'Back to your orders',
  trackingOrder: 'Order {code}',
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
