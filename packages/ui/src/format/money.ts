/**
 * Money formatting for components. Mirrors `formatPrice` / `discountPercentage` of
 * @atelier/core-catalogue (API-CONTRACT.md); kept local until that export lands, and the
 * only place ui formats money, so switching is one import.
 */
export interface MoneyFormat {
  locale: string;
  currency: string;
  roundDown?: boolean;
}

export function formatMoney(amount: number, { locale, currency, roundDown }: MoneyFormat): string {
  if (roundDown) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(Math.floor(amount));
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** Whole percent off, computed on cents so 80 vs 100 is 20 (not 19). */
export function discountPercent(price: number, previousPrice?: number | null): number {
  if (previousPrice == null || previousPrice <= 0 || price >= previousPrice) return 0;
  const priceCents = Math.round(price * 100);
  const previousCents = Math.round(previousPrice * 100);
  return Math.floor((100 * (previousCents - priceCents)) / previousCents);
}
