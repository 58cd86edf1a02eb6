import { toHundredths } from '@atelier/core-catalogue';

/**
 * The contract's two-decimal helper: hundredths of an amount, exact for prices with two
 * decimals. It knows no currency, so it is right for a payment only in a currency with cents;
 * a payment is sent in `toMinorUnits(money)` (whole yen for a yen order, ADR 0033).
 */
export function amountInCents(amount: number): number {
  return toHundredths(amount);
}
