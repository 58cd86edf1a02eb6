/** Payment providers take integer minor units; rounding absorbs binary float error (19.99 * 100). */
export function amountInCents(amount: number): number {
  return Math.round(amount * 100);
}
