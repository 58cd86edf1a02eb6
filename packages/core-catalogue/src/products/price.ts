import { toHundredths } from '../kernel/money/minor-units.js';

// Beyond this many units (no real price), hundredths times 100 would leave the safe integers:
// the plain ratio is close enough there and must not overflow.
const EXACT_LIMIT = Number.MAX_SAFE_INTEGER / 10_000;

/**
 * floor(100 * (1 - price / previousPrice)), on hundredths (the kernel's exact scale for an
 * amount without its currency) so that 80 against 100 is 20 and not 19.999...; 0 without a
 * previous price or when the price is not lower.
 */
export function discountPercentage(price: number, previousPrice?: number | null): number {
  if (previousPrice === null || previousPrice === undefined) return 0;
  if (!Number.isFinite(price) || !Number.isFinite(previousPrice)) return 0;
  const exact = Math.abs(price) <= EXACT_LIMIT && Math.abs(previousPrice) <= EXACT_LIMIT;
  const now = exact ? toHundredths(price) : price;
  const before = exact ? toHundredths(previousPrice) : previousPrice;
  if (before <= 0 || now >= before) return 0;
  if (now <= 0) return 100;
  const percent = exact
    ? Math.floor((100 * (before - now)) / before)
    : Math.floor(100 * (1 - now / before));
  return Math.min(Math.max(percent, 0), 100);
}

/**
 * The percentage off a product shows: none unless the site's prices are a discount; then the
 * back-end's own figure, worked out once from its source prices, when it sends one (so every
 * site shows the same), otherwise discountPercentage of the prices shown.
 */
export function shownDiscount(
  price: number,
  previousPrice: number | null | undefined,
  fromBackEnd: number | null | undefined,
): number {
  if (previousPrice == null || !(previousPrice > price)) return 0;
  if (fromBackEnd == null || !Number.isInteger(fromBackEnd)) {
    return discountPercentage(price, previousPrice);
  }
  return Math.min(Math.max(fromBackEnd, 0), 100);
}

export interface FormatPriceOptions {
  locale: string;
  currency: string;
  roundDown?: boolean;
}

// Building an Intl.NumberFormat costs far more than using one, and a product grid formats
// dozens of prices per render: one formatter per locale, currency and rounding, kept for the
// life of the process (a formatter is immutable, so this stays a pure function).
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(options: FormatPriceOptions): Intl.NumberFormat {
  const key = `${options.locale}|${options.currency}|${options.roundDown ? 'down' : 'exact'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(options.locale, {
      style: 'currency',
      currency: options.currency,
      ...(options.roundDown ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Currency style for the locale; roundDown floors to whole units and drops the decimals. */
export function formatPrice(amount: number, options: FormatPriceOptions): string {
  return formatterFor(options).format(options.roundDown ? Math.floor(amount) : amount);
}
