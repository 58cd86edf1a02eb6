// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withReads } from '../../../shell/browser/read/read-test-support.js';
import type { CartToussi } from '../browser/cart-toussis.js';

const toussis = vi.hoisted(() => ({ read: vi.fn<(site: string) => Promise<CartToussi[]>>() }));
vi.mock('../browser/cart-toussis.js', () => ({ cartToussisFor: toussis.read }));
const { CartToussis } = await import('./CartToussis.js');

afterEach(cleanup);

const RING: CartToussi = { id: 'T1', name: 'Bear charm', image: null, state: 'pick-at-store' };
const show = () => render(withReads(<CartToussis site="es-es" labels={{}} />));

describe('CartToussis (the bag page’s rewards, a bonus)', () => {
  it('shows nothing while loading, then the rewards to pick up', async () => {
    toussis.read.mockResolvedValueOnce([RING]);
    show();
    expect(screen.queryByText('Bear charm')).toBeNull();
    expect(await screen.findByText('Bear charm')).toBeTruthy();
    expect(screen.getByText('Your rewards to pick up in store')).toBeTruthy();
  });

  it('a member without rewards, or a CRM that fails, leaves the bag page as it is', async () => {
    toussis.read.mockResolvedValueOnce([]);
    const empty = show();
    await act(async () => undefined);
    expect(empty.container.textContent).toBe('');
    cleanup();
    toussis.read.mockRejectedValueOnce({ status: 400 });
    const failed = show();
    await act(async () => undefined);
    expect(failed.container.textContent).toBe('');
  });

  it('left before the rewards came: no warning and no update', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer!: (list: CartToussi[]) => void;
    toussis.read.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { unmount } = show();
    unmount();
    await act(async () => answer([RING]));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
