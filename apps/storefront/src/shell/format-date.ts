/** A date for the page: the machine-readable ISO day for `<time>`, and the shopper's text. */
export interface DateView {
  iso: string;
  text: string;
}

// Building an Intl formatter costs far more than using one; pages format many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A content date (ISO day or timestamp) in the site's locale (docs/design.md §4: dates only through
 * Intl). UTC, so a post published on a day shows that day wherever the server runs.
 * Formatted on the server: the browser receives text and never re-formats it.
 */
export function formatDate(value: string, locale: string): DateView | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, format);
  }
  return { iso: date.toISOString().slice(0, 10), text: format.format(date) };
}
