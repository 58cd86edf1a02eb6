/**
 * How a card the payment provider keeps is named to its shopper, the same in my-account's
 * list and at the checkout's card step: the brand, the last four digits, and the expiry as the
 * card prints it. The account's and the checkout's card types share this shape.
 */
export interface NamedCard {
  type: string;
  /** Masked, `************1111`. */
  number: string;
  expiryDate: { month: number; year: number };
}

/** The brands as a shopper reads them. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  cartebancaire: 'Carte Bancaire',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  mc: 'Mastercard',
  visa: 'Visa',
};

export const cardBrandName = (card: NamedCard): string => BRAND_NAMES[card.type] ?? card.type;

/** The last four digits of the masked number: the shopper's own digits. */
export const cardLastFour = (card: NamedCard): string => card.number.replace(/\D/g, '').slice(-4);

/**
 * The expiry as the card prints it, MM/YYYY, in the site's digits (03/2030, ٠٣/٢٠٣٠): each
 * number by Intl in the site's locale, since a date format drops the month's leading zero in
 * es-ES ("3/2030").
 */
export function cardExpiryText(card: NamedCard, locale: string): string {
  const digits = (value: number, width: number) =>
    new Intl.NumberFormat(locale, { minimumIntegerDigits: width, useGrouping: false }).format(
      value,
    );
  return `${digits(card.expiryDate.month, 2)}/${digits(card.expiryDate.year, 4)}`;
}

/** The expiry month as a machine reads it (`2030-03`), for `<time dateTime>`. */
export function cardExpiryIso(card: NamedCard): string {
  return `${card.expiryDate.year}-${String(card.expiryDate.month).padStart(2, '0')}`;
}
