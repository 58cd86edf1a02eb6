import { useMemo } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { toggleWishlist, useWishlist } from '../browser/wishlist-store.js';
import { labelText } from '../../../shell/label-text.js';

/** What every heart of a page shares: the saved ids, the toggle and its name. */
export interface WishlistHearts {
  has(productId: string): boolean;
  toggle(productId: string, save: boolean): void;
  /** The heart's name before the product's: "Save to wishlist". */
  label: string;
  /** The saved ids are not read yet (before hydration, or an account's list loading). */
  pending: boolean;
}

/**
 * The hearts of product cards and the product page; null where the site has no wishlist.
 * Rendered unpressed on the server (the HTML is shared), pressed after hydration.
 */
export function useWishlistHearts(): WishlistHearts | null {
  const { shell } = usePageContext();
  const wishlist = useWishlist();
  const site = shell?.site ?? null;
  const enabled = site !== null && (shell?.hasWishlist ?? false);
  const label = labelText(shell?.labels ?? {}, 'wishlistSave', 'Save to wishlist');
  const { ids } = wishlist;
  return useMemo(() => {
    if (!enabled || site === null) return null;
    const saved = new Set(ids ?? []);
    return {
      has: (productId) => saved.has(productId),
      toggle: (productId, save) => void toggleWishlist(site, productId, save),
      label,
      pending: ids === null,
    };
  }, [enabled, site, ids, label]);
}
