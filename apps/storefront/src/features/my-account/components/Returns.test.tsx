// @vitest-environment jsdom
import type { User } from '@atelier/core-loyalty';
import type { OnlineOrder, ReturnOption } from '@atelier/core-orders';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountClient } from '../browser/account-client.js';
import { AccountProvider } from './account-context.js';
import Returns from './Returns.js';

afterEach(cleanup);

const labels = {
  accountReturns: 'Returns',
  myReturnsOrder: 'Order {code}',
  myReturnsInProcess: 'Return in process',
  myReturnsStart: 'Return pieces',
  myReturnsPortal: 'Return it on our returns portal',
  myReturnsNone: 'You have no orders that can be returned.',
  myReturnsConditions: 'Return conditions',
  myReturnsLine: 'Return {name}',
  myReturnsQuantity: 'Quantity',
  myReturnsReason: 'Reason for the return',
  myReturnsReasonChoose: 'Choose a reason',
  myReturnsCondition: 'Condition of the piece',
  myReturnsConditionUnstated: 'Not stated',
  myReturnsSubmit: 'File the return',
  myReturnsFiled: 'Your return {code} has been filed.',
  myReturnsFailed: 'We could not file this return.',
  myReturnsNotReturnable: 'This order can no longer be returned here.',
  myReturnsProblemNoLines: 'Choose at least one piece to return.',
  myReturnsProblemReason: 'Choose a reason for each piece you return.',
  myAccountOrderNotFound: 'We could not find this order in your account.',
};

const order = (
  code: string,
  backendStatus: string,
  returnInProcess = false,
  returns: OnlineOrder['returns'] = [],
): OnlineOrder =>
  ({
    code,
    date: '2026-11-01T10:00:00Z',
    products: [
      { id: 'P1', entryNumber: 0, name: 'Bear ring', quantity: 2 },
      { id: 'P2', entryNumber: 1, name: 'Pearl earrings', quantity: 1 },
    ],
    status: { key: backendStatus, label: backendStatus, color: '' },
    backendStatus,
    shippingMethodCode: 'standard',
    appliedPromotion: [],
    totals: { totalPrice: { value: 99, currency: 'EUR' } },
    consignments: [],
    returnInProcess,
    returns,
  }) as OnlineOrder;

const REASONS: ReturnOption[] = [
  { code: 'LATE', name: 'Arrived late', order: 4 },
  { code: 'SIZE', name: 'Wrong size', order: 1 },
];
const CONDITIONS: ReturnOption[] = [
  { code: 'OPENED', name: 'Opened packaging', order: 2 },
  { code: 'UNUSED', name: 'Unused, with its label', order: 1 },
];

type Calls = {
  orders?: Partial<AccountClient['orders']>;
  returns?: Partial<AccountClient['returns']>;
};

