// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:9/es-es/" }
// The page-wide bag store across a client-side move to another site: each site has its own
// cart (its own cookie), so the bag shown and added to must follow the site of the page.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartCookieName } from './bag/cart-id-cookie.js';
import { loadBag, useBag } from './bag-store.js';

describe('bag store (spec 2: one cart per site)', () => {
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
