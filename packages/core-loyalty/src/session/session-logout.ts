/**
 * What logging out clears (docs/product/accounts.md §2.6): the machine forgets the user itself; the
 * rest belongs to other machines and the storefront, which act on the loggedOut event.
 */
export const LOGOUT_CLEARS = [
  'storedSession',
  'cartId',
  'userType',
  'employeeDiscount',
  'userState',
  'shippingPostalCode',
  'orders',
  'wishlist',
  'bag',
] as const;
export type LogoutEffect = (typeof LOGOUT_CLEARS)[number];

/** Paths where the start-up flow leaves the bag and wishlist alone (docs/product/shell.md §3.3). */
const SKIPPED_PATH_SEGMENTS = ['my-account', 'cart', 'checkout', 'register'];

/**
 * Whether the bag and wishlist are restored silently with a previous token after start-up:
 * only on sites with e-commerce, and not on my-account, cart, checkout or register pages.
 */
export function qualifiesForSilentRestore(pathname: string, hasEcommerce: boolean): boolean {
  if (!hasEcommerce) return false;
  // The first segment is the site code; the page is named by the second.
  const page = pathname.split('/').filter(Boolean)[1] ?? '';
  return !SKIPPED_PATH_SEGMENTS.some(
    (skipped) => page === skipped || page.startsWith(`${skipped}-`),
  );
}
