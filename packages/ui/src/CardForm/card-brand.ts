/** Card brands by number prefix (IIN ranges), for the brand badge beside the number. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'jcb' | 'diners' | 'discover';

export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(5018|5020|5038|56|57|58|6304|6759|676[1-3])/.test(digits)) return 'maestro';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return null;
}

/** Groups digits in fours (amex: 4-6-5) as the shopper types. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (detectCardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(.{4})/g, '$1 ').trim();
}
