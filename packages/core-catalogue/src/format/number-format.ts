/**
 * Numbers a shopper reads (counts, sizes, weights, lengths) written as the site's locale writes
 * them: its digits (Arabic-Indic on sa-ar) and its decimal and group separators (33,3 g on
 * es-es). Prices have their own rule (formatPrice). Issue 32: the same page once mixed
 * Arabic-Indic prices with Latin counts and sizes.
 */

// A formatter costs far more to build than to use, and a listing writes hundreds of numbers:
// one per locale and option set, kept for the life of the process (formatters are immutable).
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A count or a plain number in the locale (grouping as the locale groups). */
export function formatNumber(value: number, locale: string): string {
  return formatterFor(locale, { maximumFractionDigits: 3 }).format(value);
}

/** Units the back-end writes after a measure, as Intl names them. */
const UNITS: Readonly<Record<string, string>> = {
  g: 'gram',
  kg: 'kilogram',
  mm: 'millimeter',
  cm: 'centimeter',
  m: 'meter',
  in: 'inch',
};

// The back-end's canonical form: a number with a decimal point, then an optional unit.
const MEASURE = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)?\s*$/i;

/**
 * A measure the back-end wrote in its canonical form ("33.3 g", "45 cm", "16", "5.9") in the
 * locale: Intl's unit style, the number's own decimals kept. Anything else (a size called
 * "M", "One size") comes back as it is.
 */
export function formatMeasure(text: string, locale: string): string {
  const match = MEASURE.exec(text);
  if (!match) return text;
  const [, number = '', unitText] = match;
  const decimals = number.includes('.') ? number.length - number.indexOf('.') - 1 : 0;
  const value = Number(number);
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  if (unitText === undefined)
    return formatterFor(locale, { ...digits, useGrouping: false }).format(value);
  const unit = UNITS[unitText.toLowerCase()];
  if (!unit) return text;
  return formatterFor(locale, { ...digits, style: 'unit', unit, unitDisplay: 'short' }).format(
    value,
  );
}
