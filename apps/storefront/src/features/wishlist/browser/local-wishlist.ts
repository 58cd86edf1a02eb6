// A guest's wishlist: the product ids kept in this browser, one list per site
// (docs/product/wishlist.md §1.2 and docs/product/wishlist.md: "local wishlist, a list of ids in
// local storage"). Part of the first-load JS, so it checks the stored shape by hand instead of
// pulling zod in.

export interface IdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const MAX_IDS = 200;
const ID = /^[\w-]{1,40}$/;

export const localWishlistKey = (site: string): string => `atelier_wishlist_${site}`;

/** The browser's storage, or null where it is blocked (private modes, sandboxed frames). */
export function browserStorage(): IdStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored ids; anything that is not a list of product ids reads as an empty list. */
export function readLocalWishlist(storage: IdStorage | null, site: string): string[] {
  try {
    const raw = storage?.getItem(localWishlistKey(site)) ?? null;
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === 'string' && ID.test(id));
    return [...new Set(ids)].slice(0, MAX_IDS);
  } catch {
    return [];
  }
}

export function writeLocalWishlist(
  storage: IdStorage | null,
  site: string,
  ids: readonly string[],
): void {
  try {
    if (ids.length === 0) storage?.removeItem(localWishlistKey(site));
    else storage?.setItem(localWishlistKey(site), JSON.stringify(ids.slice(0, MAX_IDS)));
  } catch {
    // A full or blocked storage keeps the list for this page only.
  }
}
