// @vitest-environment jsdom
import type { OnlineOrder } from '@atelier/core-orders';
import type { User } from '@atelier/core-loyalty';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountClient } from '../browser/account-client.js';
import { AccountProvider } from './account-context.js';
import OrderDetail from './OrderDetail.js';
import { OnlineOrders } from './OnlineOrders.js';

afterEach(cleanup);

const labels = {
  myAccountShowMore: 'Show more',
  myAccountShownOf: '{shown} of {total}',
  myAccountOrderNotFound: 'We could not find this order in your account.',
  trackingOrder: 'Order {code}',
};

const order = (n: number, key = 'DELIVERED'): OnlineOrder =>
  ({
    code: `0000${n}`,
    date: '2026-11-01T10:00:00Z',
    products: [{ id: `p${n}`, name: 'Ring', quantity: 1 }],
    status: { key, label: key, color: 'green' },
    backendStatus: key,
    shippingMethodCode: 'standard',
    appliedPromotion: [],
    totals: { totalPrice: { value: 49.9, currency: 'EUR' } },
    consignments: [],
    returnInProcess: false,
    returns: [],
  }) as OnlineOrder;

function renderWith(client: Partial<AccountClient>, path: string) {
  return render(
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
        client: client as AccountClient,
        user: { id: 'u', email: 'a@b.c' } as User,
        setUser: () => undefined,
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:lang/my-account/orders" element={<OnlineOrders />} />
          <Route path="/:lang/my-account/orders/:code" element={<OrderDetail />} />
        </Routes>
      </MemoryRouter>
    </AccountProvider>,
  );
}

describe('my-account orders (docs/product/orders.md; core-orders paging)', () => {
  it('loads 20 orders a page until the total, each row with its status', async () => {
    const all = Array.from({ length: 25 }, (_, i) =>
      order(i, i % 2 ? 'SHIPPED' : 'CUSTOMER_RECEIVED'),
    );
    const asked: number[] = [];
    renderWith(
      {
        orders: {
          getOrders: async (page: number, size: number) => {
            asked.push(page);
            return { orders: all.slice(page * size, page * size + size), total: all.length };
          },
        } as unknown as AccountClient['orders'],
      },
      '/es-es/my-account/orders',
    );
    expect(await screen.findByText('20 of 25')).toBeTruthy();
    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(20);
    expect(rows[1]?.getAttribute('data-backend-status')).toBe('SHIPPED');
    // Where core-orders places a shipped standard order.
    expect(rows[1]?.getAttribute('data-status')).toBe('IN_DISTRIBUTION_CARRIER');
    expect(rows[0]?.getAttribute('data-status')).toBe('DELIVERED');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('25 of 25')).toBeTruthy();
    expect(screen.getAllByTestId('order-row')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(asked).toEqual([0, 1]);
  });

  it('draws the timeline of an order; a code the back-end does not give is not found', async () => {
    renderWith(
      {
        orders: {
          getOrder: async (code: string) => {
            if (code === '00001') return order(1, 'SHIPPED');
            throw Object.assign(new Error('404'), { status: 404 });
          },
        } as unknown as AccountClient['orders'],
      },
      '/es-es/my-account/orders/00001',
    );
    const steps = await screen.findAllByTestId('timeline-step');
    expect(steps.map((s) => s.getAttribute('data-state'))).toContain('current');
    expect(steps[0]?.getAttribute('data-state')).toBe('done');
    cleanup();
    renderWith(
      {
        orders: {
          getOrder: async () => {
            throw Object.assign(new Error('404'), { status: 404 });
          },
        } as unknown as AccountClient['orders'],
      },
      '/es-es/my-account/orders/99999',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find this order in your account.',
    );
  });
});
