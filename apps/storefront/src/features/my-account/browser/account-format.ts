// Dates of the account in the site's locale (Intl). Pure.

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (a birth date, an order's day) in the locale's long style. Read in UTC:
 * `1990-04-05` is that day everywhere, never the evening before.
 */
export function formatAccountDate(iso: string, locale: string): string {
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(time)) return iso;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(time);
}
