import { isShipFromStoreMethod } from '../checkout/shipping-method-kind.js';
import { errorEntries, topLevelEntry, type ErrorEntry } from './error-entries.js';

export type PaymentErrorKind =
  | 'cannotBePurchased'
  | 'orderAlreadyCreated'
  | 'noStock'
  | 'validation'
  | 'shippingNotAvailable'
  | 'noEngravingStock'
  | 'generic';

const NO_STOCK_MESSAGES = ['hasCartChangedByTotalStock', 'hasCartChangedByOverallStock'];
const VALIDATION_MESSAGES = [
  'validation error in cart',
  'is not readable or has an invalid getter method',
];
/** Adyen-checkoutCart.ValidationError-001 to -021: the cart lost stock while paying (8.3). */
const ADYEN_NO_STOCK = /adyen-checkoutcart\.validationerror-0(\d\d)(?!\d)/u;

const lower = (value: string | undefined): string => (value ?? '').toLowerCase();

function codesOf(entry: ErrorEntry): string[] {
  return [lower(entry.errorCode), lower(entry.message)];
}

function mentions(entry: ErrorEntry, needle: string): boolean {
  return codesOf(entry).some((code) => code.includes(needle.toLowerCase()));
}

function isAdyenNoStockCode(entry: ErrorEntry): boolean {
  return codesOf(entry).some((code) => {
    const match = ADYEN_NO_STOCK.exec(code);
    const n = match?.[1] === undefined ? 0 : Number(match[1]);
    return n >= 1 && n <= 21;
  });
}

/** Error texts name the method among other words (subject 'sdd', message '... pickup_2h ...'). */
function mentionsShipFromStoreMethod(text: string): boolean {
  return /(^|[^a-z])(sdd|pickup_2h)/u.test(text);
}

/** NOT_AVAILABLE only means "shipping not available" on the store-served methods (8.2). */
function isShippingNotAvailable(entry: ErrorEntry, method: string): boolean {
  if (mentions(entry, 'shippingNotAvailable') || lower(entry.reason) === 'shippingnotavailable') {
    return true;
  }
  const notAvailable = [entry.errorCode, entry.message, entry.reason].some((v) =>
    lower(v).includes('not_available'),
  );
  if (!notAvailable) return false;
  return (
    isShipFromStoreMethod(method) ||
    [entry.subject, entry.message, entry.errorCode].some((v) =>
      mentionsShipFromStoreMethod(lower(v)),
    )
  );
}

function shippingMethodOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const value = (error as Record<string, unknown>)['shippingMethod'];
  return typeof value === 'string' ? value.toLowerCase() : '';
}

const RULES: readonly [
  Exclude<PaymentErrorKind, 'generic'>,
  (e: ErrorEntry, m: string) => boolean,
][] = [
  ['cannotBePurchased', (e) => mentions(e, 'cart.cannotBePurchased')],
  [
    'orderAlreadyCreated',
    (e) => mentions(e, 'orderAlreadyCreated') || mentions(e, 'already created'),
  ],
  [
    'noStock',
    (e) =>
      e.type === 'InsufficientStockError' ||
      isAdyenNoStockCode(e) ||
      NO_STOCK_MESSAGES.some((m) => mentions(e, m)),
  ],
  ['validation', (e) => VALIDATION_MESSAGES.some((m) => mentions(e, m))],
  ['shippingNotAvailable', isShippingNotAvailable],
  [
    'noEngravingStock',
    (e) => lower(e.reason) === 'noengravingstock' || mentions(e, 'noEngravingStock'),
  ],
];

/**
 * docs/product/payments.md §6.2, §6.3. Reads `{ errors: [...] }` (or the same under `data`), and
 * the fields of the error itself (a thrown Error's message); an optional top-level `shippingMethod`
 * says which method was being paid for, for NOT_AVAILABLE.
 */
export function classifyPaymentError(error: unknown): PaymentErrorKind {
  return classifyPaymentErrorFor(error, shippingMethodOf(error));
}

/** The same classification when the caller knows the shipping method being paid for. */
export function classifyPaymentErrorFor(error: unknown, shippingMethod: string): PaymentErrorKind {
  const own = topLevelEntry(error);
  const entries = own === null ? errorEntries(error) : [own, ...errorEntries(error)];
  const method = shippingMethod.toLowerCase();
  for (const [kind, applies] of RULES) {
    if (entries.some((entry) => applies(entry, method))) return kind;
  }
  return 'generic';
}
