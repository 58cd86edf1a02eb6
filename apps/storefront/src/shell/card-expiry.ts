/**
 * A card's expiry as the card prints it, MM/YYYY, in the site's digits (03/2030, ٠٣/٢٠٣٠):
 * each number by Intl in the site's locale, since a date format drops the month's leading zero
 * in es-ES ("3/2030"). One form for the account's stored cards and the checkout's card step.
 */
export function cardExpiryText(month: number, year: number, locale: string): string {
  const digits = (value: number, width: number) =>
    new Intl.NumberFormat(locale, { minimumIntegerDigits: width, useGrouping: false }).format(
      value,
    );
  return `${digits(month, 2)}/${digits(year, 4)}`;
}

/** The expiry month as a machine reads it (`2030-03`), for `<time dateTime>`. */
export function cardExpiryIso(month: number, year: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}
