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

/**
 * What the sandbox keeps of a card: brand, last four digits and expiry. Never the full
 * number (PAN) or the CVC: a database file is copied around (test templates, bug
 * reports), and card data at rest is exactly what PCI DSS forbids keeping.
 */
export interface CardSummary {
  brand: string;
  last4: string;
  expiryMonth?: number;
  expiryYear?: number;
}

/** The brand by the number's first digits (enough for the sandbox's test cards). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mc';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^(6011|65)/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'maestro';
  return 'unknown';
}

export function cardSummary(
  digits: string,
  expiry?: { expiryMonth: number; expiryYear: number },
): CardSummary {
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    ...(expiry ? { expiryMonth: expiry.expiryMonth, expiryYear: expiry.expiryYear } : {}),
  };
}
