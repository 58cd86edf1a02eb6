/**
 * Money formatting for components: the one place ui formats money, using the contract rules
 * of @atelier/core-catalogue (`formatPrice`, `discountPercentage`) so every channel shows the
 * same figures.
 */
import { discountPercentage, formatPrice } from '@atelier/core-catalogue';

export interface MoneyFormat {
  locale: string;
  currency: string;
  roundDown?: boolean;
}

export function formatMoney(amount: number, format: MoneyFormat): string {
  return formatPrice(amount, format);
}

/** Whole percent off, computed on cents so 80 vs 100 is 20 (not 19). */
export function discountPercent(price: number, previousPrice?: number | null): number {
  return discountPercentage(price, previousPrice);
}
