// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withReads } from '../../../shell/browser/read/read-test-support.js';
import type { PickupStore, PickupStores } from '../browser/checkout-session.js';
import { PickupStorePicker } from './PickupStorePicker.js';

afterEach(cleanup);

const STORE: PickupStore = {
  id: 's1',
  name: 'Gran Vía',
  address: 'Gran Vía 1, Madrid',
  postalCode: '28013',
};

function stores(list: PickupStores['list']): PickupStores {
  return { list, choose: vi.fn(async () => true) };
}

const picker = (list: PickupStores['list'], onChange = vi.fn()) =>
  withReads(
    <PickupStorePicker
      cartId="cart-1"
      stores={stores(list)}
      labels={{}}
      value={null}
      onChange={onChange}
      error={null}
    />,
  );

describe('PickupStorePicker', () => {
  it('says it is loading, then lists the stores to choose from', async () => {
    const onChange = vi.fn();
    render(picker(async () => [STORE], onChange));
    expect(screen.getByText('Loading your checkout')).toBeTruthy();
    await userEvent.click(await screen.findByRole('radio', { name: /Gran Vía/ }));
    expect(onChange).toHaveBeenCalledWith(STORE);
  });

  it('says so when the site has no store to collect in', async () => {
    render(picker(async () => []));
    expect(await screen.findByText(/no stores to collect the order in/)).toBeTruthy();
  });

  it('a failed read is an alert with a retry that reads the stores again', async () => {
    const list = vi
      .fn<PickupStores['list']>()
      .mockRejectedValueOnce({ status: 400 })
      .mockResolvedValueOnce([STORE]);
    render(picker(list));
    const alert = await screen.findByTestId('pickup-stores-error');
    expect(alert.getAttribute('role')).toBe('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Gran Vía/ })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('left before the stores came: no warning and no update', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer!: (list: PickupStore[]) => void;
    const { unmount } = render(picker(() => new Promise((resolve) => (answer = resolve))));
    unmount();
    await act(async () => answer([STORE]));
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('radio')).toBeNull();
    error.mockRestore();
  });
});
