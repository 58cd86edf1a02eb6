// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:9/es-es/" }
// The page-wide bag store across a client-side move to another site: each site has its own
// cart (its own cookie), so the bag shown and added to must follow the site of the page.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCookieName } from './cart-id-cookie.js';
import { loadBag, useBag } from './bag-store.js';

describe('bag store (docs/product/bag.md §2.1: one cart per site)', () => {
  it('forgets the previous site bag when the page moves to another site', async () => {
    // es-es has a stored cart: its count is unknown until the machine has read it.
    document.cookie = `${cartCookieName('es-es')}=cart-of-es-es; path=/`;
    const { result, rerender } = renderHook(() => useBag());
    await loadBag('es-es');
    rerender();
    expect(result.current.count).toBeNull();

    // fr-fr has no cart cookie: its bag is empty at once, not es-es's pending one.
    await loadBag('fr-fr');
    rerender();
    expect(result.current.count).toBe(0);
    expect(result.current.drawerOpen).toBe(false);
  });

  it('keeps the running bag when the same site loads it again', async () => {
    const { result, rerender } = renderHook(() => useBag());
    await loadBag('fr-fr');
    rerender();
    expect(result.current.count).toBe(0);
  });
});

// Issue 21: the machine's chunks (OCC client, zod) are the longest task after hydration; a
// visitor with nothing stored does not pay for them until the bag is used.
describe('bag store start-up', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    document.cookie = `${cartCookieName('pt-pt')}=; max-age=0; path=/`;
  });

  it('loads no machine on idle without a cart cookie or a signed-in shopper', async () => {
    const idle = vi.fn();
    Object.assign(window, { requestIdleCallback: idle });
    const { result, rerender } = renderHook(() => useBag());
    await loadBag('it-it');
    rerender();
    expect(result.current.count).toBe(0);
    expect(idle).not.toHaveBeenCalled();
  });

  it('reads a stored cart when the browser is idle', async () => {
    const idle = vi.fn();
    Object.assign(window, { requestIdleCallback: idle });
    document.cookie = `${cartCookieName('pt-pt')}=cart-of-pt-pt; path=/`;
    await loadBag('pt-pt');
    expect(idle).toHaveBeenCalledTimes(1);
  });
});
