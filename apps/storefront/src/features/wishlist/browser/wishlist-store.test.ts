// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://127.0.0.1:9/es-es/" }
// The page-wide wishlist mirror in a browser: a guest's list is read from local storage at
// once, per site; sign-out clears it. (The machine behind it is tested over the sandbox in
// wishlist-session.test.ts; here the back-end cannot be reached, port 9 refuses.)
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emitSessionChange } from '../../../shell/browser/session/session-events.js';
import { localWishlistKey } from './local-wishlist.js';
import { loadWishlist, useWishlist } from './wishlist-store.js';

describe('the wishlist store', () => {
  it("shows a guest's saved ids at once, each site its own, and forgets them at sign-out", async () => {
    localStorage.setItem(localWishlistKey('es-es'), JSON.stringify(['100001', '100002']));
    localStorage.setItem(localWishlistKey('fr-fr'), 'not json');
    const { result } = renderHook(() => useWishlist());
    act(() => loadWishlist('es-es'));
    expect(result.current.ids).toEqual(['100001', '100002']);
    expect(result.current.signedIn).toBe(false);

    act(() => loadWishlist('fr-fr'));
    expect(result.current.ids).toEqual([]);

    act(() => loadWishlist('es-es'));
    await act(() => emitSessionChange({ kind: 'signedOut', site: 'es-es' }));
    expect(result.current.ids).toEqual([]);
    expect(localStorage.getItem(localWishlistKey('es-es'))).toBeNull();
  });

  it("waits for a signed-in shopper's list instead of showing the local one", async () => {
    document.cookie = 'atelier_signed_in=1; path=/';
    localStorage.setItem(localWishlistKey('it-it'), JSON.stringify(['100003']));
    const { result } = renderHook(() => useWishlist());
    act(() => loadWishlist('it-it'));
    expect(result.current.signedIn).toBe(true);
    expect(result.current.ids).toBeNull();
    // The account's list cannot be read here: the count is settled, the failure kept.
    await waitFor(() => expect(result.current.ids).not.toBeNull(), { timeout: 10_000 });
    document.cookie = 'atelier_signed_in=; path=/; max-age=0';
  });
});
