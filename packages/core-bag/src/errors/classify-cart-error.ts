import { readCartError, type CartErrorItem } from './cart-error.js';

export type CartErrorKind =
  'cartGone' | 'noStock' | 'expired' | 'noSddStock' | 'wishlist' | 'voucher' | 'unexpected';

/**
 * docs/product/bag.md §9.6: the codes that mean a product has no stock. `cart-entry.{token}` is a
 * family.
 */
const PRODUCT_WITHOUT_STOCK_CODES = [
  'cart-entry.lowStockError-001',
  'cart.entryNumber.lowStockError-004',
  'cart-entryNumber.validationError-004',
];

function isProductWithoutStockCode(code: string | undefined): boolean {
  if (code === undefined) return false;
  return PRODUCT_WITHOUT_STOCK_CODES.includes(code) || code.startsWith('cart-entry.');
}

/** The cart expired (merged away); a voucher out of date says `expired` too and is not one. */
function isCartExpiry(item: CartErrorItem): boolean {
  return (
    item.type === 'CartExpiredError' ||
    (item.reason === 'expired' && item.type !== 'VoucherOperationError')
  );
}

const RULES: [Exclude<CartErrorKind, 'unexpected'>, (item: CartErrorItem) => boolean][] = [
  [
    'cartGone',
    (item) =>
      item.type === 'InvalidTokenError' ||
      item.reason === 'notFound' ||
      item.reason === 'cartNotFound',
  ],
  ['expired', (item) => isCartExpiry(item)],
  [
    'noSddStock',
    (item) => item.reason === 'noSddStock' || (item.message?.includes('noSddStock') ?? false),
  ],
  [
    'noStock',
    (item) =>
      item.type === 'InsufficientStockError' ||
      isProductWithoutStockCode(item.errorCode) ||
      PRODUCT_WITHOUT_STOCK_CODES.some((code) => item.message?.includes(code) ?? false),
  ],
  ['voucher', (item) => item.type === 'VoucherOperationError'],
  ['wishlist', (item) => item.message?.toLowerCase().includes('wishlist') ?? false],
];

/**
 * docs/product/bag.md §9.2, §9.6 (API contract): the first kind any error of the list shows, in the
 * order cartGone (a 404 status counts), expired, noSddStock, noStock, voucher, wishlist.
 * Anything that is not an error body is unexpected.
 */
export function classifyCartError(error: unknown): CartErrorKind {
  const body = readCartError(error);
  if (body === null) return 'unexpected';
  if (body.status === 404) return 'cartGone';
  for (const [kind, shows] of RULES) {
    if (body.errors.some(shows)) return kind;
  }
  return 'unexpected';
}

/**
 * The replacement cart id an expired-cart error carries in its subject (docs/product/bag.md §9.3).
 */
export function expiredCartId(error: unknown): string | null {
  const body = readCartError(error);
  const item = body?.errors.find(isCartExpiry);
  return item?.subject !== undefined && item.subject !== '' ? item.subject : null;
}
