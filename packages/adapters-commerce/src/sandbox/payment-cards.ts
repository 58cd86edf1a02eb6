/** Card amounts travel in cents (spec 2 section 9), exact for two-decimal prices. */
export function amountInCentsOf(amount: number): number {
  return Math.round(amount * 100);
}

/** Any future expiry (this month counts) and a 3-digit CVC (4 for amex) are accepted. */
export function cardProblems(
  card: { number: string; expiryMonth: number; expiryYear: number; cvc: string },
  now: Date,
): string | null {
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return 'number';
  const year = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expiryMonth - 1) < thisMonth) return 'expiryDate';
  const amex = /^3[47]/.test(digits);
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) return 'cvc';
  return null;
}