function renderAt(path: string, calls: Calls, portal: string | null = null) {
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
          returnPortalUrl: portal,
        },
        client: calls as unknown as AccountClient,
        user: { id: 'u1', uid: '00042|ana@example.com', email: 'ana@example.com' } as User,
        setUser: () => undefined,
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:lang/my-account/returns/*" element={<Returns />} />
        </Routes>
      </MemoryRouter>
    </AccountProvider>,
  );
}

const formCalls = (createReturn: AccountClient['returns']['createReturn']): Calls => ({
  orders: { getOrder: async () => order('0001', 'CUSTOMER_RECEIVED') },
  returns: {
    getReturnReasons: async () => REASONS,
    getReturnConditions: async () => CONDITIONS,
    createReturn,
  },
});

describe('my-account returns list (docs/product/returns.md; core-orders rules)', () => {
  it('shows a filed return’s lines with the reason each was given, named in the site’s language', async () => {
    const filed = order('0005', 'CUSTOMER_RECEIVED', true, [
      { code: 'RMA-1', entries: [{ entryNumber: 0, quantity: 2, reason: 'SIZE' }] },
    ]);
    const getReturnReasons = vi.fn(async () => REASONS);
    renderAt('/es-es/my-account/returns', {
      orders: { getOrders: async () => ({ orders: [filed], total: 1 }) },
      returns: { getReturnReasons },
    });
    const line = await screen.findByTestId('return-filed-line');
    expect(line.getAttribute('data-reason')).toBe('SIZE');
    expect((await within(line).findByTestId('return-filed-reason')).textContent).toBe(
      ' · Reason for the return: Wrong size',
    );
    expect(line.textContent).toContain('Bear ring');
    expect(getReturnReasons).toHaveBeenCalledTimes(1);
  });

  it('asks for no reasons when no return was filed', async () => {
    const getReturnReasons = vi.fn(async () => REASONS);
    renderAt('/es-es/my-account/returns', {
      orders: {
        getOrders: async () => ({ orders: [order('0001', 'CUSTOMER_RECEIVED')], total: 1 }),
      },
      returns: { getReturnReasons },
    });
    await screen.findAllByTestId('return-order');
    expect(screen.queryByTestId('return-filed-line')).toBeNull();
    expect(getReturnReasons).not.toHaveBeenCalled();
  });

  it('lists returnable orders and those in a return, with the portal link where the site has one', async () => {
    const all = [
      order('0001', 'CUSTOMER_RECEIVED'),
      order('0002', 'SHIPPED'),
      order('0003', 'PARTIAL_RETURNED', true),
      order('0004', 'CANCELLED'),
    ];
    renderAt(
      '/es-es/my-account/returns',
      { orders: { getOrders: async () => ({ orders: all, total: all.length }) } },
      '/portal',
    );
    const rows = await screen.findAllByTestId('return-order');
    expect(rows.map((row) => row.getAttribute('data-order-code'))).toEqual(['0001', '0003']);
    const [open, inReturn] = rows as [HTMLElement, HTMLElement];
    expect(within(inReturn).getByTestId('return-in-process').textContent).toContain(
      'Return in process',
    );
    expect(within(inReturn).queryByRole('link')).toBeNull();
    expect(
      within(open).getByRole('link', { name: 'Return pieces Order 0001' }).getAttribute('href'),
    ).toBe('/es-es/my-account/returns/0001/');
    // The portal gets the order and the e-mail after the uid's pipe (docs/product/returns.md §4;
    // docs/product/commerce-api.md §9).
    expect(within(open).getByTestId('return-portal-link').getAttribute('href')).toBe(
      '/portal?OrderID=0001&ShippingEmail=ana%40example.com',
    );
  });

  it('has no portal link where the site has none, and says when nothing can be returned', async () => {
    renderAt('/es-es/my-account/returns', {
      orders: { getOrders: async () => ({ orders: [order('0002', 'SHIPPED')], total: 1 }) },
    });
    expect((await screen.findByTestId('returns-none')).textContent).toContain(
      'You have no orders that can be returned.',
    );
    expect(screen.queryByTestId('return-portal-link')).toBeNull();
  });
});

describe('my-account return form', () => {
  it('shows the conditions and reasons in their order and files the chosen lines as the shopper', async () => {
    const createReturn = vi.fn(async () => ({ code: 'RMA-1' }));
    renderAt('/es-es/my-account/returns/0001', formCalls(createReturn));
    const conditions = await screen.findByTestId('return-conditions');
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unused, with its label', 'Opened packaging']);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Return Bear ring'));
    const reason = screen.getByLabelText('Reason for the return');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a reason', 'Wrong size', 'Arrived late']);
    await user.selectOptions(screen.getByLabelText('Quantity'), '2');
    await user.selectOptions(reason, 'SIZE');
    await user.selectOptions(screen.getByLabelText('Condition of the piece'), 'UNUSED');
    await user.click(screen.getByRole('button', { name: 'File the return' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your return \u2068RMA-1\u2069 has been filed.',
    );
    expect(createReturn).toHaveBeenCalledWith('00042|ana@example.com', {
      orderCode: '0001',
      entries: [{ entryNumber: 0, quantity: 2, reason: 'SIZE', condition: 'UNUSED' }],
    });
    expect(screen.queryByTestId('return-form')).toBeNull();
    // Keyboard users are not left on a button that went away.
    expect(document.activeElement).toBe(screen.getByTestId('return-filed'));
  });

  it('checks the choice with core-orders before sending: no line, or a line without a reason', async () => {
    const createReturn = vi.fn(async () => ({ code: 'RMA-1' }));
    renderAt('/es-es/my-account/returns/0001', formCalls(createReturn));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'File the return' }));
    expect(screen.getByRole('alert').textContent).toContain('Choose at least one piece to return.');
    await user.click(screen.getByLabelText('Return Pearl earrings'));
    await user.click(screen.getByRole('button', { name: 'File the return' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Choose a reason for each piece you return.',
    );
    expect(createReturn).not.toHaveBeenCalled();
  });

  it('says "not found" for an order the back-end refuses this shopper, and a refusal in an alert', async () => {
    const refused = Object.assign(new Error('refused'), {
      status: 400,
      errors: [{ type: 'ValidationError', errorCode: 'returns.order.inProcess' }],
    });
    renderAt(
      '/es-es/my-account/returns/0001',
      formCalls(async () => {
        throw refused;
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Return Bear ring'));
    await user.selectOptions(screen.getByLabelText('Reason for the return'), 'SIZE');
    await user.click(screen.getByRole('button', { name: 'File the return' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This order can no longer be returned here.',
    );
    cleanup();

    renderAt('/es-es/my-account/returns/9999', {
      orders: {
        getOrder: async () => {
          throw Object.assign(new Error('missing'), { status: 404, errors: [] });
        },
      },
      returns: { getReturnReasons: async () => REASONS, getReturnConditions: async () => [] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find this order in your account.',
    );
    expect(screen.queryByTestId('return-form')).toBeNull();
  });
});
