function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * floor(100 * (1 - price / previousPrice)), on cents so that 80 against 100 is 20 and not
 * 19.999...; 0 without a previous price or when the price is not lower.
 */
export function discountPercentage(price: number, previousPrice?: number | null): number {
  if (previousPrice === null || previousPrice === undefined) return 0;
  if (!Number.isFinite(price) || !Number.isFinite(previousPrice)) return 0;
  const now = toCents(price);
  const before = toCents(previousPrice);
  if (before <= 0 || now >= before) return 0;
  if (now <= 0) return 100;
  // Integer arithmetic is exact while 100 * cents stays a safe integer; beyond that
  // (no real price) the ratio is close enough and must not overflow.
  const percent =
    before <= Number.MAX_SAFE_INTEGER / 100
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
