/**
 * Words every site may show as they are, whatever its language: the brand, the payment
 * methods' and networks' own names, and card schemes. Anything else a page shows must be a
 * word of the site's language. Keep each entry's reason; a word added here is a word the
 * language test stops checking everywhere.
 */
export const BRAND_WORDS: readonly { words: readonly string[]; reason: string }[] = [
  { words: ['Atelier', 'ATELIER', 'Studio'], reason: 'the brand and its studio line' },
  {
    words: ['Visa', 'Mastercard', 'Maestro', 'Amex', 'American', 'Express', 'Diners', 'Club'],
    reason: 'card schemes, named as they name themselves',
  },
  { words: ['Discover', 'JCB', 'Carte', 'Bancaire', 'CB'], reason: 'card schemes' },
  {
    words: ['PayPal', 'Klarna', 'Bizum', 'Apple', 'Pay', 'Google', 'G', 'Amazon', 'iDEAL'],
    reason: 'payment methods, named as they name themselves',
  },
  {
    words: ['Multibanco', 'MB', 'WAY', 'Oxxo', 'Addi', 'Scalapay', 'Tabby', 'Pelecard'],
    reason: 'payment methods',
  },
  {
    words: ['Instagram', 'Pinterest', 'Facebook', 'WhatsApp', 'Telegram', 'LinkedIn', 'X'],
    reason: 'social networks',
  },
  { words: ['TikTok', 'YouTube'], reason: 'social networks' },
  {
    words: ['BLIK', 'giropay', 'Kueski', 'Mercado', 'Pago', 'Oney', 'Paynet', 'PayU', 'P24'],
    reason: 'payment methods of the other sites, named as they name themselves',
  },
  { words: ['Przelewy24', 'PowerTranz', 'YooKassa', 'ЮKassa'], reason: 'payment methods' },
  { words: ['Przelewy'], reason: 'Przelewy24 as the word check reads it, without its digits' },
];

/** The allow-list, lower case, for the check. */
export function brandWordSet(extra: Iterable<string> = []): Set<string> {
  return new Set(
    [...BRAND_WORDS.flatMap((entry) => entry.words), ...extra].map((word) => word.toLowerCase()),
  );
}
